import type { CmsContentSources } from '../cms/widgets/types';
import { CMS_BLOCK_TAG, PRODUCT_TAG, type CacheTags } from './cacheTags';

/**
 * The sources CMS content renders its widgets from, tagging what they embed: a nested block's
 * tag, and each listed product's (its name, price and stock are in the page's HTML).
 */
export function tagContentSources(sources: CmsContentSources, tags: CacheTags): CmsContentSources {
  return {
    findBlock(identifierOrId) {
      const block = sources.findBlock(identifierOrId);
      tags.addEntity(CMS_BLOCK_TAG, block?.blockId);
      return block;
    },
    listProducts(query) {
      const items = sources.listProducts(query);
      for (const item of items) tags.addEntity(PRODUCT_TAG, item.id);
      return items;
    },
  };
}
