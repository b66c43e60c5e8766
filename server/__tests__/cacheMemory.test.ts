import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_CACHE_MAX_BYTES } from '../../backend/http/documentCache';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';

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

let dist: FakeDist;
let dataDir: string;
let server: ServerProcess;
let url: string;

beforeAll(async () => {
  dist = createFakeDist();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cache-memory-'));
  server = startServerProcess(
    { PORT: '0', DATA_DIR: dataDir, DIST_DIR: dist.dir, RESPONSE_CACHE_MAX_MB: String(RESPONSE_CACHE_MB) },
    { nodeArgs: ['--expose-gc', '--require', path.join(__dirname, '..', 'test', 'memoryProbe.cjs')] },
  );
  url = await server.ready(150_000);
}, 160_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  dist?.remove();
});

/** The server's heap and Buffers after garbage collection, in MiB. */
async function memoryInUse(): Promise<number> {
  const seen = server.output().split('memory probe:').length;
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (server.output().split('memory probe:').length === seen) {
    if (Date.now() > deadline) throw new Error('The server did not answer the memory probe');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [, used] = /memory probe: (\d+)/.exec(server.output().split('memory probe:').slice(-1).map((line) => `memory probe:${line}`)[0])!;
  return Number(used) / 1024 / 1024;
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
