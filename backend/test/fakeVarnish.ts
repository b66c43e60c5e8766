import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CacheHost } from '../cache/purge';

export interface RecordedPurge {
  method: string;
  url: string;
  pattern: string | undefined;
}

export interface FakeVarnish {
  /** Its address, as HTTP_CACHE_HOSTS names it. */
  host: CacheHost;
  /** Every request it got, in order. */
  purges: RecordedPurge[];
  /** Resolves once a request whose pattern `matches` arrived (at once if one did). */
  waitFor(matches: (purge: RecordedPurge) => boolean, timeoutMs?: number): Promise<RecordedPurge>;
  close(): Promise<void>;
}

/** A local HTTP server standing in for Varnish: records each PURGE and answers as Magento's VCL does ("Purged"). */
export async function startFakeVarnish(): Promise<FakeVarnish> {
  const purges: RecordedPurge[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    purges.push({ method: req.method ?? '', url: req.url ?? '', pattern: req.headers['x-magento-tags-pattern'] as string | undefined });
    for (const wake of waiters) wake();
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Purged');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
    purges,
    waitFor(matches, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = purges.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such PURGE within ${timeoutMs} ms; got ${JSON.stringify(purges)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
