import type { Resolvers } from '../__generated__/resolvers';
import { GraphQlAuthorizationException, GraphQlNoSuchEntityException } from '../errors';
import { findProductBySku } from '../repositories/cart/cartProducts';
import { encodeUid } from '../repositories/catalog/ids';
import { loadReview, savePendingReview } from '../repositories/catalog/productReviews';
import { toProductValue } from '../repositories/catalog/productRows';
import { loadActiveRatings } from '../repositories/catalog/reviewRatings';
import type { RequestContext } from '../types';
import { productReviewValue } from './catalog/productReviewValue';
import { validReviewText, validVotes } from './productReviewInput';

// Magento's ReviewGraphQl: the ratings a shopper gives (ProductReviewRatingsMetadata) and writing a
// review (CreateProductReview, AddReviewToProduct). A new review waits for moderation: it shows in
// its author's Customer.reviews, not in Product.reviews nor in the product's counts.

export const REVIEW_MESSAGES = {
  // Magento's words (Resolver\CreateProductReview, Model\Review\AddReviewToProduct).
  disabled: 'Creating product reviews are not currently available.',
  guestsNotAllowed: "Guest customers aren't allowed to add product reviews.",
  noSuchSku: (sku: string) => `Could not find a product with SKU "${sku}"`,
} as const;

/** Config flags read as Magento's review config does: reviews on and guests allowed by default. */
const flag = (ctx: RequestContext, path: string) => ctx.config(path) !== '0';
const reviewsEnabled = (ctx: RequestContext) => flag(ctx, 'catalog/review/active');

interface CreateProductReviewArgs {
  input: { sku: string; nickname: string; summary: string; text: string; ratings: ReadonlyArray<{ id: string; value_id: string }> };
}

export const productReviewResolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata(_parent: unknown, _args: unknown, ctx: RequestContext) {
      if (!reviewsEnabled(ctx)) return { items: [] };
      return {
        items: loadActiveRatings(ctx.db).map((rating) => ({
          id: encodeUid(rating.ratingId),
          name: rating.name,
          values: rating.options.map((option) => ({ value_id: encodeUid(option.optionId), value: String(option.value) })),
        })),
      };
    },
  },
  Mutation: {
    createProductReview(_parent: unknown, { input }: CreateProductReviewArgs, ctx: RequestContext) {
      if (!reviewsEnabled(ctx)) throw new GraphQlAuthorizationException(REVIEW_MESSAGES.disabled);
      const customerId = ctx.customerId;
      if (customerId === null && !flag(ctx, 'catalog/review/allow_guest')) throw new GraphQlAuthorizationException(REVIEW_MESSAGES.guestsNotAllowed);
      const product = findProductBySku(ctx.db, input.sku);
      if (!product) throw new GraphQlNoSuchEntityException(REVIEW_MESSAGES.noSuchSku(input.sku));
      const text = validReviewText(input);
      const votes = validVotes(input.ratings, loadActiveRatings(ctx.db));
      const reviewId = savePendingReview(ctx.db, { productId: product.entity_id, customerId, ...text, votes });
      const saved = loadReview(ctx.db, reviewId);
      if (!saved) throw new Error(`review ${reviewId} was not saved`);
      return { review: productReviewValue(saved, toProductValue(product)) };
    },
  },
};
