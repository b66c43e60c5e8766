import http from 'node:http';
import path from 'node:path';
import { DOCUMENT_CACHE_MAX_BYTES } from '../../backend/http/documentCache';
import type { ServerProcess } from '../test/serverProcess';
import { startShopProcess, type ShopProcess } from '../test/shopProcess';

// Issue 32: the caches' budgets counted about half the memory their entries keep (a small answer
// 493 B of its 998), so a flood of distinct URLs grew the server far past RESPONSE_CACHE_MAX_MB and
// the parsed-query cache's 32 MiB. Own server process with a small response cache; its memory is
// read after garbage collection (server/test/memoryProbe.cjs). Loopback only, bounded in count.

jest.setTimeout(240_000);

const RESPONSE_CACHE_MB = 8;
const DISTINCT_QUERIES = 24_000;
const DISTINCT_PAGES = 300;
/** What else a flood may leave behind: compiled code, the statement cache, the tag index's sets. */
const BASE_MB = 12;

let shop: ShopProcess;
let server: ServerProcess;
let url: string;

beforeAll(async () => {
  shop = await startShopProcess(
    { RESPONSE_CACHE_MAX_MB: String(RESPONSE_CACHE_MB) },
    { nodeArgs: ['--expose-gc', '--require', path.join(__dirname, '..', 'test', 'memoryProbe.cjs')] },
  );
  ({ server, url } = shop);
}, 160_000);

afterAll(() => shop?.close());

/** The server's heap and Buffers after garbage collection, in MiB. */
async function memoryInUse(): Promise<number> {
  const probes = () => server.output().match(/memory probe: \d+/g) ?? [];
  const seen = probes().length;
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (probes().length === seen) {
    if (Date.now() > deadline) throw new Error('The server did not answer the memory probe');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number(probes().at(-1)!.slice('memory probe: '.length)) / 1024 / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
afterAll(() => agent.destroy());

function get(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Asks `count` distinct URLs, eight at a time; resolves how many answered 200. */
async function ask(count: number, pathOf: (i: number) => string): Promise<number> {
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) if ((await get(pathOf(next++))) === 200) ok += 1;
    }),
  );
  return ok;
}

const query = (i: number) => `/graphql?query=${encodeURIComponent(`{ a${i}: storeConfig { store_code } }`)}`;
const page = (i: number) => `/skincare.html?price[filter]=${encodeURIComponent(`Price,0_${1000 + i}`)}`;

test('a flood of distinct cacheable GETs and pages grows the server by its cache budgets, no more', async () => {
  // Warm: the code paths compiled, the shop's first answers made.
  await ask(500, (i) => query(-1 - i));
  await ask(20, (i) => page(-1 - i));
  const before = await memoryInUse();
  expect(await ask(DISTINCT_QUERIES, query)).toBe(DISTINCT_QUERIES);
  expect(await ask(DISTINCT_PAGES, page)).toBe(DISTINCT_PAGES);
  const grown = (await memoryInUse()) - before;
  const budgets = RESPONSE_CACHE_MB + DOCUMENT_CACHE_MAX_BYTES / 1024 / 1024;
  console.log(`cache memory: grew ${grown.toFixed(1)} MiB for budgets of ${budgets} MiB (response cache ${RESPONSE_CACHE_MB}, parsed queries ${budgets - RESPONSE_CACHE_MB})`);
  expect(grown).toBeLessThan(budgets * 1.1 + BASE_MB);
});
