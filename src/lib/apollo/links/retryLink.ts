import { type ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';

/** Spec §9 "Retries 5, delay 300 ms": attempts in total, first delay before jitter. */
export const MAX_ATTEMPTS = 5;
export const INITIAL_RETRY_DELAY_MS = 300;

/** Retrying only helps in a browser that has a network; never during server rendering. */
function canRetry(): boolean {
  return typeof window !== 'undefined' && typeof navigator !== 'undefined' && navigator.onLine;
}

/** A 4xx answer (e.g. 401 for a revoked token) will not change by asking again. */
const isClientError = (error: unknown) =>
  ServerError.is(error) && error.statusCode >= 400 && error.statusCode < 500;

/**
 * Retries network failures with exponential back-off and jitter. GraphQL errors
 * arrive as results, not errors, so RetryLink never repeats them.
 */
export function createRetryLink(): ApolloLink {
  return new RetryLink({
    delay: { initial: INITIAL_RETRY_DELAY_MS, max: Infinity, jitter: true },
    attempts: { max: MAX_ATTEMPTS, retryIf: (error) => Boolean(error) && !isClientError(error) && canRetry() },
  });
}
