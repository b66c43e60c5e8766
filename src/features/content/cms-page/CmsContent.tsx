import { RichContent } from '../../../pagebuilder/RichContent';
import { contentLayout } from './contentLayout';
import { ProgressiveContent } from './ProgressiveContent';

/** A CMS page's stored content: long Page Builder content block by block, the rest whole. */
export default function CmsContent({ content, isHomePage }: { content: string; isHomePage: boolean }) {
  const layout = contentLayout(content, isHomePage);
  return layout.kind === 'progressive' ? (
    <ProgressiveContent html={content} firstBlocks={layout.firstBlocks} floorWrapper={layout.floorWrapper} />
  ) : (
    <RichContent html={content} priority />
  );
}
