import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../server/test/serverProcess';
import { loopbackClient, percentile, type LoopbackClient } from './support/loopbackClient';

// A hostile client must not slow the shop for everyone else. Floods of bogus sign-ins, contact
// messages, oversized catalogue pages and new image sizes, each from many loopback addresses (so
// per-client limits alone do not absorb them), while an honest shopper at 127.0.0.1 fetches a static
// file and a catalogue page: both must stay under 250 ms at the 95th percentile. Own server with the
// default limits and a fresh shop; bounded in time; loopback only.

const FLOOD_MS = 8_000;
const P95_LIMIT_MS = 250;
const ROOT = path.resolve(__dirname, '..');
const CATALOGUE_QUERY = '{ products(filter: { category_uid: { eq: "Mw==" } }, pageSize: 6) { total_count items { sku name price_range { minimum_price { final_price { value } } } } } }';

let server: ServerProcess;
let dataDir: string;
let url: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-hostile-'));
  // The build the other browser tests run against (globalSetup made it), served as it is.
  server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: path.join(ROOT, 'dist') });
  url = await server.ready(5 * 60_000);
}, 6 * 60_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Repeats `send` from `client` until `until`; counts the answers by status. */
async function flood(client: LoopbackClient, until: number, send: (client: LoopbackClient, i: number) => Promise<{ status: number }>, statuses: Map<number, number>) {
  for (let i = 0; Date.now() < until; i += 1) {
    const { status } = await send(client, i).catch(() => ({ status: -1 }));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

/** The shopper's requests, one after another, timed, until `until`. */
async function measure(shopper: LoopbackClient, until: number, mainScript: string) {
  const staticMs: number[] = [];
  const catalogueMs: number[] = [];
  while (Date.now() < until) {
    const file = await shopper.get(mainScript, { 'Accept-Encoding': 'gzip' });
    expect(file.status).toBe(200);
    staticMs.push(file.ms);
    const page = await shopper.get(`/graphql?${new URLSearchParams({ query: CATALOGUE_QUERY })}`, { Store: 'default' });
    expect(JSON.parse(page.body).data.products.items).toHaveLength(6);
    catalogueMs.push(page.ms);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return { staticMs, catalogueMs };
}

const clients = (octet: number, count: number) => Array.from({ length: count }, (_, i) => loopbackClient(url, `127.0.${octet}.${i + 1}`));

test('static files and catalogue queries stay fast while sign-in, contact, pageSize and media floods run', async () => {
  const shopper = loopbackClient(url, '127.0.0.1');
  const mainScript = /<script[^>]+src="?(\/static\/js\/main\.[\w.]+\.js)/.exec((await shopper.get('/')).body)?.[1];
  expect(mainScript).toBeDefined();
  const products = JSON.parse((await shopper.graphql('{ products(search: "", pageSize: 40) { items { small_image { url } } } }')).body).data.products.items;
  const images = products.map((item: { small_image: { url: string } }) => new URL(item.small_image.url).pathname);
  expect(images.length).toBeGreaterThan(20);
  // Before: the shopper alone.
  const quiet = await measure(shopper, Date.now() + 1_500, mainScript!);

  const until = Date.now() + FLOOD_MS;
  const statuses = { signIn: new Map<number, number>(), contact: new Map<number, number>(), pageSize: new Map<number, number>(), media: new Map<number, number>() };
  const attackers = { signIn: clients(1, 32), contact: clients(2, 4), pageSize: clients(3, 4), media: clients(4, 4) };
  const message = 'x'.repeat(5_000);
  const huge = Array.from({ length: 5 }, (_, i) => `p${i}: products(search: "", pageSize: 1000000) { items { sku name description { html } } }`).join(' ');
  const floods = [
    ...attackers.signIn.map((client, n) =>
      flood(client, until, (c, i) => c.graphql('mutation($e: String!) { generateCustomerToken(email: $e, password: "Wrong1234!") { token } }', { e: `nobody${n}-${i}@example.com` }), statuses.signIn),
    ),
    ...attackers.contact.map((client) =>
      flood(client, until, (c, i) => c.graphql('mutation($m: String!, $e: String!) { contactusFormSubmit(input: {fullname: "Spam", email: $e, telephone: "0812345678", message: $m}) { success_message } }', { m: message, e: `spam${i}@example.com` }), statuses.contact),
    ),
    ...attackers.pageSize.map((client) => flood(client, until, (c) => c.graphql(`{ ${huge} }`), statuses.pageSize)),
    ...attackers.media.map((client, n) =>
      flood(client, until, (c, i) => c.get(`${images[(n * 7 + i) % images.length]}?width=${[2560, 1600, 1280][i % 3]}&height=3200&fit=cover&auto=webp&format=pjpg`, { Accept: 'image/webp' }), statuses.media),
    ),
  ];
  const loaded = await measure(shopper, until, mainScript!);
  await Promise.all(floods);
  for (const group of Object.values(attackers)) group.forEach((client) => client.close());
  shopper.close();

  const report = {
    quiet: { static: percentile(quiet.staticMs, 95), catalogue: percentile(quiet.catalogueMs, 95) },
    flood: { static: percentile(loaded.staticMs, 95), catalogue: percentile(loaded.catalogueMs, 95), samples: loaded.staticMs.length },
    statuses: Object.fromEntries(Object.entries(statuses).map(([name, counts]) => [name, Object.fromEntries(counts)])),
  };
  console.log(`hostile clients: ${JSON.stringify(report)}`);
  // The floods reached the server and were answered (refusals are fine, a crash or a hang is not).
  for (const counts of Object.values(statuses)) expect([...counts.keys()].filter((status) => status === -1 || status >= 500 && status !== 503)).toEqual([]);
  expect(loaded.staticMs.length).toBeGreaterThan(10);
  expect(report.flood.static).toBeLessThan(P95_LIMIT_MS);
  expect(report.flood.catalogue).toBeLessThan(P95_LIMIT_MS);
}, 60_000);
