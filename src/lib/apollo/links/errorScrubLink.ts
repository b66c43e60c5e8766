import { ApolloLink } from '@apollo/client';
import { type GraphQLFormattedError } from 'graphql';
import { map } from 'rxjs';

/**
 * Stock messages Magento reports as GraphQL errors next to a usable cart
 * (spec §8): the cart is still shown, without the items that failed to load.
 */
export const SCRUBBED_STOCK_MESSAGES: readonly string[] = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available.',
  // Magento itself words it without the full stop (MAGENTO_API.md §6.3): scrub that too.
  'The requested qty is not available',
];

type Path = ReadonlyArray<string | number>;
type GraphQLResult = { data?: unknown; errors?: ReadonlyArray<GraphQLFormattedError> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A copy of `data` where the value at `path` is replaced by `update(value)`. */
function updateAt(data: unknown, path: Path, update: (value: unknown) => unknown): unknown {
  if (path.length === 0) return update(data);
  if (!isRecord(data)) return data;
  const [key, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[Number(key)] = updateAt(copy[Number(key)], rest, update);
    return copy;
  }
  return { ...data, [key]: updateAt(data[key], rest, update) };
}

const withoutNulls = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry) => entry !== null) : value;

/**
 * Removes the stock errors from a result and the null item entries they left in
 * the list their path points into; with no errors left the `errors` key is dropped.
 * addProductsToCart reports its refusals in `user_errors` (data), which stay as they are.
 */
export function scrubStockErrors<T extends GraphQLResult>(result: T): T {
  const errors = result.errors;
  if (!errors?.length) return result;
  // A stock error on a root field is the whole answer (a legacy add*ProductsToCart refused): it
  // stays, or the shopper would never learn why nothing was added.
  const isStockError = (error: GraphQLFormattedError) => SCRUBBED_STOCK_MESSAGES.includes(error.message) && error.path?.length !== 1;
  if (!errors.some(isStockError)) return result;

  let data = result.data;
  const cleanedLists = new Set<string>();
  for (const error of errors.filter(isStockError)) {
    if (!error.path || error.path.length === 0) continue;
    const listPath = error.path.slice(0, -1);
    const listKey = JSON.stringify(listPath);
    if (cleanedLists.has(listKey)) continue;
    cleanedLists.add(listKey);
    data = updateAt(data, listPath, withoutNulls);
  }

  const remaining = errors.filter((error) => !isStockError(error));
  const { errors: _dropped, ...rest } = result;
  return (remaining.length ? { ...rest, data, errors: remaining } : { ...rest, data }) as T;
}

/** Applies {@link scrubStockErrors} to every response. */
export function createErrorScrubLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(map((result) => scrubStockErrors(result as GraphQLResult) as typeof result)),
  );
}
