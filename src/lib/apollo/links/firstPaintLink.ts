import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { type FirstPaintEntry } from '../firstPaintData';

/** Embedded answers are this page load's: a request made later goes to the server. */
export const FIRST_PAINT_FRESH_MS = 10_000;

/** Same operation, same variables: key order does not matter. */
function requestKey(operationName: string | undefined, variables: Record<string, unknown> | undefined): string {
  const entries = Object.entries(variables ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)); // not localeCompare: its collator costs a first-paint's worth
  return `${operationName ?? ''}:${JSON.stringify(entries)}`;
}

/**
 * Answers the requests for operations the server already answered in the HTML with that answer
 * while it is fresh, instead of asking again (every cache-and-network query re-asks on mount).
 */
export function createFirstPaintLink(entries: FirstPaintEntry[], now: () => number = Date.now): ApolloLink {
  const answers = new Map(entries.map((entry) => [requestKey(entry.operationName, entry.variables), entry.data]));
  const freshUntil = now() + FIRST_PAINT_FRESH_MS;
  return new ApolloLink((operation, forward) => {
    if (answers.size === 0) return forward(operation);
    if (now() > freshUntil) {
      answers.clear();
      return forward(operation);
    }
    const key = requestKey(operation.operationName, operation.variables);
    const data = answers.get(key);
    return data ? of({ data }) : forward(operation);
  });
}
