import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's compare lists over /graphql (CompareListGraphQl): a guest's list by its uid, a
// customer's one list, assigning a guest's list at sign-in, and who may read or change which list.
// Every refusal is Magento's own message and category.

const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };
const OTHER = { firstname: 'Sari', lastname: 'Lestari', email: 'sari.lestari@example.com', password: 'Sari2026!Secret' };

const LIST_FIELDS = 'uid item_count attributes { code label } items { uid product { sku name } attributes { code value } }';
const CREATE = `mutation ($products: [ID!]) { createCompareList(input: { products: $products }) { ${LIST_FIELDS} } }`;
const READ = `query ($uid: ID!) { compareList(uid: $uid) { ${LIST_FIELDS} } }`;
const ADD = `mutation ($uid: ID!, $products: [ID!]!) { addProductsToCompareList(input: { uid: $uid, products: $products }) { ${LIST_FIELDS} } }`;
const REMOVE = `mutation ($uid: ID!, $products: [ID!]!) { removeProductsFromCompareList(input: { uid: $uid, products: $products }) { ${LIST_FIELDS} } }`;
const DELETE = 'mutation ($uid: ID!) { deleteCompareList(uid: $uid) { result } }';
const ASSIGN = `mutation ($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { ${LIST_FIELDS} } } }`;
const CUSTOMER_LIST = `{ customer { compare_list { ${LIST_FIELDS} } } }`;
const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

const refusal = (message: string, category = 'graphql-input') => [expect.objectContaining({ message, extensions: { category } })];
const NOT_AUTHORIZED = refusal('This customer is not authorized to access this list');

interface Fixture {
  id: string;
  sku: string;
  name: string;
  brand: string;
}

describe('compare lists', () => {
  let shop: TestBackend;
  let demo: string;
  let other: string;
  /** Two shown products with different comparable attributes: a skincare one (size, skin type) and a lipstick (shade). */
  let skincare: Fixture;
  let lipstick: Fixture;
  /** A configurable's child: not visible on its own, so never shown in a list. */
  let hidden: string;

  async function call(query: string, variables: Record<string, unknown>, token?: string) {
    const { status, body } = await shop.graphql(query, variables, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(status).toBe(200);
    return body;
  }
  async function signIn(email: string, password: string): Promise<string> {
    return (await call(SIGN_IN, { email, password })).data.generateCustomerToken.token as string;
  }
  async function guestList(products: string[]): Promise<string> {
    return (await call(CREATE, { products })).data.createCompareList.uid as string;
  }
  const skus = (list: { items: Array<{ product: { sku: string } }> }) => list.items.map((item) => item.product.sku);

  function productWith(attributeCode: string, without: string): Fixture {
    const row = shop.backend.db
      .prepare(
        `SELECT p.entity_id AS id, p.sku, p.name, b.name AS brand FROM products p JOIN brands b ON b.brand_id = p.brand_id
         WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1
           AND EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a USING (attribute_id) WHERE v.product_id = p.entity_id AND a.attribute_code = ?)
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a USING (attribute_id) WHERE v.product_id = p.entity_id AND a.attribute_code = ?)
         ORDER BY p.entity_id LIMIT 1`,
      )
      .get(attributeCode, without) as { id: number; sku: string; name: string; brand: string };
    return { ...row, id: String(row.id) };
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    skincare = productWith('skin_type', 'shade');
    lipstick = productWith('shade', 'skin_type');
    hidden = String(shop.backend.db.prepare("SELECT entity_id FROM products WHERE visibility = 1 AND type_id = 'simple' ORDER BY entity_id LIMIT 1").pluck().get());
    demo = await signIn(DEMO.email, DEMO.password);
    const created = await call('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', { input: OTHER });
    expect(created.errors).toBeUndefined();
    other = await signIn(OTHER.email, OTHER.password);
  }, 60_000);
  afterAll(() => shop?.close());

  describe('a guest', () => {
    it('creates a list with products: their ids, values side by side and the attributes compared', async () => {
      const body = await call(CREATE, { products: [skincare.id, lipstick.id, '999999', 'not-an-id'] });
      expect(body.errors).toBeUndefined();
      const list = body.data.createCompareList;
      expect(list.uid).toMatch(/^[0-9a-f]{32}$/);
      expect(list.item_count).toBe(2);
      // Unknown ids are passed over without a word, as in Magento.
      expect(list.items.map((item: { uid: string }) => item.uid)).toEqual([skincare.id, lipstick.id]);
      expect(list.items[0].product).toEqual({ sku: skincare.sku, name: skincare.name });
      expect(list.attributes.slice(0, 4)).toEqual([
        { code: 'sku', label: 'SKU' },
        { code: 'description', label: 'Description' },
        { code: 'short_description', label: 'Short Description' },
        { code: 'brand', label: 'Brand' },
      ]);
      const codes = list.attributes.map((attribute: { code: string }) => attribute.code);
      expect(codes).toEqual(expect.arrayContaining(['shade', 'skin_type']));
      expect(list.attributes.find((a: { code: string }) => a.code === 'skin_type').label).toBe('Skin Type');

      const values = (index: number) => Object.fromEntries(list.items[index].attributes.map((a: { code: string; value: string }) => [a.code, a.value]));
      // Every item answers every attribute, in the attributes' order.
      expect(list.items[0].attributes.map((a: { code: string }) => a.code)).toEqual(codes);
      expect(values(0)).toMatchObject({ sku: skincare.sku, brand: skincare.brand, shade: 'N/A' });
      expect(values(0).skin_type).not.toBe('N/A');
      expect(values(0).description).toMatch(/^<p>/);
      expect(values(1)).toMatchObject({ sku: lipstick.sku, brand: lipstick.brand, skin_type: 'N/A' });
      expect(values(1).shade).not.toBe('N/A');
    });

    it('creates an empty list, which compares nothing', async () => {
      const body = await call('mutation { createCompareList { uid item_count attributes { code } items { uid } } }', {});
      expect(body.data.createCompareList).toEqual({ uid: expect.stringMatching(/^[0-9a-f]{32}$/), item_count: 0, attributes: [], items: [] });
    });

    it('reads the list by its uid; a uid naming no list answers null, an empty one is refused', async () => {
      const uid = await guestList([lipstick.id]);
      expect((await call(READ, { uid })).data.compareList).toMatchObject({ uid, item_count: 1 });
      expect(await call(READ, { uid: 'f'.repeat(32) })).toEqual({ data: { compareList: null } });
      const empty = await call(READ, { uid: '' });
      expect(empty.errors).toEqual(refusal('"uid" value must be specified'));
    });

    it('adds products once each, in the order added; products not shown in the catalogue stay out of the list', async () => {
      const uid = await guestList([lipstick.id]);
      const body = await call(ADD, { uid, products: [skincare.id, lipstick.id, hidden] });
      expect(body.errors).toBeUndefined();
      expect(body.data.addProductsToCompareList.item_count).toBe(2);
      expect(skus(body.data.addProductsToCompareList)).toEqual([lipstick.sku, skincare.sku]);
      // A product disabled after it was added is kept but no longer shown or counted.
      shop.backend.db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(Number(lipstick.id));
      try {
        expect((await call(READ, { uid })).data.compareList).toMatchObject({ item_count: 1, items: [{ uid: skincare.id }] });
      } finally {
        shop.backend.db.prepare('UPDATE products SET status = 1 WHERE entity_id = ?').run(Number(lipstick.id));
      }
      expect((await call(READ, { uid })).data.compareList.item_count).toBe(2);
    });

    it('shows "-" for an empty value and "N/A" for one the product does not have', async () => {
      const db = shop.backend.db;
      const saved = db.prepare('SELECT short_description FROM products WHERE entity_id = ?').pluck().get(Number(skincare.id));
      db.prepare("UPDATE products SET short_description = '' WHERE entity_id = ?").run(Number(skincare.id));
      try {
        const list = (await call(CREATE, { products: [skincare.id] })).data.createCompareList;
        const value = (code: string) => list.items[0].attributes.find((a: { code: string }) => a.code === code).value;
        expect(value('short_description')).toBe('-');
        // Only the attributes some listed product has are compared.
        expect(list.attributes.map((a: { code: string }) => a.code)).not.toContain('shade');
      } finally {
        db.prepare('UPDATE products SET short_description = ? WHERE entity_id = ?').run(saved, Number(skincare.id));
      }
    });

    it('removes products; adding to or removing from a uid naming no list is refused', async () => {
      const uid = await guestList([skincare.id, lipstick.id]);
      const removed = await call(REMOVE, { uid, products: [skincare.id, '999999'] });
      expect(removed.data.removeProductsFromCompareList).toMatchObject({ item_count: 1, items: [{ uid: lipstick.id }] });

      const unknown = 'a'.repeat(32);
      expect((await call(ADD, { uid: unknown, products: [skincare.id] })).errors).toEqual(refusal('"uid" value does not exist'));
      expect((await call(REMOVE, { uid: unknown, products: [skincare.id] })).errors).toEqual(refusal('"uid" value does not exist'));
      expect((await call(ADD, { uid: '', products: [skincare.id] })).errors).toEqual(refusal('"uid" value must be specified.'));
      expect((await call(REMOVE, { uid: '', products: [skincare.id] })).errors).toEqual(refusal('"uid" value must be specified.'));
    });

    it('deletes the list: it is gone afterwards; deleting a uid naming no list answers false', async () => {
      const uid = await guestList([skincare.id]);
      expect(await call(DELETE, { uid })).toEqual({ data: { deleteCompareList: { result: true } } });
      expect(await call(READ, { uid })).toEqual({ data: { compareList: null } });
      expect(await call(DELETE, { uid })).toEqual({ data: { deleteCompareList: { result: false } } });
      expect((await call(DELETE, { uid: '' })).errors).toEqual(refusal('"uid" value must be specified'));
    });

    it('cannot assign a list or read Customer.compare_list', async () => {
      const uid = await guestList([skincare.id]);
      const assigned = await call(ASSIGN, { uid });
      expect(assigned.errors).toEqual(refusal('Customer must be logged'));
      expect((await call(READ, { uid })).data.compareList.item_count).toBe(1);
      expect((await call(CUSTOMER_LIST, {})).errors).toEqual(refusal("The current customer isn't authorized.", 'graphql-authorization'));
    });
  });

  describe('customers', () => {
    it('have one list: createCompareList adds to it and Customer.compare_list answers it', async () => {
      expect((await call(CUSTOMER_LIST, {}, other)).data.customer.compare_list).toBeNull();
      const first = (await call(CREATE, { products: [skincare.id] }, other)).data.createCompareList;
      const second = (await call(CREATE, { products: [lipstick.id, skincare.id] }, other)).data.createCompareList;
      expect(second.uid).toBe(first.uid);
      expect(skus(second)).toEqual([skincare.sku, lipstick.sku]);
      expect((await call(CUSTOMER_LIST, {}, other)).data.customer.compare_list).toMatchObject({ uid: first.uid, item_count: 2 });
      expect((await call(READ, { uid: first.uid }, other)).data.compareList.uid).toBe(first.uid);
      // Signed in, a uid naming none of the customer's lists is refused rather than answered null.
      expect((await call(READ, { uid: 'b'.repeat(32) }, other)).errors).toEqual(NOT_AUTHORIZED);
      await call(DELETE, { uid: first.uid }, other);
    });

    it('neither read nor change another customer\u2019s list, nor a guest a customer\u2019s, nor a customer a guest\u2019s', async () => {
      const uid = (await call(CREATE, { products: [skincare.id, lipstick.id] }, demo)).data.createCompareList.uid as string;
      for (const token of [other, undefined]) {
        expect((await call(READ, { uid }, token)).errors).toEqual(NOT_AUTHORIZED);
        expect((await call(ADD, { uid, products: [hidden] }, token)).errors).toEqual(NOT_AUTHORIZED);
        expect((await call(REMOVE, { uid, products: [skincare.id] }, token)).errors).toEqual(NOT_AUTHORIZED);
        expect((await call(DELETE, { uid }, token)).errors).toEqual(NOT_AUTHORIZED);
        // A list someone owns cannot be assigned to another customer.
        if (token) expect((await call(ASSIGN, { uid }, token)).errors).toEqual(NOT_AUTHORIZED);
      }
      // The owner's list is as it was.
      expect((await call(READ, { uid }, demo)).data.compareList).toMatchObject({ uid, item_count: 2 });
      expect((await call(CUSTOMER_LIST, {}, demo)).data.customer.compare_list.uid).toBe(uid);

      // A guest's list is the guest's until it is assigned.
      const guest = await guestList([skincare.id]);
      expect((await call(READ, { uid: guest }, demo)).errors).toEqual(NOT_AUTHORIZED);
      expect((await call(ADD, { uid: guest, products: [lipstick.id] }, demo)).errors).toEqual(NOT_AUTHORIZED);
      await call(DELETE, { uid }, demo);
    });

    it('take a guest list over at sign-in when they have none: the same uid becomes theirs', async () => {
      const uid = await guestList([lipstick.id]);
      const body = await call(ASSIGN, { uid }, other);
      expect(body.errors).toBeUndefined();
      expect(body.data.assignCompareListToCustomer).toMatchObject({ result: true, compare_list: { uid, item_count: 1 } });
      expect((await call(CUSTOMER_LIST, {}, other)).data.customer.compare_list.uid).toBe(uid);
      // The guest who made it no longer can use it.
      expect((await call(READ, { uid })).errors).toEqual(NOT_AUTHORIZED);
      await call(DELETE, { uid }, other);
    });

    it('merge a guest list into the list they have: its products join theirs and the guest list is deleted', async () => {
      const own = (await call(CREATE, { products: [skincare.id] }, other)).data.createCompareList.uid as string;
      const guest = await guestList([lipstick.id, skincare.id]);
      const body = await call(ASSIGN, { uid: guest }, other);
      expect(body.data.assignCompareListToCustomer.result).toBe(true);
      expect(body.data.assignCompareListToCustomer.compare_list.uid).toBe(own);
      expect(skus(body.data.assignCompareListToCustomer.compare_list)).toEqual([skincare.sku, lipstick.sku]);
      expect(await call(READ, { uid: guest })).toEqual({ data: { compareList: null } });
      await call(DELETE, { uid: own }, other);
    });

    it('assigning a uid naming no list answers false; an empty one is refused', async () => {
      expect(await call(ASSIGN, { uid: 'c'.repeat(32) }, other)).toEqual({ data: { assignCompareListToCustomer: { result: false, compare_list: null } } });
      expect((await call(ASSIGN, { uid: '' }, other)).errors).toEqual(refusal('"uid" value must be specified'));
    });

    it('keep their list after signing out and in again (it is stored, not in the session)', async () => {
      const uid = (await call(CREATE, { products: [skincare.id] }, other)).data.createCompareList.uid as string;
      const again = await signIn(OTHER.email, OTHER.password);
      expect((await call(CUSTOMER_LIST, {}, again)).data.customer.compare_list).toMatchObject({ uid, item_count: 1 });
      await call(DELETE, { uid }, again);
      expect((await call(CUSTOMER_LIST, {}, again)).data.customer.compare_list).toBeNull();
    });
  });
});
