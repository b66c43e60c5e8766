/** Readers for Page Builder's data-* attributes: a missing or malformed value gives the fallback. */

export function booleanAttribute(element: Element, name: string, fallback = false): boolean {
  const value = element.getAttribute(name);
  if (value === null || value === '') return fallback;
  return value === 'true' || value === '1';
}

export function numberAttribute(element: Element, name: string, fallback: number): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) ? value : fallback;
}

/**
 * A JSON attribute. Page Builder escapes the quotes inside some of them with backslashes
 * (`{\"desktop_image\":\"...\"}`), which JSON.parse does not accept, so those are unescaped first.
 */
export function jsonAttribute(element: Element, name: string): unknown {
  const value = element.getAttribute(name);
  if (!value) return null;
  for (const text of [value, value.replace(/\\"/g, '"')]) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // try the unescaped form, then give up
    }
  }
  return null;
}

/** The first element inside `root` (or root itself) with data-element="name". */
export function findElement(root: Element, name: string): Element | null {
  if (root.getAttribute('data-element') === name) return root;
  return root.querySelector(`[data-element="${name}"]`);
}
