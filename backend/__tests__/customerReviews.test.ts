import { issueCustomerToken } from '../auth/tokens';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's Customer.reviews over /graphql: the signed-in customer's own reviews, whatever their
// moderation status, newest first, paged as Magento pages them.

const REVIEWS = `query ($pageSize: Int, $currentPage: Int) { customer { reviews(pageSize: $pageSize, currentPage: $currentPage) {
  items { nickname summary text created_at average_rating ratings_breakdown { name value } product { __typename sku name } }
  page_info { page_size current_page total_pages }
} } }`;

interface ReviewsAnswer {
  items: Array<{ nickname: string; summary: string; text: string; created_at: string; average_rating: number; ratings_breakdown: Array<{ name: string; value: string }>; product: { sku: string } }>;
  page_info: { page_size: number; current_page: number; total_pages: number };
}

describe("the customer's own reviews", () => {
  let shop: TestBackend;
  let demoToken: string;
  let budiToken: string;
  const db = () => shop.backend.db;
  const tokenOf = (email: string) => issueCustomerToken(db(), db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(email) as number);

  async function reviewsOf(token: string, variables: Record<string, unknown> = {}): Promise<ReviewsAnswer> {
    const { body } = await shop.graphql(REVIEWS, variables, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.errors).toBeUndefined();
    return body.data.customer.reviews;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    demoToken = tokenOf('demo@example.com');
    budiToken = tokenOf('budi.santoso@example.com');
  }, 120_000);
  afterAll(() => shop.close());

  it("answers the demo customer's three reviews, the one still pending moderation included, newest first", async () => {
    const answer = await reviewsOf(demoToken);
    expect(answer.page_info).toEqual({ page_size: 20, current_page: 1, total_pages: 1 });
    expect(answer.items.map(({ summary, created_at, average_rating }) => ({ summary, created_at, average_rating }))).toEqual([
      { summary: 'Kemasan kurang rapat', created_at: '2025-12-20 08:05:00', average_rating: 60 },
      { summary: 'Good value', created_at: '2025-09-02 16:45:00', average_rating: 80 },
      { summary: 'Lembut di kulit', created_at: '2025-06-14 10:20:00', average_rating: 100 },
    ]);
    for (const review of answer.items) {
      expect(review.nickname).toBe('Demo');
      expect(review.ratings_breakdown.map((rating) => rating.name)).toEqual(['Quality', 'Value', 'Price']);
      expect(review.product.sku).toEqual(expect.any(String));
    }
    // The reviewed products are ones the demo customer ordered.
    const ordered = db()
      .prepare("SELECT DISTINCT i.sku FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id JOIN customers c ON c.entity_id = o.customer_id WHERE c.email = 'demo@example.com'")
      .pluck()
      .all() as string[];
    expect(ordered).toEqual(expect.arrayContaining(answer.items.map((review) => review.product.sku)));
  });

  it("keeps the pending review off the product's own reviews", async () => {
    const [pending] = (await reviewsOf(demoToken)).items;
    const { body } = await shop.graphql('query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { reviews(pageSize: 100) { items { summary } } } } }', { sku: pending.product.sku });
    expect(body.data.products.items[0].reviews.items.map((review: { summary: string }) => review.summary)).not.toContain(pending.summary);
  });

  it('pages the reviews; a page past the last answers the last one', async () => {
    const all = (await reviewsOf(demoToken)).items;
    expect(await reviewsOf(demoToken, { pageSize: 2, currentPage: 1 })).toEqual({ items: all.slice(0, 2), page_info: { page_size: 2, current_page: 1, total_pages: 2 } });
    expect(await reviewsOf(demoToken, { pageSize: 2, currentPage: 2 })).toEqual({ items: all.slice(2), page_info: { page_size: 2, current_page: 2, total_pages: 2 } });
    expect(await reviewsOf(demoToken, { pageSize: 2, currentPage: 7 })).toEqual({ items: all.slice(2), page_info: { page_size: 2, current_page: 2, total_pages: 2 } });
  });

  it('answers an empty list for a customer who wrote none', async () => {
    expect(await reviewsOf(budiToken, { currentPage: 3 })).toEqual({ items: [], page_info: { page_size: 20, current_page: 1, total_pages: 0 } });
  });

  it.each([
    [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
    [{ pageSize: 0 }, 'pageSize value must be greater than 0.'],
  ])('refuses %j with Magento’s message', async (variables, message) => {
    const { body } = await shop.graphql(REVIEWS, variables, { headers: { Authorization: `Bearer ${demoToken}` } });
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { category: 'graphql-input' }, path: ['customer', 'reviews'] })]);
  });
});
