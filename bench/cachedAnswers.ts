// The cached rows of `npm run bench:api` (issue 23): a cacheable GraphQL GET and a first-paint page
// answered from the server's own cache at 50 clients, each beside a bare Node HTTP server sending
// the same bytes with the same headers, measured one after the other in the same run.
import http, { type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoad, summarize, type LoadStats, type ResultRow } from './apiLoad';

/** Issue 23's goals for cached answers at 50 clients. */
export const CACHED_CLIENTS = 50;
export const CACHED_P95_BUDGET_MS = 20;
export const CACHED_MIN_RATIO = 0.5;
const WARMUP_REQUESTS = 500;
/**
 * The two servers take turns, three rounds each: on a shared machine the load of other processes
 * drifts, and alternating spreads it over both sides of the ratio.
 */
const ROUNDS = 3;
const ROUND_MS = 2000;
const ROUND_REQUESTS = 20_000;

/** What a browser sends that changes the answer: a page is compressed per Accept-Encoding. */
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };

interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers of one connection, not of the answer: a server sends its own. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

/** One GET on a keep-alive agent; the body is read whole but never decompressed (a browser's network thread does that). */
function get(agent: http.Agent, url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A bare Node server answering every request with `answer`'s status, headers and bytes. */
async function bareServer(answer: Captured): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A closed-loop load on one URL, measured in rounds so two servers can take turns. */
function loadOn(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CACHED_CLIENTS });
  const latencies: number[] = [];
  let wallMs = 0;
  const request = async () => {
    const started = performance.now();
    const { status } = await get(agent, url);
    if (status !== 200) throw new Error(`GET ${url}: HTTP ${status}`);
    latencies.push(performance.now() - started);
  };
  return {
    warm: () => runLoad(request, { concurrency: CACHED_CLIENTS, maxRequests: WARMUP_REQUESTS, maxDurationMs: ROUND_MS }).then(() => (latencies.length = 0)),
    async round() {
      const started = performance.now();
      await runLoad(request, { concurrency: CACHED_CLIENTS, maxRequests: ROUND_REQUESTS, maxDurationMs: ROUND_MS });
      wallMs += performance.now() - started;
    },
    stats: (): LoadStats => summarize(latencies, wallMs),
    close: () => agent.destroy(),
  };
}

export interface CachedComparison {
  rows: ResultRow[];
  /** Cached over bare requests per second, per answer. */
  ratios: Array<{ name: string; bytes: number; ratio: number }>;
}

/**
 * Measures each of `paths` on the storefront at `origin` (asked once first, so it is cached) and a
 * bare server sending what it answered, taking turns. The store's answer must be a cacheable one, else the
 * row would measure the backend: it is refused when it carries no X-Magento-Tags.
 */
export async function compareCachedAnswers(origin: string, paths: Record<string, string>): Promise<CachedComparison> {
  const rows: ResultRow[] = [];
  const ratios: CachedComparison['ratios'] = [];
  for (const [name, path] of Object.entries(paths)) {
    const url = `${origin}${path}`;
    const agent = new http.Agent({ keepAlive: false });
    await get(agent, url);
    const answer = await get(agent, url);
    if (answer.status !== 200 || !answer.headers['x-magento-tags']) throw new Error(`${name}: GET ${path} is not a cacheable answer (HTTP ${answer.status})`);
    const bare = await bareServer(answer);
    const ours = loadOn(url);
    const theirs = loadOn(bare.url);
    try {
      await ours.warm();
      await theirs.warm();
      for (let round = 0; round < ROUNDS; round += 1) {
        await ours.round();
        await theirs.round();
      }
    } finally {
      ours.close();
      theirs.close();
      await bare.close();
    }
    const cached = ours.stats();
    const baseline = theirs.stats();
    rows.push({ query: `${name} (cached)`, concurrency: CACHED_CLIENTS, p95BudgetMs: CACHED_P95_BUDGET_MS, ...cached });
    rows.push({ query: `${name}: bare Node, same bytes`, concurrency: CACHED_CLIENTS, ...baseline });
    ratios.push({ name, bytes: answer.body.length, ratio: cached.requestsPerSecond / baseline.requestsPerSecond });
  }
  return { rows, ratios };
}

/** The ratio lines, and a failure for each ratio under the goal. */
export function formatRatios(ratios: CachedComparison['ratios']): { lines: string[]; failures: string[] } {
  const lines = ratios.map(({ name, bytes, ratio }) => `${name} (${bytes} bytes as sent): cached ${ratio.toFixed(2)}x the bare server (goal ≥ ${CACHED_MIN_RATIO}x)`);
  const failures = ratios.filter(({ ratio }) => !(ratio >= CACHED_MIN_RATIO)).map(({ name, ratio }) => `${name}: cached is ${ratio.toFixed(2)}x the bare server, under the goal of ${CACHED_MIN_RATIO}x`);
  return { lines, failures };
}
