import { isPageBuilderContent } from '../../../pagebuilder/detect';

/** spec §9: the rich-content threshold. */
export const RICH_CONTENT_THRESHOLD = 30000;
/** spec §2: how many content blocks show at once (in the floor wrapper on the home page). */
export const FIRST_BLOCKS = 2;

export type ContentLayout = { kind: 'whole' } | { kind: 'progressive'; firstBlocks: number; floorWrapper: boolean };

/**
 * How a CMS page lays out its content. Page Builder content over 30000 characters shows its first
 * blocks at once and the rest as the shopper scrolls; on / and /home the first blocks sit in the
 * floor wrapper (spec §2). Shorter or plain content renders whole.
 */
export function contentLayout(content: string, onHomeRoute: boolean): ContentLayout {
  if (content.length <= RICH_CONTENT_THRESHOLD || !isPageBuilderContent(content)) return { kind: 'whole' };
  return { kind: 'progressive', firstBlocks: FIRST_BLOCKS, floorWrapper: onHomeRoute };
}
