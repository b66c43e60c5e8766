import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from '../index';
import type { BackendOptions } from '../types';

export interface TestBackend {
  backend: Backend;
  url: string;
  /** POSTs (or GETs, with method 'GET') a GraphQL operation; returns status, headers and parsed body. */
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    options?: { method?: 'GET' | 'POST'; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

let sharedSeedDir: Promise<string> | null = null;

/** Seeds one template data dir per test process; each test backend copies it (seeding takes seconds). */
function seededTemplate(): Promise<string> {
  sharedSeedDir ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-seed-'));
    const backend = await createBackend({ dataDir: dir, log: () => {} });
    backend.db.pragma('wal_checkpoint(TRUNCATE)');
    backend.close();
    return dir;
  })();
  return sharedSeedDir;
}

/**
 * A real backend on a temporary, seeded database behind a real HTTP server on a free port. Its log is
 * dropped unless `log` is given. Per-client limits are off unless `rateLimits` is given: every test
 * request comes from 127.0.0.1, and only the limits' own tests should depend on them.
 */
export async function startTestBackend(
  options: Pick<BackendOptions, 'trustedProxies' | 'log' | 'baseUrl' | 'rateLimits' | 'cacheHosts' | 'responseCache' | 'now'> = {},
): Promise<TestBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  fs.cpSync(await seededTemplate(), dataDir, { recursive: true });
  const backend = await createBackend({ rateLimits: 'off', ...options, dataDir, log: options.log ?? (() => {}) });
  const server = http.createServer((req, res) => {
    backend.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    backend,
    url,
    async graphql(query, variables, options = {}) {
      const method = options.method ?? 'POST';
      const params = new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) });
      const response = await fetch(method === 'GET' ? `${url}/graphql?${params}` : `${url}/graphql`, {
        method,
        headers: { 'Content-Type': 'application/json', ...options.headers },
        body: method === 'POST' ? JSON.stringify({ query, variables }) : undefined,
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
