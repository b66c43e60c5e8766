import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The in-app path of a link to this shop (same origin, same window), else null. */
export function internalPath(anchor: HTMLAnchorElement, origin: string = window.location.origin): string | null {
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#') || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Talon: a click handler for a container of merchant HTML that sends clicks on links to this
 * shop through the router instead of a full page load (modifier clicks keep the browser's way).
 */
export function useInternalLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const path = internalPath(anchor);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    },
    [navigate],
  );
}
