/** Magento's messages for a cart id that can no longer be used (spec §8). */
export const INVALID_CART_MESSAGES = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
] as const;

export const MISSING_CART_ID = 'Missing required information: cartId';

interface ErrorLike {
  name?: string;
  message?: string;
  networkError?: unknown;
  errors?: ReadonlyArray<{ message?: string }>;
  graphQLErrors?: ReadonlyArray<{ message?: string }>;
}

const NETWORK_ERROR_NAMES = new Set(['ServerError', 'ServerParseError']);

function isNetworkError(error: ErrorLike): boolean {
  return Boolean(error.networkError) || NETWORK_ERROR_NAMES.has(error.name ?? '');
}

function messagesOf(error: ErrorLike): string[] {
  const nested = [...(error.errors ?? []), ...(error.graphQLErrors ?? [])].map(({ message }) => message ?? '');
  return [error.message ?? '', ...nested];
}

/** True for a (non-network) error saying the cart is gone, inactive or someone else's. */
export function isInvalidCartError(thrown: unknown): boolean {
  if (!thrown || typeof thrown !== 'object') return false;
  const error = thrown as ErrorLike;
  if (isNetworkError(error)) return false;
  return messagesOf(error).some((message) => INVALID_CART_MESSAGES.some((text) => message.includes(text)));
}
