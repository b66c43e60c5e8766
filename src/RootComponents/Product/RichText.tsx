import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/** Merchant HTML (or plain text) from the catalogue, sanitized before it reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
