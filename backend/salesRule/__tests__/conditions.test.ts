import { addressIs, cartConditions, CONDITION, itemConditions, itemFound, productIs, type AddressFacts, type ItemFacts, type LineFacts } from '../conditionTree';
import { cartMatches, itemHolds, lineMatches, validateAttribute } from '../conditions';

const item = (overrides: Partial<ItemFacts> = {}): ItemFacts => ({
  sku: 'NAL-SRM-0001',
  category_ids: [3, 5],
  attribute_set_id: 4,
  quote_item_qty: 2,
  quote_item_price: 50_000,
  quote_item_row_total: 100_000,
  ...overrides,
});
const line = (overrides: Partial<ItemFacts> = {}, children: ItemFacts[] = []): LineFacts => ({ ...item(overrides), children });
const address = (overrides: Partial<AddressFacts> = {}): AddressFacts => ({
  base_subtotal: 250_000,
  total_qty: 3,
  weight: 0.5,
  region_id: 600,
  region: 'Papua',
  postcode: '99111',
  country_id: 'ID',
  shipping_method: 'jne_yes',
  payment_method: 'banktransfer',
  ...overrides,
});

describe('validateAttribute: Magento\'s operators', () => {
  it.each([
    [250, '==', 250, true],
    [250, '==', '250', true],
    ['Papua', '==', 'papua', true],
    ['Papua', '!=', 'Bali', true],
    [250, '>=', 250, true],
    [249, '>=', 250, false],
    [250, '<=', 250, true],
    [251, '<=', 250, false],
    [251, '>', 250, true],
    [250, '>', 250, false],
    [249, '<', 250, true],
    [250, '<', 250, false],
    ['Jl. Sudirman 99111', '{}', '991', true],
    ['99111', '!{}', '123', true],
    ['99111', '()', '10110, 99111', true],
    ['99111', '!()', '10110, 99111', false],
    ['JG-A', '()', ['JG-A', 'JG-B'], true],
  ] as const)('%p %s %p is %p', (validated, operator, value, expected) => {
    expect(validateAttribute(validated, operator, value)).toBe(expected);
  });

  it('compares a list (category ids) with a list: is one of any, contains all', () => {
    expect(validateAttribute([3, 5], '==', '5, 9', true)).toBe(true);
    expect(validateAttribute([3, 5], '==', '9', true)).toBe(false);
    expect(validateAttribute([3, 5], '!=', '9', true)).toBe(true);
    expect(validateAttribute([3, 5], '{}', '3, 5', true)).toBe(true);
    expect(validateAttribute([3, 5], '{}', '3, 9', true)).toBe(false);
    expect(validateAttribute([3, 5], '()', '9, 3')).toBe(true);
    expect(validateAttribute([3, 5], '!()', '9, 3')).toBe(false);
  });

  it('never holds a comparison on a missing value, and treats a missing value as empty text', () => {
    expect(validateAttribute(null, '>=', 0)).toBe(false);
    expect(validateAttribute(null, '<', 10)).toBe(false);
    expect(validateAttribute(null, '==', 'Papua')).toBe(false);
    expect(validateAttribute(null, '!=', 'Papua')).toBe(true);
  });
});

describe('cartMatches: Combine, Address and Product\\Found', () => {
  const cart = { address: address(), lines: [line(), line({ sku: 'JG-SAMPLE-SERUM-5ML', category_ids: [5], quote_item_qty: 1, quote_item_price: 15_000, quote_item_row_total: 15_000 })] };

  it('holds without conditions, and an empty all-combine holds', () => {
    expect(cartMatches(null, cart)).toBe(true);
    expect(cartMatches(cartConditions([]), cart)).toBe(true);
  });

  it('all: every condition; any: one of them', () => {
    const subtotal = addressIs('base_subtotal', '>=', 200_000);
    const manyItems = addressIs('total_qty', '>=', 10);
    expect(cartMatches(cartConditions([subtotal, addressIs('region', '==', 'Papua')]), cart)).toBe(true);
    expect(cartMatches(cartConditions([subtotal, manyItems]), cart)).toBe(false);
    expect(cartMatches(cartConditions([subtotal, manyItems], 'any'), cart)).toBe(true);
    expect(cartMatches(cartConditions([manyItems, addressIs('region_id', '==', 1)], 'any'), cart)).toBe(false);
  });

  it('value false: all conditions false (none of them holds)', () => {
    expect(cartMatches(cartConditions([addressIs('region', '==', 'Bali'), addressIs('postcode', '==', '10110')], 'all', false), cart)).toBe(true);
    expect(cartMatches(cartConditions([addressIs('region', '==', 'Papua')], 'all', false), cart)).toBe(false);
  });

  it('nests combines', () => {
    const nested = cartConditions([addressIs('country_id', '==', 'ID'), cartConditions([addressIs('region', '==', 'Bali'), addressIs('shipping_method', '==', 'jne_yes')], 'any')]);
    expect(cartMatches(nested, cart)).toBe(true);
    expect(cartMatches(nested, { ...cart, address: address({ shipping_method: 'jne_reg' }) })).toBe(false);
  });

  it('Product\\Found: an item with these properties is (not) in the cart', () => {
    expect(cartMatches(cartConditions([itemFound([productIs('sku', '==', 'JG-SAMPLE-SERUM-5ML')])]), cart)).toBe(true);
    expect(cartMatches(cartConditions([itemFound([productIs('sku', '==', 'NOPE')])]), cart)).toBe(false);
    expect(cartMatches(cartConditions([itemFound([productIs('sku', '==', 'NOPE')], 'all', false)]), cart)).toBe(true);
    // All conditions on the same item: no single item is both the sample and two units.
    expect(cartMatches(cartConditions([itemFound([productIs('sku', '==', 'JG-SAMPLE-SERUM-5ML'), productIs('quote_item_qty', '>=', 2)])]), cart)).toBe(false);
  });

  it('Product\\Subselect: the matching lines\' total quantity or amount', () => {
    const subselect = (attribute: string, operator: '>=' | '<', value: number) => ({
      type: CONDITION.subselect,
      attribute,
      operator,
      value,
      aggregator: 'all' as const,
      conditions: [productIs('category_ids', '==', '5')],
    });
    expect(cartMatches(cartConditions([subselect('qty', '>=', 3)]), cart)).toBe(true);
    expect(cartMatches(cartConditions([subselect('qty', '>=', 4)]), cart)).toBe(false);
    expect(cartMatches(cartConditions([subselect('base_row_total', '>=', 115_000)]), cart)).toBe(true);
  });

  it('a condition of a type it does not know never holds', () => {
    expect(cartMatches(cartConditions([{ type: 'Vendor\\Rule\\Condition\\Weather', attribute: 'sun', operator: '==', value: 1 }]), cart)).toBe(false);
  });
});

describe('item conditions: lineMatches and itemHolds', () => {
  it('takes every line without actions', () => {
    expect(lineMatches(null, line())).toBe(true);
  });

  it('reads sku, category_ids, attribute_set_id and the quote item\'s qty, price and row total', () => {
    expect(itemHolds(itemConditions([productIs('sku', '==', 'nal-srm-0001')]), item())).toBe(true);
    expect(itemHolds(itemConditions([productIs('category_ids', '==', '5')]), item())).toBe(true);
    expect(itemHolds(itemConditions([productIs('category_ids', '!()', '5')]), item())).toBe(false);
    expect(itemHolds(itemConditions([productIs('attribute_set_id', '==', 9)]), item())).toBe(false);
    expect(itemHolds(itemConditions([productIs('quote_item_qty', '>=', 2), productIs('quote_item_price', '<', 60_000), productIs('quote_item_row_total', '==', 100_000)]), item())).toBe(true);
  });

  it('takes a line when a product inside it (a configurable\'s child) meets the actions', () => {
    const configurable = line({ sku: 'PARENT', category_ids: [7] }, [item({ sku: 'CHILD-RED', category_ids: [] })]);
    expect(lineMatches(itemConditions([productIs('sku', '==', 'CHILD-RED')]), configurable)).toBe(true);
    expect(lineMatches(itemConditions([productIs('category_ids', '==', '7')]), configurable)).toBe(true);
    expect(lineMatches(itemConditions([productIs('sku', '==', 'CHILD-BLUE')]), configurable)).toBe(false);
  });
});
