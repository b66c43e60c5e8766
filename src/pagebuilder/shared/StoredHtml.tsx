import { useLayoutEffect, useRef, type ElementType, type HTMLAttributes } from 'react';
import { INLINE_STYLE_ATTRIBUTE } from '../parse/contentNode';

export interface StoredHtmlProps extends HTMLAttributes<HTMLElement> {
  /** Sanitized merchant HTML (src/lib/sanitize) from parsed Page Builder content. */
  html: string;
  as?: ElementType;
}

/**
 * Sanitized merchant rich text with its formatting: the editor's inline styles (a coloured word, a
 * bigger heading) were moved aside by the parser, because the CSP drops style attributes in
 * markup; they are applied here through the CSSOM, which the CSP allows.
 */
export function StoredHtml({ html, as: Tag = 'div', ...attributes }: StoredHtmlProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>(`[${INLINE_STYLE_ATTRIBUTE}]`).forEach((element) => {
      element.style.cssText = element.getAttribute(INLINE_STYLE_ATTRIBUTE) ?? '';
    });
  }, [html]);
  return <Tag ref={ref} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
