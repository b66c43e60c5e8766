import { useMemo } from 'react';
import { RichHtml } from './shared/RichHtml';
import { sanitizeHtml } from '../lib/sanitize';

/** Merchant HTML without Page Builder markers: sanitized, its links to this shop routed in the app; nothing when empty. */
export function PlainContent({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html).trim(), [html]);
  return safe ? <RichHtml className={className} html={safe} /> : null;
}
