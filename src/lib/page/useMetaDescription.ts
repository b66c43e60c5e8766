import { useEffect } from 'react';

/** Sets the page's <meta name="description"> while the calling page is shown; the shop's own comes back after. */
export function useMetaDescription(text: string | null | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!text || !meta) return undefined;
    const previous = meta.content;
    meta.content = text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}
