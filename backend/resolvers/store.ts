import type { Resolvers } from '../__generated__/resolvers';
import { configValue } from '../repositories/storeRepository';
import { defaultGroupId, findRootCategoryId, findStoreView, listActiveStoreViews, type StoreViewRow } from '../repositories/storeViewRepository';
import type { RequestContext } from '../types';
import { CONFIG_FIELDS, PWA_CONFIG_FIELDS, readConfigFields } from './storeConfigFields';

const toUid = (id: number) => Buffer.from(String(id)).toString('base64');

/** StoreConfig of one store view; URLs are absolute and point back at the requesting host. */
function storeConfigOf(store: StoreViewRow, ctx: RequestContext) {
  const config = (path: string) => configValue(ctx.db, store.store_id, path);
  const rootCategoryId = Number(config('catalog/category/root_id')) || findRootCategoryId(ctx.db) || 2;
  const staticUrl = `${ctx.baseUrl}static/`;
  return {
    ...readConfigFields(CONFIG_FIELDS, config),
    id: store.store_id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sort_order,
    is_default_store: store.is_default === 1,
    store_group_code: store.group_code,
    store_group_name: store.group_name,
    is_default_store_group: defaultGroupId(ctx.db, store.website_id) === store.group_id,
    website_id: store.website_id,
    website_code: store.website_code,
    website_name: store.website_name,
    base_url: ctx.baseUrl,
    base_link_url: ctx.baseUrl,
    base_static_url: staticUrl,
    base_media_url: ctx.mediaUrl,
    secure_base_url: ctx.baseUrl,
    secure_base_link_url: ctx.baseUrl,
    secure_base_static_url: staticUrl,
    secure_base_media_url: ctx.mediaUrl,
    root_category_id: rootCategoryId,
    root_category_uid: toUid(rootCategoryId),
    pwa: readConfigFields(PWA_CONFIG_FIELDS, config),
  };
}

type StoreConfigValue = ReturnType<typeof storeConfigOf>;
// A request asks the same store's config as often as it likes (150 aliases): read it once per request.
const configsOfRequest = new WeakMap<RequestContext, Map<number, StoreConfigValue>>();

function storeConfigFor(store: StoreViewRow, ctx: RequestContext): StoreConfigValue {
  let configs = configsOfRequest.get(ctx);
  if (!configs) configsOfRequest.set(ctx, (configs = new Map()));
  let config = configs.get(store.store_id);
  if (!config) configs.set(store.store_id, (config = storeConfigOf(store, ctx)));
  return config;
}

/** Resolvers of the store domain: storeConfig and availableStores. */
export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_parent: unknown, _args: unknown, ctx: RequestContext) => storeConfigFor(findStoreView(ctx.db, ctx.store.id), ctx),

    availableStores(_parent: unknown, args: { useCurrentGroup?: boolean | null }, ctx: RequestContext) {
      const current = findStoreView(ctx.db, ctx.store.id);
      const stores = listActiveStoreViews(ctx.db, current.website_id, args.useCurrentGroup ? current.group_id : null);
      return stores.map((store) => storeConfigFor(store, ctx));
    },
  },
};
