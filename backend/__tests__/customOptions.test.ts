import { JAKARTA_ADDRESS, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { UNLIMITED_TEXT_CAP } from '../resolvers/cart/customOptionChoices';
import { configurableWithChild } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';
import type { Db } from '../types';

const uid = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const REQUIRED = "The product's required option(s) weren't entered. Make sure the options are entered and try again.";
const TOO_LONG = 'The text is too long. Shorten the text and try again.';
const UNAVAILABLE = 'Some of the selected item options are not currently available.';

const OPTIONS = `options {
  __typename title required sort_order option_id uid
  ... on CustomizableFieldOption { product_sku field: value { price price_type sku max_characters uid } }
  ... on CustomizableCheckboxOption { value { option_type_id price price_type sku title sort_order uid } }
  ... on CustomizableDropDownOption { value { option_type_id price price_type sku title sort_order uid } }
}`;
const ITEMS = `items {
  uid quantity prices { price { value } row_total { value } }
  ... on SimpleCartItem { customizable_options { id customizable_option_uid label type is_required sort_order values { id customizable_option_value_uid label value price { value units type } } } }
  ... on ConfigurableCartItem { customizable_options { label values { label value } } }
}`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${ITEMS} } user_errors { code message } }
}`;

/** The seeded product carrying the engraving, gift wrap and greeting card options. */
function fullyOptioned(db: Db): { id: number; sku: string } {
  return db
    .prepare(
      `SELECT p.entity_id AS id, p.sku FROM products p WHERE p.entity_id =
         (SELECT product_id FROM product_custom_options GROUP BY product_id HAVING COUNT(*) = 3 ORDER BY product_id LIMIT 1)`,
    )
    .get() as { id: number; sku: string };
}

describe('product custom options (Magento CustomizableProductInterface and customizable_options)', () => {
  let shop: TestBackend;
  let product: { id: number; sku: string };
  let options: any[];
  const byTitle = (title: string) => options.find((o) => o.title === title);
  const newCart = async () => (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
  const add = async (cartId: string, items: unknown[]) => (await shop.graphql(ADD, { cartId, items })).body;

  beforeAll(async () => {
    shop = await startTestBackend();
    product = fullyOptioned(shop.backend.db);
    const { body } = await shop.graphql(`query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku ... on CustomizableProductInterface { ${OPTIONS} } } } }`, {
      sku: product.sku,
    });
    if (!body.data) throw new Error(JSON.stringify(body));
    // The text option's value is aliased (its type differs from the select options' lists), as Venia does.
    options = body.data.products.items[0].options.map((o: any) => ('field' in o ? { ...o, value: o.field, field: undefined } : o));
  }, 120_000);
  afterAll(() => shop.close());

  /** The product's unit price in a cart without options. */
  async function basePrice(): Promise<number> {
    const body = await add(await newCart(), [{ sku: product.sku, quantity: 1 }]);
    return body.data.addProductsToCart.cart.items[0].prices.price.value;
  }

  it('answers the seeded options with Magento types, prices and uids', () => {
    expect(options.map((o) => o.__typename)).toEqual(['CustomizableFieldOption', 'CustomizableCheckboxOption', 'CustomizableDropDownOption']);
    const engraving = byTitle('Engraving');
    expect(engraving).toMatchObject({ required: false, sort_order: 1, product_sku: product.sku, value: { price: 15000, price_type: 'FIXED', max_characters: 20 } });
    expect(Buffer.from(engraving.uid, 'base64').toString()).toBe(`custom-option/${engraving.option_id}`);
    expect(engraving.value.uid).toBe(engraving.uid);
    const card = byTitle('Greeting card');
    expect(card.value.map((v: any) => [v.title, v.price, v.price_type])).toEqual([
      ['No card', 0, 'FIXED'],
      ['Printed card', 5, 'PERCENT'],
    ]);
    expect(Buffer.from(card.value[1].uid, 'base64').toString()).toBe(`custom-option/${card.option_id}/${card.value[1].option_type_id}`);
  });

  it('answers an empty options list for a product without options', async () => {
    const sku = shop.backend.db
      .prepare("SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND entity_id NOT IN (SELECT product_id FROM product_custom_options) LIMIT 1")
      .pluck()
      .get();
    const { body } = await shop.graphql('query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on SimpleProduct { options { uid } } } } }', { sku });
    expect(body.data.products.items[0].options).toEqual([]);
  });

  it('adds the options’ prices to the line: fixed rupiah and a percent of the product price, as integers', async () => {
    const base = await basePrice();
    const engraving = byTitle('Engraving');
    const wrap = byTitle('Gift wrap');
    const card = byTitle('Greeting card');
    const body = await add(await newCart(), [
      {
        sku: product.sku,
        quantity: 2,
        entered_options: [{ uid: engraving.uid, value: '  For Ani  ' }],
        selected_options: [wrap.value[0].uid, card.value[1].uid],
      },
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const [item] = body.data.addProductsToCart.cart.items;
    const unit = base + 15000 + 10000 + Math.round((base * 5) / 100);
    expect(item.prices.price.value).toBe(unit);
    expect(Number.isInteger(item.prices.price.value)).toBe(true);
    expect(item.prices.row_total.value).toBe(unit * 2);
    expect(item.customizable_options).toEqual([
      {
        id: engraving.option_id,
        customizable_option_uid: engraving.uid,
        label: 'Engraving',
        type: 'field',
        is_required: false,
        sort_order: 1,
        values: [{ id: engraving.option_id, customizable_option_value_uid: engraving.uid, label: '', value: 'For Ani', price: { value: 15000, units: 'Rp', type: 'FIXED' } }],
      },
      expect.objectContaining({ label: 'Gift wrap', type: 'checkbox', values: [expect.objectContaining({ label: 'Wrap as a gift', value: String(wrap.value[0].option_type_id), price: { value: 10000, units: 'Rp', type: 'FIXED' } })] }),
      expect.objectContaining({ label: 'Greeting card', type: 'drop_down', values: [expect.objectContaining({ label: 'Printed card', price: { value: 5, units: '%', type: 'PERCENT' } })] }),
    ]);
  });

  it('keeps equal options on one line and different options on separate lines (Magento merges equal buy requests)', async () => {
    const engraving = byTitle('Engraving');
    const cartId = await newCart();
    const withText = (value: string) => ({ sku: product.sku, quantity: 1, entered_options: [{ uid: engraving.uid, value }] });
    await add(cartId, [withText('Ani')]);
    await add(cartId, [withText('Ani')]);
    await add(cartId, [withText('Budi')]);
    const body = await add(cartId, [{ sku: product.sku, quantity: 1 }]);
    const items = body.data.addProductsToCart.cart.items;
    expect(items.map((i: any) => [i.quantity, i.customizable_options.map((o: any) => o.values[0].value)])).toEqual([
      [2, ['Ani']],
      [1, ['Budi']],
      [1, []],
    ]);
  });

  it('answers the entered text HTML-escaped in the cart, as Magento’s getFormattedOptionValue, and keeps it as entered', async () => {
    const engraving = byTitle('Engraving');
    const body = await add(await newCart(), [{ sku: product.sku, quantity: 1, entered_options: [{ uid: engraving.uid, value: `<b>"A" & 'B'` }] }]);
    expect(body.data.addProductsToCart.cart.items[0].customizable_options[0].values[0].value).toBe('&lt;b&gt;&quot;A&quot; &amp; &#039;B&#039;');
    const stored = shop.backend.db.prepare('SELECT options FROM quote_items ORDER BY item_id DESC LIMIT 1').pluck().get() as string;
    expect(JSON.parse(stored).custom[0].value).toBe(`<b>"A" & 'B'`);
  });

  it('takes the legacy addSimpleProductsToCart customizable_options (id or uid, value_string)', async () => {
    const base = await basePrice();
    const engraving = byTitle('Engraving');
    const wrap = byTitle('Gift wrap');
    const cartId = await newCart();
    const { body } = await shop.graphql(
      `mutation ($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { ${ITEMS} } } }`,
      {
        input: {
          cart_id: cartId,
          cart_items: [
            {
              data: { sku: product.sku, quantity: 1 },
              customizable_options: [
                { id: engraving.option_id, value_string: 'Legacy' },
                // Magento's legacy uid is base64 of the option id (CustomizableOptionUidArgsProcessor).
                { uid: uid(String(wrap.option_id)), value_string: `[${wrap.value[0].option_type_id}]` },
              ],
            },
          ],
        },
      },
    );
    expect(body.errors).toBeUndefined();
    const [item] = body.data.addSimpleProductsToCart.cart.items;
    expect(item.prices.price.value).toBe(base + 25000);
    expect(item.customizable_options.map((o: any) => o.values[0].label || o.values[0].value)).toEqual(['Legacy', 'Wrap as a gift']);
  });

  it('refuses with Magento’s messages: a missing required option, a text too long, a value of another option or product', async () => {
    const db = shop.backend.db;
    // A required text option on the product, for this test's backend only.
    const required = db.prepare("INSERT INTO product_custom_options (product_id, type, title, is_require, sort_order, price, price_type, max_characters) VALUES (?, 'field', 'Name on label', 1, 9, 0, 'fixed', 0)").run(product.id);
    const requiredUid = uid(`custom-option/${required.lastInsertRowid}`);
    const engraving = byTitle('Engraving');
    const card = byTitle('Greeting card');
    const other = db
      .prepare('SELECT v.option_id, v.option_type_id FROM product_custom_option_values v JOIN product_custom_options o ON o.option_id = v.option_id WHERE o.product_id <> ? LIMIT 1')
      .get(product.id) as { option_id: number; option_type_id: number };
    try {
      const cartId = await newCart();
      const named = { uid: requiredUid, value: 'Ani' };
      const attempts: Array<[unknown, string]> = [
        [{ sku: product.sku, quantity: 1 }, REQUIRED],
        [{ sku: product.sku, quantity: 1, entered_options: [{ uid: requiredUid, value: '   ' }] }, REQUIRED],
        [{ sku: product.sku, quantity: 1, entered_options: [named, { uid: engraving.uid, value: 'x'.repeat(21) }] }, TOO_LONG],
        // Where the option has no limit of its own: this shop's cap.
        [{ sku: product.sku, quantity: 1, entered_options: [{ uid: requiredUid, value: 'x'.repeat(UNLIMITED_TEXT_CAP + 1) }] }, TOO_LONG],
        // A value of another option of the same product, and of another product's option.
        [{ sku: product.sku, quantity: 1, entered_options: [named], selected_options: [uid(`custom-option/${card.option_id}/${other.option_type_id}`)] }, UNAVAILABLE],
        [{ sku: product.sku, quantity: 1, entered_options: [named], selected_options: [uid(`custom-option/${other.option_id}/${other.option_type_id}`)] }, UNAVAILABLE],
        // Two values for a drop-down, a text entered twice, a malformed value uid.
        [{ sku: product.sku, quantity: 1, entered_options: [named], selected_options: [card.value[0].uid, card.value[1].uid] }, UNAVAILABLE],
        [{ sku: product.sku, quantity: 1, entered_options: [named, named] }, UNAVAILABLE],
        [{ sku: product.sku, quantity: 1, entered_options: [named], selected_options: [uid(`custom-option/${card.option_id}`)] }, 'Wrong format of the entered option data'],
      ];
      for (const [item, message] of attempts) {
        const body = await add(cartId, [item]);
        expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message }]);
      }
      // A megabyte of text never reaches the cart: the request body is over the limit.
      const huge = await shop.graphql(ADD, { cartId, items: [{ sku: product.sku, quantity: 1, entered_options: [{ uid: requiredUid, value: 'x'.repeat(1024 * 1024) }] }] });
      expect(huge.status).toBe(413);
      const { body: cart } = await shop.graphql(`query ($cartId: String!) { cart(cart_id: $cartId) { ${ITEMS} } }`, { cartId });
      expect(cart.data.cart.items).toEqual([]);
      // Several refusals come as one message, lines apart (Magento's product type).
      const both = await add(cartId, [{ sku: product.sku, quantity: 1, entered_options: [{ uid: engraving.uid, value: 'x'.repeat(21) }] }]);
      expect(both.data.addProductsToCart.user_errors[0].message).toBe(`${TOO_LONG}\n${REQUIRED}`);
    } finally {
      db.prepare('DELETE FROM product_custom_options WHERE option_id = ?').run(required.lastInsertRowid);
    }
  });

  it('stores option prices as whole, non-negative rupiah only', () => {
    const db = shop.backend.db;
    const option = byTitle('Gift wrap');
    const insert = (price: unknown) => () => db.prepare("INSERT INTO product_custom_option_values (option_id, title, price, price_type) VALUES (?, 'Trick', ?, 'fixed')").run(option.option_id, price);
    expect(insert(-10000)).toThrow(/CHECK constraint failed/);
    expect(insert(0.5)).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare("UPDATE product_custom_options SET price = 1.25 WHERE option_id = ?").run(byTitle('Engraving').option_id)).toThrow(/CHECK constraint failed/);
  });

  it('refuses a checkbox value named twice with the required-options message (Magento’s Select type)', async () => {
    const wrap = byTitle('Gift wrap');
    const body = await add(await newCart(), [{ sku: product.sku, quantity: 1, selected_options: [wrap.value[0].uid, wrap.value[0].uid] }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: REQUIRED }]);
  });

  it('takes a configurable product’s own options next to its variant', async () => {
    const db = shop.backend.db;
    const configurable = db
      .prepare("SELECT p.entity_id AS id, p.sku FROM products p JOIN product_custom_options o ON o.product_id = p.entity_id WHERE p.type_id = 'configurable' LIMIT 1")
      .get() as { id: number; sku: string };
    const fixture = configurableWithChild(db);
    const wrapValue = db.prepare('SELECT v.option_id, v.option_type_id FROM product_custom_option_values v JOIN product_custom_options o USING (option_id) WHERE o.product_id = ?').get(configurable.id) as {
      option_id: number;
      option_type_id: number;
    };
    // Move the options onto the fixture's configurable when the seeded one has no stocked child.
    db.prepare('UPDATE product_custom_options SET product_id = (SELECT entity_id FROM products WHERE sku = ?) WHERE option_id = ?').run(fixture.parentSku, wrapValue.option_id);
    try {
      const plain = await add(await newCart(), [{ sku: fixture.parentSku, quantity: 1, selected_options: fixture.valueUids }]);
      const body = await add(await newCart(), [{ sku: fixture.parentSku, quantity: 1, selected_options: [...fixture.valueUids, uid(`custom-option/${wrapValue.option_id}/${wrapValue.option_type_id}`)] }]);
      expect(body.data.addProductsToCart.user_errors).toEqual([]);
      const [item] = body.data.addProductsToCart.cart.items;
      expect(item.prices.price.value).toBe(plain.data.addProductsToCart.cart.items[0].prices.price.value + 10000);
      expect(item.customizable_options).toEqual([{ label: 'Gift wrap', values: [{ label: 'Wrap as a gift', value: String(wrapValue.option_type_id) }] }]);
    } finally {
      db.prepare('UPDATE product_custom_options SET product_id = ? WHERE option_id = ?').run(configurable.id, wrapValue.option_id);
    }
  });

  it('updateCartItems replaces a line’s custom options (the line is made again and joins an equal one), refusing with Magento’s messages', async () => {
    const base = await basePrice();
    const engraving = byTitle('Engraving');
    const wrap = byTitle('Gift wrap');
    const cartId = await newCart();
    await add(cartId, [{ sku: product.sku, quantity: 1, entered_options: [{ uid: engraving.uid, value: 'Ani' }] }]);
    const added = await add(cartId, [{ sku: product.sku, quantity: 2, entered_options: [{ uid: engraving.uid, value: 'Budi' }] }]);
    const [first, second] = added.data.addProductsToCart.cart.items;
    const UPDATE = `mutation ($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${ITEMS} } } }`;
    const update = (item: any, quantity: number, customizable_options: unknown[]) => shop.graphql(UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: item.uid, quantity, customizable_options }] } });

    const changed = await update(second, 2, [
      { uid: engraving.uid, value_string: 'Cita' },
      { id: wrap.option_id, value_string: String(wrap.value[0].option_type_id) },
    ]);
    expect(changed.body.errors).toBeUndefined();
    const items = changed.body.data.updateCartItems.cart.items;
    expect(items.map((i: any) => [i.quantity, i.prices.price.value, i.customizable_options.map((o: any) => o.values[0].label || o.values[0].value)])).toEqual([
      [1, base + 15000, ['Ani']],
      [2, base + 25000, ['Cita', 'Wrap as a gift']],
    ]);

    const refused = await update(items[1], 2, [{ uid: engraving.uid, value_string: 'x'.repeat(21) }]);
    expect(refused.body.errors.map((e: any) => e.message)).toEqual([TOO_LONG]);
    const both = await update(items[1], 2, [{ id: engraving.option_id, uid: uid(String(engraving.option_id)), value_string: 'Dewi' }]);
    expect(both.body.errors.map((e: any) => e.message)).toEqual(["`id` and `uid` can't be used for CustomizableOptionInput object at the same time."]);
    const { body: unchanged } = await shop.graphql(`query ($cartId: String!) { cart(cart_id: $cartId) { ${ITEMS} } }`, { cartId });
    expect(unchanged.data.cart.items).toEqual(items);

    // Made equal to the first line, it joins it.
    const joined = await update(items[1], 2, [{ uid: engraving.uid, value_string: 'Ani' }]);
    expect(joined.body.data.updateCartItems.cart.items.map((i: any) => [i.uid, i.quantity])).toEqual([[first.uid, 3]]);
  });

  it('keeps the chosen options on the placed order: selected and entered options, the price paid', async () => {
    const base = await basePrice();
    const engraving = byTitle('Engraving');
    const wrap = byTitle('Gift wrap');
    const card = byTitle('Greeting card');
    const cartId = await newCart();
    await add(cartId, [{ sku: product.sku, quantity: 1, entered_options: [{ uid: engraving.uid, value: 'For Ani' }], selected_options: [wrap.value[0].uid, card.value[1].uid] }]);
    await makeReady(shop.graphql, cartId);
    const placed = await shop.graphql(PLACE_ORDER, { id: cartId });
    const number = placed.body.data.placeOrder.order.order_number;
    const { body } = await shop.graphql(
      `query ($number: String!, $email: String!, $postcode: String!) { guestOrder(input: {number: $number, email: $email, postcode: $postcode}) {
        items { product_sku product_sale_price { value } selected_options { label value } entered_options { label value } } } }`,
      { number, email: 'budi@example.com', postcode: JAKARTA_ADDRESS.postcode },
    );
    expect(body.errors).toBeUndefined();
    const [item] = body.data.guestOrder.items;
    expect(item.product_sale_price.value).toBe(base + 25000 + Math.round((base * 5) / 100));
    expect(item.entered_options).toEqual([{ label: 'Engraving', value: 'For Ani' }]);
    expect(item.selected_options).toEqual([
      { label: 'Gift wrap', value: 'Wrap as a gift' },
      { label: 'Greeting card', value: 'Printed card' },
    ]);
    const row = shop.backend.db.prepare("SELECT entered_options FROM sales_order_items WHERE entered_options IS NOT NULL ORDER BY item_id DESC LIMIT 1").pluck().get();
    expect(JSON.parse(row as string)).toEqual([{ label: 'Engraving', value: 'For Ani' }]);
  });
});
