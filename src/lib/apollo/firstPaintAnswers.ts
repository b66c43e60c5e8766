import { type FirstPaintEntry } from './firstPaintData';

/** Embedded answers are this page load's: a request made later goes to the server. */
export const FIRST_PAINT_FRESH_MS = 10_000;

/** The server's answers in this page's HTML, by operation and variables, while they are fresh. */
export interface FirstPaintAnswers {
  find(operationName: string | undefined, variables: Record<string, unknown> | undefined): Record<string, unknown> | undefined;
}

/** Same operation, same variables: key order does not matter. */
function requestKey(operationName: string | undefined, variables: Record<string, unknown> | undefined): string {
  const entries = Object.entries(variables ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)); // not localeCompare: its collator costs a first-paint's worth
  return `${operationName ?? ''}:${JSON.stringify(entries)}`;
}

export function createFirstPaintAnswers(entries: FirstPaintEntry[], now: () => number = Date.now): FirstPaintAnswers {
  const answers = new Map(entries.map((entry) => [requestKey(entry.operationName, entry.variables), entry.data]));
  const freshUntil = now() + FIRST_PAINT_FRESH_MS;
  return {
    find(operationName, variables) {
      if (answers.size === 0) return undefined;
      if (now() > freshUntil) {
        answers.clear();
        return undefined;
      }
      return answers.get(requestKey(operationName, variables));
    },
  };
}
