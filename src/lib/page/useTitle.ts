import { useEffect } from 'react';
import { useStoreName } from '../storeConfig/useStoreName';
import { formatTitle } from './formatTitle';
import { publishPageTitle } from './pageTitleStore';

/** Sets document.title to "text - store name" while the calling page is shown. */
export function useTitle(text: string | null | undefined): void {
  const storeName = useStoreName();
  useEffect(() => {
    if (text) document.title = formatTitle(text, storeName);
  }, [text, storeName]);
  // The page's own name, for chrome that shows it (the mobile top bar).
  useEffect(() => {
    if (!text) return undefined;
    publishPageTitle(text);
    return () => publishPageTitle(null);
  }, [text]);
}
