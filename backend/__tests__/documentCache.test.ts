import v8 from 'node:v8';
import vm from 'node:vm';
import { DOCUMENT_CACHE_MAX_BYTES, DOCUMENT_CACHE_MAX_QUERY_LENGTH, documentCacheBytes, parseChecked } from '../http/documentCache';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The parsed-query cache was keyed by the whole text and bounded by count only (500 documents of up
// to the body limit each): all-different large queries kept gigabytes alive. It is bounded by
// memory now, and texts longer than DOCUMENT_CACHE_MAX_QUERY_LENGTH are not kept at all.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heapUsed = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** A valid query of about `length` characters, unique by `id`, with many tokens (a long SKU list) in a field it skips. */
function bulkyQuery(id: number, length: number): string {
  const head = `{ storeConfig { store_code } skipped: products(filter: { sku: { in: [`;
  const tail = `] } }) @skip(if: true) { total_count } }`;
  const items: string[] = [];
  let size = head.length + tail.length;
  for (let n = 0; size < length; n += 1) {
    // Long items: a text of 100,000 characters stays under the parser's token limit.
    const item = `"q${id}-${n}-${'x'.repeat(16)}",`;
    items.push(item);
    size += item.length;
  }
  return head + items.join('') + tail;
}

// Issue 32: it counted 48 B per character, but a short query's document keeps about 3.4 KB (330 B
// per token): full of short queries, its 32 MiB held 59 MiB.
describe("the parsed-query cache's budget", () => {
  it('full of short, different queries, the cache holds about its budget of heap', () => {
    const before = heapUsed();
    for (let id = 0; id < 25_000; id += 1) parseChecked(`{ a${id}: storeConfig { store_code } }`);
    const grownMegabytes = (heapUsed() - before) / 1024 / 1024;
    expect(grownMegabytes).toBeLessThan((DOCUMENT_CACHE_MAX_BYTES / 1024 / 1024) * 1.15);
    expect(documentCacheBytes()).toBeLessThanOrEqual(DOCUMENT_CACHE_MAX_BYTES);
  });
});

describe('parsed-query cache', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('keeps a bounded amount of memory however many large, different queries arrive', async () => {
    const ask = async (query: string) => {
      const { status, body } = await shop.graphql(query);
      expect(status).toBe(200);
      expect(body.data.storeConfig.store_code).toBe('default');
    };
    await ask(bulkyQuery(0, 1_000));
    const before = heapUsed();
    // 30 texts just under the length that may be cached, 30 well over it: 4.9 million characters.
    for (let id = 1; id <= 30; id += 1) await ask(bulkyQuery(id, DOCUMENT_CACHE_MAX_QUERY_LENGTH - 100));
    for (let id = 31; id <= 60; id += 1) await ask(bulkyQuery(id, 100_000));
    const grownMegabytes = (heapUsed() - before) / 1024 / 1024;
    // Kept: the cache's 32 MiB budget at most, plus whatever else the requests left behind.
    expect(grownMegabytes).toBeLessThan(48);
  }, 60_000);

  it('still answers a query it has seen before, from the cache or not', async () => {
    const query = bulkyQuery(1, 100_000);
    for (let round = 0; round < 2; round += 1) expect((await shop.graphql(query)).body.data.storeConfig.store_code).toBe('default');
  });
});
