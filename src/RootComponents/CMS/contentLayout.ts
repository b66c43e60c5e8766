import { isPageBuilderContent } from '../../pagebuilder/detect';

/** spec §9: the rich-content threshold above which the home page shows its content in floors. */
export const RICH_CONTENT_THRESHOLD = 30000;
/** spec §2: how many content blocks the floor wrapper holds; the rest follows as the shopper scrolls. */
export const FLOOR_BLOCKS = 2;

export type ContentLayout = { kind: 'whole' } | { kind: 'floors'; firstBlocks: number };

/** spec §2: on / and /home, Page Builder content over 30000 characters shows in floors. */
export function contentLayout(content: string, onHomeRoute: boolean): ContentLayout {
  return onHomeRoute && content.length > RICH_CONTENT_THRESHOLD && isPageBuilderContent(content) ? { kind: 'floors', firstBlocks: FLOOR_BLOCKS } : { kind: 'whole' };
}
