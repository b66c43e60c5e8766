import Database from 'better-sqlite3';
import { issueCustomerToken } from '../auth/tokens';
import { migrations } from '../db/migrations';
import { REVIEW_INPUT_MESSAGES } from '../resolvers/productReviewInput';
import { REVIEW_MESSAGES } from '../resolvers/productReviews';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's ReviewGraphQl over /graphql: the ratings a review gives (productReviewRatingsMetadata)
// and writing a review (createProductReview), which waits for moderation.

const METADATA = 'query { productReviewRatingsMetadata { items { id name values { value_id value } } } }';
const CREATE = `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review {
  nickname summary text created_at average_rating ratings_breakdown { name value } product { __typename sku }
} } }`;
const PRODUCT = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  review_count rating_summary reviews(pageSize: 100) { items { summary } }
} } }`;
const MY_REVIEWS = 'query { customer { reviews(pageSize: 1) { items { nickname summary average_rating product { sku } } } } }';

const b64 = (value: number | string) => Buffer.from(String(value)).toString('base64');
/** Rating ids 1-3 (Quality, Value, Price); option ids five per rating, as Magento's install numbers them. */
const vote = (ratingId: number, stars: number) => ({ id: b64(ratingId), value_id: b64((ratingId - 1) * 5 + stars) });

describe('writing product reviews', () => {
  let shop: TestBackend;
  let sku: string;
  let demoToken: string;
  const db = () => shop.backend.db;
  const reviewCount = () => db().prepare('SELECT COUNT(*) FROM reviews').pluck().get() as number;
  const setConfig = (path: string, value: string | null) => {
    if (value === null) db().prepare('DELETE FROM core_config WHERE path = ?').run(path);
    else db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  };
  const input = (overrides: Record<string, unknown> = {}) => ({
    sku,
    nickname: 'Sari',
    summary: 'Gentle and fresh',
    text: 'My skin feels calm after two weeks.',
    ratings: [vote(1, 5), vote(2, 4), vote(3, 3)],
    ...overrides,
  });
  const create = (variables: Record<string, unknown>, token?: string) =>
    shop.graphql(CREATE, { input: variables }, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  beforeAll(async () => {
    shop = await startTestBackend();
    sku = stockedProduct(db(), 'simple', 5).sku;
    demoToken = issueCustomerToken(db(), db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number);
  }, 120_000);
  afterAll(() => shop.close());
  afterEach(() => {
    setConfig('catalog/review/active', '1');
    setConfig('catalog/review/allow_guest', '1');
  });

  it('answers the active ratings by position, each with its five values, ids encoded as Magento encodes them', async () => {
    const { body } = await shop.graphql(METADATA);
    expect(body.errors).toBeUndefined();
    const values = (ratingId: number) => [1, 2, 3, 4, 5].map((stars) => ({ value_id: b64((ratingId - 1) * 5 + stars), value: String(stars) }));
    expect(body.data.productReviewRatingsMetadata.items).toEqual([
      { id: 'MQ==', name: 'Quality', values: values(1) },
      { id: 'Mg==', name: 'Value', values: values(2) },
      { id: 'Mw==', name: 'Price', values: values(3) },
    ]);
  });

  it("stores a guest's review pending moderation: answered with its ratings, kept off the product's reviews and counts", async () => {
    const before = (await shop.graphql(PRODUCT, { sku })).body.data.products.items[0];
    const { body } = await create(input());
    expect(body.errors).toBeUndefined();
    expect(body.data.createProductReview.review).toEqual({
      nickname: 'Sari',
      summary: 'Gentle and fresh',
      text: 'My skin feels calm after two weeks.',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      average_rating: 80,
      ratings_breakdown: [
        { name: 'Quality', value: '5' },
        { name: 'Value', value: '4' },
        { name: 'Price', value: '3' },
      ],
      product: { __typename: 'SimpleProduct', sku },
    });
    const stored = db().prepare("SELECT customer_id, status FROM reviews WHERE summary = 'Gentle and fresh'").get();
    expect(stored).toEqual({ customer_id: null, status: 2 });
    const after = (await shop.graphql(PRODUCT, { sku })).body.data.products.items[0];
    expect(after).toEqual(before);
  });

  it("shows a signed-in customer's new review first in their own reviews, pending as it is", async () => {
    const { body } = await create(input({ nickname: 'Demo', summary: 'Will buy again', ratings: [vote(1, 4)] }), demoToken);
    expect(body.errors).toBeUndefined();
    expect(body.data.createProductReview.review).toMatchObject({ average_rating: 80, ratings_breakdown: [{ name: 'Quality', value: '4' }] });
    const mine = await shop.graphql(MY_REVIEWS, {}, { headers: { Authorization: `Bearer ${demoToken}` } });
    expect(mine.body.data.customer.reviews.items).toEqual([{ nickname: 'Demo', summary: 'Will buy again', average_rating: 80, product: { sku } }]);
  });

  it('keeps HTML and script as the text typed, trimmed, and accepts a review that rates nothing', async () => {
    const html = '<script>alert("x")</script><b>bold</b> & "quoted"';
    const { body } = await create(input({ nickname: `  ${html}  `, summary: html, text: html, ratings: [] }));
    expect(body.errors).toBeUndefined();
    expect(body.data.createProductReview.review).toMatchObject({ nickname: html, summary: html, text: html, average_rating: 0, ratings_breakdown: [] });
  });

  it.each([
    ['an empty summary', { summary: '   ' }, REVIEW_INPUT_MESSAGES.summaryRequired],
    ['an empty nickname', { nickname: '' }, REVIEW_INPUT_MESSAGES.nicknameRequired],
    ['an empty review', { text: ' \n ' }, REVIEW_INPUT_MESSAGES.textRequired],
    ['a nickname over 128 characters', { nickname: 'n'.repeat(129) }, 'Nickname cannot be longer than 128 characters.'],
    ['a summary over 255 characters', { summary: 's'.repeat(256) }, 'Summary cannot be longer than 255 characters.'],
    ['a review over 10000 characters', { text: 't'.repeat(10001) }, 'Review cannot be longer than 10000 characters.'],
    ['a rating id that is not base64', { ratings: [{ id: 'not base64!', value_id: b64(1) }] }, 'Value of uid "not base64!" is incorrect.'],
    ['an unknown rating', { ratings: [{ id: b64(99), value_id: b64(1) }] }, `Value of uid "${b64(99)}" is incorrect.`],
    ["another rating's value", { ratings: [{ id: b64(1), value_id: b64(7) }] }, `Value of uid "${b64(7)}" is incorrect.`],
    ['a rating given twice', { ratings: [vote(2, 5), vote(2, 1)] }, 'Rating "Value" is given more than once.'],
  ])('refuses %s with an input error and stores nothing', async (_case, overrides, message) => {
    const count = reviewCount();
    const { body } = await create(input(overrides));
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { category: 'graphql-input' }, path: ['createProductReview'] })]);
    expect(reviewCount()).toBe(count);
  });

  it('accepts each text at its limit', async () => {
    const { body } = await create(input({ nickname: 'n'.repeat(128), summary: 's'.repeat(255), text: 't'.repeat(10000) }));
    expect(body.errors).toBeUndefined();
    expect(body.data.createProductReview.review.text).toHaveLength(10000);
  });

  it("refuses an unknown SKU with Magento's message", async () => {
    const { body } = await create(input({ sku: 'NO-SUCH-SKU' }));
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Could not find a product with SKU "NO-SUCH-SKU"', extensions: { category: 'graphql-no-such-entity' } })]);
  });

  it("refuses guests when the store allows only customers to write, and still takes a customer's review", async () => {
    setConfig('catalog/review/allow_guest', '0');
    const count = reviewCount();
    const guest = await create(input());
    expect(guest.body.errors).toEqual([expect.objectContaining({ message: REVIEW_MESSAGES.guestsNotAllowed, extensions: { category: 'graphql-authorization' } })]);
    expect(guest.body.errors[0].message).toBe("Guest customers aren't allowed to add product reviews.");
    expect(reviewCount()).toBe(count);
    const config = await shop.graphql('query { storeConfig { allow_guests_to_write_product_reviews product_reviews_enabled } }');
    expect(config.body.data.storeConfig).toEqual({ allow_guests_to_write_product_reviews: '0', product_reviews_enabled: '1' });

    const customer = await create(input(), demoToken);
    expect(customer.body.errors).toBeUndefined();
    expect(reviewCount()).toBe(count + 1);
  });

  it('offers no ratings and refuses reviews when reviews are disabled', async () => {
    setConfig('catalog/review/active', '0');
    expect((await shop.graphql(METADATA)).body.data.productReviewRatingsMetadata).toEqual({ items: [] });
    const { body } = await create(input(), demoToken);
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Creating product reviews are not currently available.', extensions: { category: 'graphql-authorization' } })]);
  });

  it('leaves out a rating the shop no longer uses, and refuses it', async () => {
    db().prepare("UPDATE rating_types SET is_active = 0 WHERE name = 'Price'").run();
    try {
      const { body } = await shop.graphql(METADATA);
      expect(body.data.productReviewRatingsMetadata.items.map((item: { name: string }) => item.name)).toEqual(['Quality', 'Value']);
      const refused = await create(input());
      expect(refused.body.errors[0].message).toBe(`Value of uid "${b64(3)}" is incorrect.`);
    } finally {
      db().prepare("UPDATE rating_types SET is_active = 1 WHERE name = 'Price'").run();
    }
  });

  it('answers an unknown bearer token as unauthorized, storing nothing', async () => {
    const count = reviewCount();
    const { body } = await create(input(), 'nope');
    expect(body.errors).toEqual([expect.objectContaining({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })]);
    expect(reviewCount()).toBe(count);
  });
});

describe('018_review_ratings on a shop seeded before it', () => {
  it('gives the rating types already there their five values, numbered as the seed numbers them', () => {
    const db = new Database(':memory:');
    const at = migrations.findIndex((migration) => migration.id === '018_review_ratings');
    for (const migration of migrations.slice(0, at)) migration.up(db);
    db.exec("INSERT INTO rating_types (rating_id, name, position) VALUES (1, 'Quality', 1), (2, 'Value', 2)");
    migrations[at].up(db);
    expect(db.prepare('SELECT option_id, rating_id, value FROM rating_options ORDER BY option_id').all()).toEqual(
      [1, 2].flatMap((ratingId) => [1, 2, 3, 4, 5].map((value) => ({ option_id: (ratingId - 1) * 5 + value, rating_id: ratingId, value }))),
    );
    expect(db.prepare('SELECT DISTINCT is_active FROM rating_types').pluck().all()).toEqual([1]);
    db.close();
  });
});
