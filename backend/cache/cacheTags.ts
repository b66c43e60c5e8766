// The cache tags of Magento's full page cache, as its GraphQL answers carry them in X-Magento-Tags
// and its purges name them: Catalog\Model\Product::CACHE_TAG "cat_p", Category "cat_c", Cms\Model\Page
// "cms_p", Block "cms_b", PageCache\Model\Cache\Type "FPC". An entity's tag is "<type tag>_<id>";
// the bare type tag comes with it, as Magento's Identity classes add it.

export const FULL_PAGE_CACHE_TAG = 'FPC';
export const PRODUCT_TAG = 'cat_p';
export const CATEGORY_TAG = 'cat_c';
export const CMS_PAGE_TAG = 'cms_p';
export const CMS_BLOCK_TAG = 'cms_b';
// This shop's extensions, each under a prefix of its own.
export const BLOG_POST_TAG = 'blog_p';
export const BLOG_CATEGORY_TAG = 'blog_c';
export const BRAND_TAG = 'brand';
export const STORE_LOCATION_TAG = 'store_location';
export const MENU_TAG = 'ves_menu';

export const entityTag = (typeTag: string, id: string | number) => `${typeTag}_${id}`;
export const productTag = (entityId: number) => entityTag(PRODUCT_TAG, entityId);

/** The tags of what one answer showed, in the order they were met (X-Magento-Tags lists them so). */
export class CacheTags {
  private readonly tags = new Set<string>();

  /** Adds an entity's tag and its type's bare tag. */
  addEntity(typeTag: string, id: string | number | null | undefined): void {
    if (id === null || id === undefined || id === '') return;
    this.tags.add(typeTag);
    this.tags.add(entityTag(typeTag, id));
  }

  /** The X-Magento-Tags list: what was met, then FPC (every cacheable answer is full page cache). */
  list(): string[] {
    return [...this.tags, FULL_PAGE_CACHE_TAG];
  }
}
