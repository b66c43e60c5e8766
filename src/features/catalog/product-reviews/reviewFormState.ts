// Pure decisions of the review form: whether it can be shown, and what createProductReview is sent.

/** What the review form shows in place of the form, or the form itself ('open'). */
export type ReviewFormAccess = 'loading' | 'failed' | 'unavailable' | 'signInRequired' | 'open';

export interface ReviewFormFacts {
  /** The form's data has not answered yet. */
  loading: boolean;
  /** It could not be asked. */
  failed: boolean;
  /** storeConfig.product_reviews_enabled ("1"/"0"; missing reads as on, Magento's default). */
  reviewsEnabled: string | null | undefined;
  /** storeConfig.allow_guests_to_write_product_reviews (missing reads as allowed, Magento's default). */
  guestsAllowed: string | null | undefined;
  isSignedIn: boolean;
}

/** Magento's rule (Resolver\CreateProductReview): reviews on, and a customer or a guest the store lets write. */
export function reviewFormAccess(facts: ReviewFormFacts): ReviewFormAccess {
  if (facts.loading) return 'loading';
  if (facts.failed) return 'failed';
  if (facts.reviewsEnabled === '0') return 'unavailable';
  if (!facts.isSignedIn && facts.guestsAllowed === '0') return 'signInRequired';
  return 'open';
}

/** A rating offered by productReviewRatingsMetadata. */
export interface RatingChoice {
  id: string;
  name: string;
  values: ReadonlyArray<{ value_id: string; value: string }>;
}

/** The form field of the rating at `index` (rating ids are base64: not safe in informed's field names). */
export const ratingFieldName = (index: number) => `rating${index}`;

/** The most each text takes: the backend's limits (backend/resolvers/productReviewInput.ts). */
export const REVIEW_MAX_LENGTHS = { nickname: 128, summary: 255, text: 10000 } as const;

export interface ReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** createProductReview's input from the form's values: the texts trimmed, one vote per chosen rating. */
export function toReviewInput(sku: string, values: Readonly<Record<string, unknown>>, ratings: readonly RatingChoice[]): ReviewInput {
  return {
    sku,
    nickname: text(values.nickname),
    summary: text(values.summary),
    text: text(values.text),
    ratings: ratings.flatMap((rating, index) => {
      const valueId = values[ratingFieldName(index)];
      return typeof valueId === 'string' && rating.values.some((value) => value.value_id === valueId) ? [{ id: rating.id, value_id: valueId }] : [];
    }),
  };
}
