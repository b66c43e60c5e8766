import type { Resolvers } from '../__generated__/resolvers';
import { encodeUid } from '../repositories/catalog/ids';
import { findActiveCategoryById } from '../repositories/catalog/categoryRepository';
import { findEnabledProductById, toProductValue, type ProductValue } from '../repositories/catalog/productRows';
import { findUrlRewrite, type UrlRewriteRecord } from '../repositories/catalog/urlRewriteRepository';
import { findCmsPageById, findCmsPageByIdentifier, type CmsPageRecord } from '../repositories/cmsRepository';
import type { RequestContext, RoutedFields } from '../types';
import { toCategoryValue, type CategoryValue } from './catalog/categoryValues';

const NOT_VISIBLE_INDIVIDUALLY = 1;

/** The path part of a URL as url_rewrites store it: no origin, leading "/", query or fragment. */
export function requestPathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const path = withoutOrigin.split(/[?#]/)[0].replace(/^\/+/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

type EntityType = NonNullable<RoutedFields['type']>;

/** A CMS page as CmsPage's parent value: from the cmsPage query, or from route() with its routed fields. */
export type CmsPageValue = CmsPageRecord & RoutedFields;
/** A redirect whose target is no entity (RoutableUrl). */
export type RoutableUrlValue = RoutedFields & { __typename: 'RoutableUrl' };

interface Routed {
  value: ProductValue | CategoryValue | CmsPageValue | RoutableUrlValue;
  entityId: number | null;
  type: EntityType | null;
  relativeUrl: string;
  redirectCode: number;
}

/** The entity a rewrite points at, if it is still enabled and visible. */
function entityOf(ctx: RequestContext, rewrite: Pick<UrlRewriteRecord, 'entity_type' | 'entity_id'>): { value: Routed['value']; type: EntityType } | null {
  switch (rewrite.entity_type) {
    case 'product': {
      const row = findEnabledProductById(ctx.db, rewrite.entity_id);
      return row && row.visibility !== NOT_VISIBLE_INDIVIDUALLY ? { value: toProductValue(row), type: 'PRODUCT' } : null;
    }
    case 'category': {
      const row = findActiveCategoryById(ctx.db, rewrite.entity_id);
      return row ? { value: toCategoryValue(row), type: 'CATEGORY' } : null;
    }
    case 'cms-page': {
      const page = findCmsPageById(ctx.db, ctx.store.id, rewrite.entity_id);
      return page ? { value: { ...page }, type: 'CMS_PAGE' } : null;
    }
    default:
      return null;
  }
}

function cmsPageRoute(ctx: RequestContext, identifier: string): Routed | null {
  const page = findCmsPageByIdentifier(ctx.db, ctx.store.id, identifier);
  return page ? { value: { ...page }, entityId: page.page_id, type: 'CMS_PAGE', relativeUrl: page.identifier, redirectCode: 0 } : null;
}

/**
 * Resolves a storefront URL as Magento's url finder does: "/" is the home CMS page, other paths
 * are looked up in url_rewrites. A redirect answers its code and target; a rewrite to a missing
 * or disabled entity, or an unknown URL, answers null.
 */
export function resolveUrl(ctx: RequestContext, url: string): Routed | null {
  const path = requestPathOf(url);
  if (path === '') return cmsPageRoute(ctx, ctx.config('web/default/cms_home_page') ?? 'home');
  const rewrite = findUrlRewrite(ctx.db, ctx.store.id, path) ?? (path.endsWith('/') ? findUrlRewrite(ctx.db, ctx.store.id, path.replace(/\/+$/, '')) : null);
  if (!rewrite) return cmsPageRoute(ctx, path);
  const redirectCode = rewrite.redirect_type === 301 || rewrite.redirect_type === 302 ? rewrite.redirect_type : 0;
  const relativeUrl = redirectCode ? rewrite.target_path : rewrite.request_path;
  const entity = entityOf(ctx, rewrite);
  if (entity) return { value: entity.value, entityId: rewrite.entity_id, type: entity.type, relativeUrl, redirectCode };
  if (!redirectCode) return null;
  return { value: { __typename: 'RoutableUrl' }, entityId: null, type: null, relativeUrl, redirectCode };
}

/** Resolvers of the routing domain: route (RoutableInterface) and the deprecated urlResolver. */
export const routingResolvers: Resolvers = {
  Query: {
    route(_root: unknown, args: { url: string }, ctx: RequestContext) {
      const routed = resolveUrl(ctx, args.url);
      return routed ? { ...routed.value, relative_url: routed.relativeUrl, redirect_code: routed.redirectCode, type: routed.type } : null;
    },
    urlResolver(_root: unknown, args: { url: string }, ctx: RequestContext) {
      const routed = resolveUrl(ctx, args.url);
      if (!routed) return null;
      return {
        id: routed.entityId,
        entity_uid: routed.entityId === null ? null : encodeUid(routed.entityId),
        relative_url: routed.relativeUrl,
        canonical_url: routed.relativeUrl,
        redirectCode: routed.redirectCode,
        type: routed.type,
      };
    },
  },
  // CmsPage's routable fields, also when the page comes from the cmsPage query.
  CmsPage: {
    relative_url: (page) => page.relative_url ?? page.identifier,
    redirect_code: (page) => page.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
};
