import type { ServerProcess } from '../../server/test/serverProcess';

interface ServerState {
  server?: ServerProcess;
  dataDir?: string;
}

/**
 * Where global setup leaves the server for teardown. Both run in Jest's parent process but may
 * load this module separately, so the state hangs on globalThis.
 */
const holder = globalThis as typeof globalThis & { __storefrontE2e?: ServerState };
export const serverState: ServerState = (holder.__storefrontE2e ??= {});

/** The storefront under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url.replace(/\/$/, '');
}
