import { type Middleware } from 'redux';
import appActions from '../app/actions';
import { type RootState } from '../types';
import { createErrorId } from './errorRecord';

interface MaybeErrorAction {
  type: string;
  error?: boolean;
  payload?: unknown;
  meta?: { handled?: boolean };
}

export interface ErrorHandlerOptions {
  now?: () => number;
  random?: () => number;
  log?: (...args: unknown[]) => void;
}

/** Tries a few letters so two errors of one type in one second still get distinct ids. */
function uniqueId(error: Error, taken: ReadonlySet<string>, now: () => number, random: () => number): string {
  let id = createErrorId(error, now(), random);
  for (let attempt = 0; taken.has(id) && attempt < 26; attempt += 1) id = createErrorId(error, now(), random);
  return id;
}

/**
 * Collects error actions nobody handled where they were dispatched (no `meta.handled`) into
 * `app.unhandledErrors`, for the unexpected-error toast, and logs them.
 */
export function createErrorHandlerMiddleware({
  now = Date.now,
  random = Math.random,
  log = console.error,
}: ErrorHandlerOptions = {}): Middleware<object, RootState> {
  return (api) => (next) => (action) => {
    const result = next(action);
    const { error, payload, meta, type } = action as MaybeErrorAction;
    if (error && !meta?.handled) {
      const reason = payload instanceof Error ? payload : new Error(String(payload ?? type));
      const taken = new Set(api.getState().app.unhandledErrors.map(({ id }) => id));
      const id = uniqueId(reason, taken, now, random);
      log(`Unhandled error ${id} in ${type}:`, reason);
      api.dispatch(appActions.addUnhandledError({ id, error: reason, actionType: type }));
    }
    return result;
  };
}
