import { mapSchema, MapperKind } from '@graphql-tools/utils';
import { defaultFieldResolver, getNamedType, isAbstractType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../types';
import {
  BLOG_CATEGORY_TAG,
  BLOG_POST_TAG,
  BRAND_TAG,
  CATEGORY_TAG,
  CMS_BLOCK_TAG,
  CMS_PAGE_TAG,
  MENU_TAG,
  PRODUCT_TAG,
  STORE_LOCATION_TAG,
  type CacheTags,
} from './cacheTags';

type Entity = Record<string, unknown>;
type Tagger = (tags: CacheTags, value: Entity) => void;

const product: Tagger = (tags, value) => tags.addEntity(PRODUCT_TAG, value.entity_id as number);

/**
 * How a resolved value of each GraphQL type is tagged (Magento's cache Identity classes): the
 * product types by entity_id, categories (and a breadcrumb's category) by id, CMS pages by page id,
 * CMS blocks by id and identifier (CmsGraphQl's Block\Identity), and the extensions' entities.
 */
const TAGGERS: Record<string, Tagger> = {
  SimpleProduct: product,
  VirtualProduct: product,
  ConfigurableProduct: product,
  BundleProduct: product,
  GroupedProduct: product,
  CategoryTree: (tags, value) => tags.addEntity(CATEGORY_TAG, value.entity_id as number),
  Breadcrumb: (tags, value) => tags.addEntity(CATEGORY_TAG, value.category_id as number),
  CmsPage: (tags, value) => tags.addEntity(CMS_PAGE_TAG, value.page_id as number),
  CmsBlock: (tags, value) => {
    tags.addEntity(CMS_BLOCK_TAG, value.block_id as number);
    tags.addEntity(CMS_BLOCK_TAG, value.identifier as string);
  },
  BlogPost: (tags, value) => tags.addEntity(BLOG_POST_TAG, value.post_id as number),
  BlogCategory: (tags, value) => tags.addEntity(BLOG_CATEGORY_TAG, value.category_id as number),
  MageplazaBrands: (tags, value) => tags.addEntity(BRAND_TAG, value.brand_id as number),
  MpStoreLocatorLocation: (tags, value) => tags.addEntity(STORE_LOCATION_TAG, value.location_id as string),
  VesMenu: (tags, value) => tags.addEntity(MENU_TAG, value.menu_id as string),
};

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

function tagValue(tags: CacheTags, value: unknown, tagger: Tagger | null): void {
  if (isThenable(value)) {
    // A list item still resolving: tagged when it resolves, before graphql-js (which awaits it) completes it.
    value.then((item) => tagValue(tags, item, tagger), () => {});
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) tagValue(tags, item, tagger);
    return;
  }
  if (!value || typeof value !== 'object' || value instanceof Error) return;
  // An interface or union field's value names its concrete type.
  const own = tagger ?? TAGGERS[(value as Entity).__typename as string];
  own?.(tags, value as Entity);
}

/**
 * The schema with every field whose type is (or may be) a tagged entity adding the tags of what it
 * resolved to the request's CacheTags, wherever in the answer it appears: a product of a listing,
 * a configurable's variant, a related product, a route's page. One collection point, so resolvers
 * stay as they are and a new field returning a product is tagged without anyone remembering to.
 */
export function collectCacheTags(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const type = getNamedType(field.type);
      const tagger = TAGGERS[type.name] ?? null;
      if (!tagger && !isAbstractType(type)) return field;
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context: RequestContext, info) => {
          const result = resolve(source, args, context, info);
          tagValue(context.cacheTags, result, tagger);
          return result;
        },
      };
    },
  });
}
