import { createHash } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { strongEtag } from '../cache/cachePolicy';
import { tagsOfPattern, tagsPatterns } from '../cache/purge';
import { ResponseCache, type CachedAnswer } from '../cache/responseCache';

// Issue 32: the server's own cache of answers. Its budget counts the memory an answer keeps, and
// a purge by tag touches only the answers carrying the tag (an index by tag), not every entry.

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const memoryInUse = () => {
  for (let i = 0; i < 3; i += 1) collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/** A GraphQL answer made as the handler makes one: its JSON body, ETag, cache id and tags. */
function graphqlAnswer(i: number, tags = ['cat_p', `cat_p_${i}`, 'FPC']): CachedAnswer {
  const body = Buffer.from(JSON.stringify({ data: { products: { items: [{ sku: `sku-${i}`, name: `Product ${i}` }] } } }));
  return {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Magento-Cache-Id': createHash('sha256').update(String(i)).digest('hex'),
      'Cache-Control': 'no-cache',
      'X-Magento-Tags': tags.join(','),
    },
    variants: [{ encoding: 'identity', body, etag: strongEtag(body) }],
    tags,
  };
}

const keyOf = (i: number) => `/graphql?query=%7Bproducts%7D&n=${i}\n127.0.0.1:8080\n\n\n${'0'.repeat(64)}\ndefault\n`;

describe('purges by tag', () => {
  const COUNT = 136_000;
  let cache: ResponseCache;
  beforeAll(() => {
    cache = new ResponseCache({ maxBytes: 2 ** 40 });
    // Two answers per product tag, as a product shows in several answers.
    for (let i = 0; i < COUNT; i += 1) cache.set(keyOf(i), graphqlAnswer(i, ['cat_p', `cat_p_${i % (COUNT / 2)}`, 'FPC']));
  }, 60_000);

  const timed = <T>(ban: () => T) => {
    const started = performance.now();
    const result = ban();
    return { result, ms: performance.now() - started };
  };

  test(`a tag purge among ${COUNT} answers takes under 20 ms and drops exactly the tagged ones`, () => {
    const { result, ms } = timed(() => cache.banTags(['cat_p_7', 'cat_p_8']));
    expect(result).toBe(4);
    expect(ms).toBeLessThan(20);
    expect(cache.size).toBe(COUNT - 4);
    for (const i of [7, 8, 7 + COUNT / 2, 8 + COUNT / 2]) expect(cache.get(keyOf(i))).toBeUndefined();
    for (const i of [6, 9, 70, 6 + COUNT / 2]) expect(cache.get(keyOf(i))).toBeDefined();
  });

  test("a PURGE's Magento pattern is read as its tags: as fast, as exact", () => {
    const [pattern] = tagsPatterns(['cat_p_20', 'cat_p_21', 'no_such_tag']);
    const { result, ms } = timed(() => cache.banPattern(new RegExp(pattern)));
    expect(result).toBe(4);
    expect(ms).toBeLessThan(20);
    for (const i of [20, 21, 20 + COUNT / 2]) expect(cache.get(keyOf(i))).toBeUndefined();
    expect(cache.get(keyOf(22))).toBeDefined();
  });

  test('any other pattern still bans what it matches', () => {
    expect(cache.banPattern(/(^|,)cat_p_3[0-2](,|$)/)).toBe(6);
    expect(cache.get(keyOf(31))).toBeUndefined();
    expect(cache.get(keyOf(33))).toBeDefined();
  });
});

describe("the tag pattern's reading", () => {
  test('reads back every tag tagsPatterns wrote, metacharacters too; null for any other pattern', () => {
    const tags = ['cat_p_1', 'cms_b_a.b', 'x(y)+$', 'a/b'];
    expect(tagsOfPattern(tagsPatterns(tags)[0])).toEqual(tags);
    expect(tagsOfPattern(new RegExp(tagsPatterns(tags)[0]).source)).toEqual(tags);
    for (const other of ['.*', '', 'cat_p_1', '((^|,)cat_p_1(,|$))|', '((^|,)a,b(,|$))', '((^|,)cat.*(,|$))', '((^|,)a(,|$))x']) expect(tagsOfPattern(other)).toBeNull();
  });
});

describe('the tag index follows the answers out', () => {
  test('answers the budget evicted, replaced or that expired are no longer found by their tags', async () => {
    const one = graphqlAnswer(0);
    const cache = new ResponseCache({ maxBytes: 3 * 1500, ttlMs: 60_000 });
    for (let i = 0; i < 10; i += 1) cache.set(keyOf(i), graphqlAnswer(i));
    expect(cache.size).toBeLessThan(10);
    const evicted = Array.from({ length: 10 }, (_, i) => i).filter((i) => !cache.get(keyOf(i)));
    expect(evicted.length).toBeGreaterThan(0);
    expect(cache.banTags(evicted.map((i) => `cat_p_${i}`))).toBe(0);
    expect(cache.banTags(['cat_p_9'])).toBe(1);

    cache.set('replaced', one);
    cache.set('replaced', graphqlAnswer(1, ['cms_p_1', 'FPC']));
    expect(cache.banTags(['cat_p_0'])).toBe(0);
    expect(cache.banTags(['cms_p_1'])).toBe(1);

    const expiring = new ResponseCache({ maxBytes: 1 << 20, ttlMs: 5 });
    expiring.set('soon', one);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(expiring.get('soon')).toBeUndefined();
    expect(expiring.banTags(['cat_p_0'])).toBe(0);
  });

  test('a full flush empties the index too', () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    cache.set('a', graphqlAnswer(1));
    expect(cache.banPattern(/.*/)).toBe(1);
    expect(cache.banTags(['FPC'])).toBe(0);
  });
});

describe('the byte budget', () => {
  test('counts the memory answers keep: full, the cache holds about its budget of heap and Buffers', () => {
    const budget = 8 * 1024 * 1024;
    const before = memoryInUse();
    const cache = new ResponseCache({ maxBytes: budget });
    for (let i = 0; i < 60_000; i += 1) cache.set(keyOf(i), graphqlAnswer(i));
    const grown = memoryInUse() - before;
    console.log(`${cache.size} answers kept in ${(grown / 2 ** 20).toFixed(1)} MiB for a budget of ${budget / 2 ** 20} MiB`);
    expect(cache.size).toBeLessThan(60_000);
    // A little for the index's sets and the LRU's lists, which grow in steps.
    expect(grown).toBeLessThan(budget * 1.15);
    expect(cache.bytes).toBeLessThanOrEqual(budget);
  });
});
