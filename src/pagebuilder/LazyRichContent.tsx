import { lazy, Suspense, useMemo } from 'react';
import { RichHtml } from '../features/cms-block/RichHtml';
import { sanitizeHtml } from '../lib/sanitize';
import { isPageBuilderContent } from './detect';

const RichContent = lazy(() => import(/* webpackChunkName: "pagebuilder" */ './RichContent').then(({ RichContent: Component }) => ({ default: Component })));

/**
 * Merchant content where Page Builder is the exception (category and product descriptions): plain
 * HTML shows at once, sanitized; content with Page Builder markers loads the renderer first, so
 * pages without any carry none of its code.
 */
export function LazyRichContent({ html, className }: { html: string | null | undefined; className?: string }) {
  const plain = useMemo(() => (isPageBuilderContent(html) ? '' : sanitizeHtml(html).trim()), [html]);
  if (isPageBuilderContent(html)) {
    return (
      <Suspense fallback={null}>
        <RichContent html={html} className={className} />
      </Suspense>
    );
  }
  return plain ? <RichHtml html={plain} className={className} /> : null;
}
