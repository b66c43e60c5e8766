import { customOptionsInput, customOptionsOf, customOptionsPrice, missingCustomOptions, type CustomOption } from '../customOptionChoice';

const value = (uid: string, title: string, price: number, price_type: 'FIXED' | 'PERCENT', sort_order: number) => ({
  __typename: 'CustomizableDropDownValue' as const,
  uid,
  title,
  price,
  price_type,
  sort_order,
});

// As getProductPage answers them (the fragment's aliases: `text` for a text option's value, `values` for a select's).
const answered = [
  { __typename: 'CustomizableDropDownOption' as const, uid: 'card', title: 'Greeting card', required: false, sort_order: 3, values: [value('printed', 'Printed card', 5, 'PERCENT', 2), value('none', 'No card', 0, 'FIXED', 1)] },
  { __typename: 'CustomizableFieldOption' as const, uid: 'engrave', title: 'Engraving', required: true, sort_order: 1, text: { __typename: 'CustomizableFieldValue' as const, uid: 'engrave-v', price: 15000, price_type: 'FIXED' as const, max_characters: 20 } },
  { __typename: 'CustomizableDateOption' as const, uid: 'date', title: 'Delivery date', required: false, sort_order: 0 },
  { __typename: 'CustomizableCheckboxOption' as const, uid: 'wrap', title: 'Gift wrap', required: false, sort_order: 2, values: [value('wrap-1', 'Wrap as a gift', 10000, 'FIXED', 1)] },
];

describe('customOptionsOf', () => {
  it("keeps the options a shopper can fill, in the merchant's order, with their values in order", () => {
    const options = customOptionsOf(answered as never);
    expect(options.map((option) => [option.uid, option.kind])).toEqual([
      ['engrave', 'field'],
      ['wrap', 'checkbox'],
      ['card', 'drop_down'],
    ]);
    expect(options[0]).toMatchObject({ required: true, maxCharacters: 20, price: { amount: 15000, percent: false } });
    expect(options[2].values.map((v) => v.title)).toEqual(['No card', 'Printed card']);
    expect(options[2].values[1].price).toEqual({ amount: 5, percent: true });
  });

  it('answers no options for a product without any', () => {
    expect(customOptionsOf(null)).toEqual([]);
    expect(customOptionsOf([null])).toEqual([]);
  });
});

describe('a shopper filling the options', () => {
  const options: CustomOption[] = customOptionsOf(answered as never);

  it('names the required options left empty (blank text counts as empty)', () => {
    expect(missingCustomOptions(options, {}).map((o) => o.title)).toEqual(['Engraving']);
    expect(missingCustomOptions(options, { engrave: '   ' }).map((o) => o.title)).toEqual(['Engraving']);
    expect(missingCustomOptions(options, { engrave: 'Dewi' })).toEqual([]);
  });

  it('sends typed text as entered options and chosen values as selected options, ignoring unknown uids', () => {
    expect(customOptionsInput(options, { engrave: ' Dewi ', wrap: ['wrap-1', 'forged'], card: 'printed' })).toEqual({
      selected: ['wrap-1', 'printed'],
      entered: [{ uid: 'engrave', value: 'Dewi' }],
    });
    expect(customOptionsInput(options, { engrave: '', card: '' })).toEqual({ selected: [], entered: [] });
  });

  it('prices what is chosen as Magento does: fixed rupiah plus a rounded percentage of the product price', () => {
    expect(customOptionsPrice(options, {}, 99999)).toBe(0);
    // 15,000 engraving + 10,000 wrap + 5% of 99,999 (4,999.95 → 5,000)
    expect(customOptionsPrice(options, { engrave: 'Dewi', wrap: ['wrap-1'], card: 'printed' }, 99999)).toBe(30000);
    expect(customOptionsPrice(options, { engrave: ' ', card: 'none' }, 99999)).toBe(0);
  });
});
