import { GraphQlInputException } from '../errors';
import { idFromUid } from '../repositories/catalog/ids';
import type { RatingType } from '../repositories/catalog/reviewRatings';
import { FIELD_LIMITS, isTooLong, tooLong } from '../text/fieldLimits';

// createProductReview's input checks. Magento's GraphQL resolver saves what it is given; these are
// the checks of Magento's own review form (Review::validate) in its words, plus limits so a stored
// review is never unbounded (Magento's columns: nickname 128, title 255; detail is a text column).

export const REVIEW_LIMITS = FIELD_LIMITS.review;

export const REVIEW_INPUT_MESSAGES = {
  summaryRequired: 'Please enter a review summary.',
  nicknameRequired: 'Please enter a nickname.',
  textRequired: 'Please enter a review.',
  tooLong,
  // Magento's Uid::decode, for an id that is not base64 or names no active rating (option).
  incorrectUid: (uid: string) => `Value of uid "${uid}" is incorrect.`,
  ratingTwice: (name: string) => `Rating "${name}" is given more than once.`,
} as const;

export interface ReviewTextInput {
  nickname: string;
  summary: string;
  text: string;
}

const LABELS: Record<keyof ReviewTextInput, string> = { nickname: 'Nickname', summary: 'Summary', text: 'Review' };

/** The three texts trimmed; required (in Review::validate's order) and within their limits. */
export function validReviewText(input: ReviewTextInput): ReviewTextInput {
  const fields = { nickname: input.nickname.trim(), summary: input.summary.trim(), text: input.text.trim() };
  if (!fields.summary) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.summaryRequired);
  if (!fields.nickname) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.nicknameRequired);
  if (!fields.text) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.textRequired);
  for (const key of ['nickname', 'summary', 'text'] as const) {
    // Counted in code points; the storefront's maxLength counts UTF-16 units, so it never sends more.
    if (isTooLong(fields[key], REVIEW_LIMITS[key])) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.tooLong(LABELS[key], REVIEW_LIMITS[key]));
  }
  return fields;
}

/**
 * The stars given per rating: each id an active rating, each value_id one of that rating's values,
 * each rating at most once. A rating left out is simply not rated (Magento's GraphQL accepts that).
 */
export function validVotes(ratings: ReadonlyArray<{ id: string; value_id: string }>, active: readonly RatingType[]): Array<{ ratingId: number; value: number }> {
  const given = new Set<number>();
  return ratings.map(({ id, value_id: valueId }) => {
    const ratingId = idFromUid(id);
    const rating = active.find((candidate) => candidate.ratingId === ratingId);
    if (!rating) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.incorrectUid(id));
    const optionId = idFromUid(valueId);
    const option = rating.options.find((candidate) => candidate.optionId === optionId);
    if (!option) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.incorrectUid(valueId));
    if (given.has(rating.ratingId)) throw new GraphQlInputException(REVIEW_INPUT_MESSAGES.ratingTwice(rating.name));
    given.add(rating.ratingId);
    return { ratingId: rating.ratingId, value: option.value };
  });
}
