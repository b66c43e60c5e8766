import { useMemo } from 'react';
import { RichHtml } from '../features/cms-block/RichHtml';
import { sanitizeHtml } from '../lib/sanitize';
import { ContentTree } from './ContentTree';
import { isPageBuilderContent } from './detect';
import { usePageBuilderContent } from './usePageBuilderContent';

export interface RichContentProps {
  /** Stored merchant HTML: Page Builder content or plain HTML, not yet sanitized. */
  html: string | null | undefined;
  className?: string;
}

function PageBuilderContent({ html, className }: { html: string; className?: string }) {
  const { nodes } = usePageBuilderContent(html);
  return <ContentTree nodes={nodes} className={className} />;
}

function PlainContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <RichHtml className={className} html={safe} />;
}

/** Merchant content: Page Builder content types when it has them, sanitized HTML otherwise. */
export function RichContent({ html, className }: RichContentProps) {
  if (!html) return null;
  return isPageBuilderContent(html) ? <PageBuilderContent html={html} className={className} /> : <PlainContent html={html} className={className} />;
}
