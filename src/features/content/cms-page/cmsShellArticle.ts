import { type ShellArticle } from '../../../app/pages/firstPaint';
import { firstRowTexts } from '../../../pagebuilder/firstTexts';
import { type FirstPaintCmsPage } from './cmsFirstPaint';

/**
 * What the static shell writes for a CMS page that opens with text: the heading as CmsArticle.tsx
 * draws it (the content heading, else one for screen readers only) and the texts its first row
 * opens with; null when its content does not open with text the shell can draw as the page does.
 */
export function cmsShellArticle(page: Pick<FirstPaintCmsPage, 'content_heading' | 'content'>): ShellArticle | null {
  const blocks = firstRowTexts(page.content);
  return blocks ? { heading: page.content_heading || null, blocks } : null;
}
