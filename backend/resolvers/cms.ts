import type { Resolvers } from '../__generated__/resolvers';
import { tagContentSources } from '../cache/tagContentSources';
import { createCmsContentSources } from '../cms/cmsContentSources';
import { filterCmsContent } from '../cms/contentFilter';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../errors';
import { findCmsBlock, findCmsPageById, findCmsPageByIdentifier, type CmsBlockRecord, type CmsPageRecord } from '../repositories/cmsRepository';
import type { RequestContext } from '../types';
import { storeToday } from '../storeDate';

// Magento's messages, word for word (the stray leading quote of the first is Magento's own).
const PAGE_NOT_SPECIFIED = '"Page id/identifier should be specified';
const BLOCKS_NOT_SPECIFIED = '"identifiers" of CMS blocks should be specified';
const pageMissing = (key: string | number) => `The CMS page with the "${key}" ID doesn't exist.`;
const blockMissing = (key: string) => `The CMS block with the "${key}" ID doesn't exist.`;

/** Stored content as Magento's GraphQL returns it: widget and block directives rendered, media and store URLs absolute. */
function resolveContent(content: string | null, ctx: RequestContext): string | null {
  if (content == null) return null;
  const stored = createCmsContentSources({
    db: ctx.db,
    storeId: ctx.store.id,
    today: storeToday(ctx),
    baseUrl: ctx.baseUrl,
    mediaUrl: ctx.mediaUrl,
    productUrlSuffix: ctx.config('catalog/seo/product_url_suffix') ?? '',
    money: ctx.money,
  });
  // The blocks and products the content embeds tag the answer too.
  return filterCmsContent(content, { urls: ctx, sources: tagContentSources(stored, ctx.cacheTags) });
}

/** Resolvers of the cms domain: cmsPage, cmsBlocks and the directive-resolving content fields. */
export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage(_parent: unknown, args: { id?: number | null; identifier?: string | null }, ctx: RequestContext): CmsPageRecord {
      if (args.id == null && args.identifier == null) throw new GraphQlInputException(PAGE_NOT_SPECIFIED);
      const page =
        args.id != null ? findCmsPageById(ctx.db, ctx.store.id, args.id) : findCmsPageByIdentifier(ctx.db, ctx.store.id, args.identifier as string);
      if (!page) throw new GraphQlNoSuchEntityException(pageMissing(args.id ?? (args.identifier as string)));
      return page;
    },

    /** A missing or disabled block becomes a null item with its own error, as in Magento. */
    cmsBlocks(_parent: unknown, args: { identifiers?: Array<string | null> | null }, ctx: RequestContext) {
      const identifiers = args.identifiers ?? [];
      if (identifiers.length === 0) throw new GraphQlInputException(BLOCKS_NOT_SPECIFIED);
      const items = identifiers.map((identifier): CmsBlockRecord | Error => {
        const key = identifier ?? '';
        return findCmsBlock(ctx.db, ctx.store.id, key) ?? new GraphQlNoSuchEntityException(blockMissing(key));
      });
      // graphql-js answers an Error in a list as a null item plus that error at its path: Magento's answer.
      return { items: items as unknown as CmsBlockRecord[] };
    },
  },
  CmsPage: {
    content: (page: CmsPageRecord, _args: unknown, ctx: RequestContext) => resolveContent(page.content, ctx),
  },
  CmsBlock: {
    content: (block: CmsBlockRecord, _args: unknown, ctx: RequestContext) => resolveContent(block.content, ctx),
  },
};
