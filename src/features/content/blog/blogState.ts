import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What a blog page knows about what it shows. */
export type BlogState<T> = { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'found'; value: T };

const hasCategory = (error: unknown, category: string) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.category === category);

/**
 * Unknown URLs: Magefan answers an unknown post or category with a no-such-entity error, and a
 * page past the last one with an input error (the only input the shopper types is the page).
 */
export const isMissing = (error: unknown) => hasCategory(error, 'graphql-no-such-entity') || hasCategory(error, 'graphql-input');

/** Data wins (cached while refreshing); without it a missing entity is "Ooops!", any other failure an error. */
export function blogState<T>(value: T | null | undefined, { loading, error }: { loading: boolean; error?: unknown }): BlogState<T> {
  if (value) return { status: 'found', value };
  if (loading) return { status: 'loading' };
  if (!error || isMissing(error)) return { status: 'notFound' };
  return { status: 'error' };
}
