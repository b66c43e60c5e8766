import { lazy, Suspense } from 'react';
import { isPageBuilderContent } from './detect';
import { PlainContent } from './PlainContent';

const RichContent = lazy(() => import(/* webpackChunkName: "pagebuilder" */ './RichContent').then(({ RichContent: Component }) => ({ default: Component })));

/**
 * Merchant content where Page Builder is the exception (category and product descriptions): plain
 * HTML shows at once, sanitized; content with Page Builder markers loads the renderer first, so
 * pages without any carry none of its code.
 */
export function LazyRichContent({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!isPageBuilderContent(html)) return <PlainContent html={html} className={className} />;
  return (
    <Suspense fallback={null}>
      <RichContent html={html} className={className} />
    </Suspense>
  );
}
