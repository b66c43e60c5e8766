import { type ElementType } from 'react';
import { useInternalLinks } from './useInternalLinks';

export interface RichHtmlProps {
  /** Already sanitized (src/lib/sanitize). */
  html: string;
  className?: string;
  as?: ElementType;
}

/** Sanitized merchant HTML whose links to this shop navigate inside the app. */
export function RichHtml({ html, className, as: Tag = 'div' }: RichHtmlProps) {
  const onClick = useInternalLinks();
  // The click handler only routes clicks that bubble from the links inside.
  return <Tag className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
