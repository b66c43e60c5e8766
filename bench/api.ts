// `npm run bench:api [-- --data-dir DIR]`: latency and throughput of the storefront's hot catalogue
// queries (category page, search, autocomplete) and of placeOrder (10 clients, each order on a cart
// prepared before timing) against the embedded backend, in-process on loopback. Exits 1 when a row
// with a p95 budget (placeOrder: issue 10's 50 ms) is over it.
// Without --data-dir it seeds a fresh temporary demo shop (deleted afterwards); with it, it reads that
// data dir as is (e.g. one seeded with `npm run seed -- --data-dir DIR --products 20000`) and places
// the orders in a temporary copy of its database, so the data dir gets no bench orders.
// Then (issue 23) cached answers at 50 clients, each beside a bare Node server sending the same bytes:
// a catalogue GraphQL GET and first-paint pages (these need a build in dist/) from the server's own
// cache. Exits 1 too when one is over 20 ms at p95 or under 0.5x the bare server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import { createBackend, DATABASE_FILE, type Backend } from '../backend';
import { DEFAULT_RESPONSE_CACHE_BYTES, ResponseCache } from '../backend/cache/responseCache';
import { createApp } from '../server/app';
import { compareCachedAnswers, formatRatios } from './cachedAnswers';
import { GET_AUTOCOMPLETE_RESULTS } from '../src/features/search/autocomplete/autocomplete.gql';
import type { Db } from '../backend/types';
import { configValue, findDefaultStore } from '../backend/repositories/storeRepository';
import { productListingRequest, type ListingBase } from '../src/features/catalog/product-listing/listingRequest';
import { budgetFailures, formatTable, runLoad, type LoadLimits, type ResultRow } from './apiLoad';
import { benchPlaceOrder, type Post } from './placeOrderLoad';

/** A listing page's first request, exactly as the category or search page sends it. */
function pageQuery(base: ListingBase): { query: string; variables: Record<string, unknown> } {
  const request = productListingRequest(new URLSearchParams(), base);
  if (!request) throw new Error('no listing request');
  return { query: print(request.query), variables: request.variables as Record<string, unknown> };
}

/** Bounded so the whole bench ends within about a minute even on a slow catalogue. */
const LEVELS: Array<Pick<LoadLimits, 'concurrency' | 'maxRequests'>> = [
  { concurrency: 1, maxRequests: 300 },
  { concurrency: 20, maxRequests: 3000 },
];
const MAX_DURATION_MS = 8000;
const WARMUP_REQUESTS = 20;

/** The top-level category with the most products: what a shopper's first category page shows. */
function benchCategoryUid(db: Db): string {
  const id = db
    .prepare(
      `SELECT c.entity_id FROM categories c WHERE c.level = 2 AND c.is_active = 1 ORDER BY
       (SELECT COUNT(*) FROM product_categories pc JOIN categories d ON d.entity_id = pc.category_id
        WHERE d.path = c.path OR d.path LIKE c.path || '/%') DESC LIMIT 1`,
    )
    .pluck()
    .get() as number;
  return Buffer.from(String(id)).toString('base64');
}

/** The bench category's page: its URL path with the store's suffix. */
function benchCategoryPath(db: Db): string {
  const id = Number(Buffer.from(benchCategoryUid(db), 'base64').toString());
  const urlPath = db.prepare('SELECT url_path FROM categories WHERE entity_id = ?').pluck().get(id) as string;
  const suffix = configValue(db, findDefaultStore(db)!.id, 'catalog/seo/category_url_suffix') ?? '';
  return `${urlPath}${suffix}`;
}

interface Served {
  backend: Backend;
  /** The /graphql endpoint. */
  url: string;
  post: Post;
  /** The whole storefront (npm start's app: build, first-paint pages, API) on the same backend and cache. */
  storefront: string;
  close(): Promise<void>;
}

const listenOnLoopback = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** The build the storefront rows serve (`npm run build`); without one they are skipped. */
const DIST_DIR = path.resolve(__dirname, '..', 'dist');

/**
 * The backend of `dataDir` behind an HTTP server on a free loopback port, and the storefront app
 * with the server's own response cache in front of the same backend. The backend's rows POST,
 * which is never cached: they measure the backend itself.
 */
async function serve(dataDir: string): Promise<Served> {
  const responseCache = new ResponseCache({ maxBytes: DEFAULT_RESPONSE_CACHE_BYTES });
  // Every request of the bench comes from one address: per-client limits would refuse the carts it prepares.
  const backend = await createBackend({ dataDir, log: () => {}, responseCache, rateLimits: 'off' });
  const server = http.createServer((req, res) => {
    backend.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  const app = http.createServer(createApp({ distDir: DIST_DIR, api: (req, res) => backend.handle(req, res), log: () => {}, responseCache }));
  const url = `${await listenOnLoopback(server)}/graphql`;
  const storefront = await listenOnLoopback(app);
  const post: Post = async (body) => {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as Awaited<ReturnType<Post>>;
  };
  return {
    backend,
    url,
    post,
    storefront,
    async close() {
      app.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => app.close(resolve))]);
      backend.close();
    },
  };
}

/** placeOrder on the bench's own shop, or on a temporary copy of a given data dir's database. */
async function placeOrderRow(shop: Served, temporary: boolean): Promise<ResultRow> {
  if (temporary) return benchPlaceOrder(shop.backend.db, shop.post);
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-orders-'));
  shop.backend.db.pragma('wal_checkpoint(TRUNCATE)');
  fs.copyFileSync(path.join(shop.backend.dataDir, DATABASE_FILE), path.join(copyDir, DATABASE_FILE));
  const copy = await serve(copyDir);
  try {
    return await benchPlaceOrder(copy.backend.db, copy.post);
  } finally {
    await copy.close();
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  const temporary = values['data-dir'] === undefined;
  const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const shop = await serve(dataDir);
  const { backend, url } = shop;

  const productCount = backend.db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
  const queries: Record<string, { query: string; variables?: Record<string, unknown> }> = {
    // The storefront's own category and search page queries, page 1 as a shopper opens them.
    category: pageQuery({ categoryUid: benchCategoryUid(backend.db) }),
    search: pageQuery({ search: 'serum' }),
    // The storefront's own getAutocompleteResults, as the header's search field sends it.
    autocomplete: { query: print(GET_AUTOCOMPLETE_RESULTS), variables: { inputText: 'serum' } },
  };

  const rows: ResultRow[] = [];
  let ratioLines: string[] = [];
  const ratioFailures: string[] = [];
  try {
    for (const [name, operation] of Object.entries(queries)) {
      const body = JSON.stringify(operation);
      const request = async () => {
        const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        const json = (await response.json()) as { errors?: unknown };
        if (!response.ok || json.errors) throw new Error(`${name}: HTTP ${response.status} ${JSON.stringify(json.errors)}`);
      };
      // Warm-up: statement caches and the JIT, so the first level is not charged for them.
      await runLoad(request, { concurrency: 1, maxRequests: WARMUP_REQUESTS, maxDurationMs: MAX_DURATION_MS });
      for (const level of LEVELS) {
        rows.push({ query: name, concurrency: level.concurrency, ...(await runLoad(request, { ...level, maxDurationMs: MAX_DURATION_MS })) });
      }
    }
    rows.push(await placeOrderRow(shop, temporary));

    const category = queries.category;
    const cachedPaths: Record<string, string> = {
      'category GraphQL GET': `/graphql?${new URLSearchParams({ query: category.query, variables: JSON.stringify(category.variables) })}`,
    };
    if (fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
      cachedPaths['home page HTML'] = '/';
      cachedPaths['category page HTML'] = `/${benchCategoryPath(backend.db)}`;
    } else {
      console.log('bench:api: no build in dist/ (npm run build): the cached page rows are skipped');
    }
    const cached = await compareCachedAnswers(shop.storefront, cachedPaths);
    rows.push(...cached.rows);
    const ratios = formatRatios(cached.ratios);
    ratioLines = ratios.lines;
    ratioFailures.push(...ratios.failures);
  } finally {
    await shop.close();
    if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`bench:api: ${productCount} products in ${temporary ? 'a fresh demo seed' : dataDir}`);
  console.log(formatTable(rows));
  for (const line of ratioLines) console.log(line);
  const failures = [...budgetFailures(rows), ...ratioFailures];
  for (const failure of failures) console.error(`bench:api: ${failure}`);
  if (failures.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
