import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type CartUserInputErrorType } from '../../../__generated__/operations';
import { errorMessages, graphQLErrorMessages } from '../../apollo/errors';
import { toError } from '../actionCreators';

/**
 * addProductsToCart's user_errors: the server refused items (out of stock, qty not available,
 * options missing...). Its message is Magento's own, several joined by ', ' (spec §8).
 */
export class CartUserInputError extends Error {
  readonly codes: CartUserInputErrorType[];
  /** Whether other items of the same request went in (fewer refusals than items). */
  readonly someAdded: boolean;

  constructor(userErrors: ReadonlyArray<{ code: CartUserInputErrorType; message: string }>, itemCount: number) {
    super(userErrors.map(({ message }) => message).join(', '));
    this.name = 'CartUserInputError';
    this.codes = userErrors.map(({ code }) => code);
    this.someAdded = userErrors.length < itemCount;
  }
}

/** The error a cart thunk stores: GraphQL errors as one message joined by ', ', others as they are. */
export function toCartError(thrown: unknown): Error {
  if (CombinedGraphQLErrors.is(thrown)) return new Error(errorMessages(thrown).join(', '));
  return toError(thrown);
}

/**
 * Whether a failed fetch says nothing about the cart: the shop was not reached or gave no answer
 * (offline, a dropped connection, a gateway error). A GraphQL error is the shop's own word on the
 * cart, which older data must not contradict.
 */
export function isUnreachable(error: unknown): boolean {
  return graphQLErrorMessages(error).length === 0;
}
