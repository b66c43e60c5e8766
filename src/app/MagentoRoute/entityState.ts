/** What a root component's talon knows about the entity it shows. */
export type EntityState<T> = { status: 'loading' } | { status: 'error' } | { status: 'notFound' } | ({ status: 'found' } & T);

/**
 * Data wins over loading (cache-and-network shows cached data while refreshing); without data,
 * a failed query is an error and an answered one a missing entity.
 */
export function toEntityState<T>(found: T | null | undefined, { loading, error }: { loading: boolean; error?: unknown }): EntityState<T> {
  if (found) return { status: 'found', ...found };
  if (loading) return { status: 'loading' };
  return error ? { status: 'error' } : { status: 'notFound' };
}
