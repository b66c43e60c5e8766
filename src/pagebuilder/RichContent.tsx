import { ContentTree } from './ContentTree';
import { isPageBuilderContent } from './detect';
import { PlainContent } from './PlainContent';
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

/** Merchant content: Page Builder content types when it has them, sanitized HTML otherwise. */
export function RichContent({ html, className }: RichContentProps) {
  if (!html) return null;
  return isPageBuilderContent(html) ? <PageBuilderContent html={html} className={className} /> : <PlainContent html={html} className={className} />;
}
