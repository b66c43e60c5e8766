import '@testing-library/jest-dom';

// jsdom lays nothing out, so it cannot scroll (and says so on the console): pages scroll to their top on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
