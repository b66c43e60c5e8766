import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** Spec §5 "Generic form error". */
export const GENERAL_ERROR_MESSAGE = 'An error has occurred. Please check the input and try again.';

const ownMessage = (error: unknown): string | undefined =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message ?? '') || undefined
    : undefined;

/** Messages of a GraphQL error envelope sent with a non-2xx status (Magento answers 500 so). */
function envelopeMessages(bodyText: string): string[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    const errors = (body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors)
      ? errors.map((error) => (error as { message?: unknown })?.message).filter((m): m is string => typeof m === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The server's GraphQL error messages in an Apollo error (none for other errors). */
export function graphQLErrorMessages(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((graphQLError) => graphQLError.message);
  if (ServerError.is(error)) return envelopeMessages(error.bodyText);
  return [];
}

/** Every message an error carries: its GraphQL errors', or else its own. */
export function errorMessages(error: unknown): string[] {
  const fromServer = graphQLErrorMessages(error);
  if (fromServer.length) return fromServer;
  const own = ownMessage(error);
  return own ? [own] : [];
}

/** Whether any message of `error` contains one of `fragments` (e.g. invalid-cart messages). */
export function errorMessageIncludes(error: unknown, fragments: readonly string[]): boolean {
  return errorMessages(error).some((message) => fragments.some((fragment) => message.includes(fragment)));
}

/**
 * The store's schema has no such field: an Adobe Commerce feature (reward points, store credit)
 * asked of a Magento Open Source store, whose GraphQL validation refuses the query.
 */
export function isUnknownFieldError(error: unknown): boolean {
  return errorMessageIncludes(error, ['Cannot query field']);
}

/**
 * One message for a form or toast from the errors of several operations (spec §8):
 * GraphQL error messages joined by ', '; an error without any gives its own
 * message, else `fallback`. Missing errors are skipped; none at all gives ''.
 */
export function deriveErrorMessage(
  errors: ReadonlyArray<unknown> | unknown,
  fallback: string = GENERAL_ERROR_MESSAGE,
): string {
  const present = (Array.isArray(errors) ? errors : [errors]).filter(Boolean);
  return present
    .map((error) => {
      const fromServer = graphQLErrorMessages(error);
      return fromServer.length ? fromServer.join(', ') : (ownMessage(error) ?? fallback);
    })
    .join(', ');
}
