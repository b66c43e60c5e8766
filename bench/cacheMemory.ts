// `npm run bench:cache-memory`: what one entry of the server's caches really keeps in memory, beside
// what the cache counts for it (issue 32: the budgets counted about half). Fills each cache through
// the real request paths on a seeded demo shop, and measures the V8 heap plus external memory
// (Buffers) after full garbage collections, before and after. With --constants it only prints what
// backend/cache/answerBytes.ts's constants leave uncounted on synthetic answers (how they were
// derived: each set to 0, then one shape varied at a time).
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ResponseCache, type CachedAnswer } from '../backend/cache/responseCache';
import { documentCacheBytes } from '../backend/http/documentCache';
import { startTestBackend } from '../backend/test/testBackend';
import { createApp } from '../server/app';
import { createFakeDist } from '../server/test/fakeDist';
import { listen } from '../server/test/listen';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function memory() {
  for (let i = 0; i < 4; i += 1) collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
function request(url: string, headers: Record<string, string> = {}, body?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { agent, headers, method: body ? 'POST' : 'GET' }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject)
      .end(body);
  });
}

/** Sends `count` requests, eight at a time. */
async function send(count: number, urlOf: (i: number) => string, headers?: Record<string, string>, bodyOf?: (i: number) => string) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        // A kept-alive socket the server closed meanwhile: once more on a new one.
        await request(urlOf(i), headers, bodyOf?.(i)).catch(() => request(urlOf(i), headers, bodyOf?.(i)));
      }
    }),
  );
}

interface Row {
  name: string;
  entries: number;
  measured: number;
  counted: number;
}

async function row(name: string, entries: () => number, counted: () => number, fill: () => Promise<void>): Promise<Row> {
  const before = { used: memory(), entries: entries(), counted: counted() };
  await fill();
  const after = memory();
  const added = entries() - before.entries;
  return {
    name,
    entries: added,
    measured: Math.round((after - before.used) / added),
    counted: Math.round((counted() - before.counted) / added),
  };
}

interface Shape {
  headers: number;
  variants: number;
  tags: number;
}

/** An answer of `shape`, every string distinct (as each request makes its own), the tags from a shared pool (as a catalogue's are). */
function synthetic(i: number, shape: Shape): CachedAnswer {
  const text = (prefix: string, length: number) => Buffer.from(`${prefix}${i}`.padEnd(length, '-')).toString();
  return {
    headers: Object.fromEntries(Array.from({ length: shape.headers }, (_, n) => [`X-Header-${n}`, text(`h${n}-`, 24)])),
    variants: Array.from({ length: shape.variants }, (_, n) => ({ encoding: 'identity' as const, body: Buffer.alloc(10, n), etag: text(`"e${n}-`, 29) })),
    tags: Array.from({ length: shape.tags }, (_, n) => TAG_POOL[(i * 7 + n * 13) % TAG_POOL.length]),
  };
}
const TAG_POOL = Array.from({ length: 1000 }, (_, n) => `cat_p_${n}`);

/** Per entry: what 100,000 answers of `shape` measured beyond what the cache counted for them. */
function uncounted(shape: Shape): { measured: number; counted: number } {
  const cache = new ResponseCache({ maxBytes: 2 ** 40 });
  const count = 100_000;
  // The pool's tags are indexed before measuring: their sets are not the entries' cost.
  for (let i = 0; i < TAG_POOL.length; i += 1) cache.set(`warm${i}`, synthetic(i, { headers: 1, variants: 1, tags: 30 }));
  const before = memory();
  const counted = cache.bytes;
  for (let i = 0; i < count; i += 1) cache.set(Buffer.from(`/graphql?query=${i}`.padEnd(120, '-')).toString(), synthetic(i, shape));
  const after = memory();
  return { measured: (after - before) / count, counted: (cache.bytes - counted) / count };
}

function constants() {
  const base = { headers: 1, variants: 1, tags: 1 };
  const extra = (shape: Shape) => {
    const { measured, counted } = uncounted(shape);
    return measured - counted;
  };
  const atBase = extra(base);
  const header = (extra({ ...base, headers: 9 }) - atBase) / 8;
  const variant = (extra({ ...base, variants: 5 }) - atBase) / 4;
  const tag = (extra({ ...base, tags: 41 }) - atBase) / 40;
  console.log('uncounted per entry at the base shape, and per extra header, variant, tag (bytes; about 0 or below: the constants count it all):');
  console.log(`  entry ${atBase.toFixed(0)}  header ${header.toFixed(1)}  variant ${variant.toFixed(1)}  tag ${tag.toFixed(1)}`);
}

async function main() {
  constants();
  if (process.argv.includes("--constants")) return;
  const cache = new ResponseCache({ maxBytes: 2 * 1024 * 1024 * 1024 });
  const shop = await startTestBackend({ responseCache: cache });
  const dist = createFakeDist();
  const site = await listen(createApp({ distDir: dist.dir, api: (req, res) => shop.backend.handle(req, res), log: () => {}, responseCache: cache }));
  const small = encodeURIComponent('{ storeConfig { store_code } }');
  const listing = encodeURIComponent('{ products(search: "serum", pageSize: 6) { items { uid sku name url_key small_image { url label } price_range { minimum_price { final_price { value currency } } } } } }');
  // Warm up: the statements, the schema's caches, the seed's first answers.
  await send(500, (i) => `${shop.url}/graphql?query=${small}&warm=${i}`);
  await send(20, (i) => `${site.url}/skincare.html?price[filter]=${encodeURIComponent(`Price,0_${500 + i}`)}`, { 'Accept-Encoding': 'br' });
  const rows: Row[] = [];
  const size = () => cache.size;
  const bytes = () => cache.bytes;
  rows.push(await row('small GraphQL answer', size, bytes, () => send(10_000, (i) => `${shop.url}/graphql?query=${small}&n=${i}`)));
  rows.push(await row('listing GraphQL answer', size, bytes, () => send(3_000, (i) => `${shop.url}/graphql?query=${listing}&n=${i}`)));
  // Each its own listing (a price filter the page reads), so each is rendered and kept.
  const pageUrl = (i: number) => `${site.url}/skincare.html?price[filter]=${encodeURIComponent(`Price,0_${1000 + i}`)}`;
  rows.push(await row('first-paint page', size, bytes, () => send(300, pageUrl, { 'Accept-Encoding': 'br' })));
  let documents = 0;
  // POSTed, so only the parsed-query cache keeps something.
  const post = { 'Content-Type': 'application/json' };
  const parsedRow = (name: string, count: number, query: (i: number) => string) =>
    row(name, () => documents, documentCacheBytes, async () => {
      await send(count, () => `${shop.url}/graphql`, post, (i) => JSON.stringify({ query: query(i) }));
      documents += count;
    });
  rows.push(await parsedRow('parsed query (34 chars)', 3_000, (i) => `{ a${i}: storeConfig { store_code } }`));
  const listingText = decodeURIComponent(listing);
  rows.push(await parsedRow(`parsed query (${listingText.length} chars)`, 1_500, (i) => listingText.replace('uid', `u${i}: uid`)));
  console.log('per entry (bytes): measured heap+external, and counted by the cache');
  for (const { name, entries, measured, counted } of rows) console.log(`${name.padEnd(26)} ${String(entries).padStart(6)} entries  measured ${String(measured).padStart(7)}  counted ${String(counted).padStart(7)}`);
  agent.destroy();
  await site.close();
  await shop.close();
  dist.remove();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
