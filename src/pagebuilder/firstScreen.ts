import { createContext, useContext } from 'react';

/**
 * True inside the first content block of a page's main content: its pictures are likely in the
 * first screen (the largest paint), so they load at once with high priority instead of lazily.
 */
export const FirstScreenContext = createContext(false);

export const useFirstScreen = () => useContext(FirstScreenContext);
