import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Spec §5 "Generic form error". */
export const GENERAL_ERROR_MESSAGE = 'An error has occurred. Please check the input and try again.';

const ownMessage = (error: unknown): string | undefined =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message ?? '') || undefined
    : undefined;

/** The server's GraphQL error messages in an Apollo error (none for other errors). */
export function graphQLErrorMessages(error: unknown): string[] {
  return CombinedGraphQLErrors.is(error) ? error.errors.map((graphQLError) => graphQLError.message) : [];
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
