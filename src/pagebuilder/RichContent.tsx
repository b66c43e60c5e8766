import { ContentTree } from './ContentTree';
import { isPageBuilderContent } from './detect';
import { PlainContent } from './PlainContent';
import { usePageBuilderContent } from './usePageBuilderContent';

export interface RichContentProps {
  /** Stored merchant HTML: Page Builder content or plain HTML, not yet sanitized. */
  html: string | null | undefined;
  className?: string;
  /** The page's main content (not a block in the chrome): its first block's pictures load first. */
  priority?: boolean;
}

function PageBuilderContent({ html, className, priority }: { html: string; className?: string; priority?: boolean }) {
  const { nodes } = usePageBuilderContent(html);
  return <ContentTree nodes={nodes} className={className} priority={priority} />;
}

/** Merchant content: Page Builder content types when it has them, sanitized HTML otherwise. */
export function RichContent({ html, className, priority = false }: RichContentProps) {
  if (!html) return null;
  return isPageBuilderContent(html) ? <PageBuilderContent html={html} className={className} priority={priority} /> : <PlainContent html={html} className={className} />;
}
