import {
  bundlePrice,
  chooseMany,
  chooseOne,
  chosenLines,
  defaultChoice,
  invalidQuantities,
  missingRequired,
  selectionUnitPrice,
  setOptionQuantity,
  toggle,
  type BundleOption,
  type BundleSelection,
} from '../bundleChoice';
import { bundleSelectedOptions, selectionUidWithQuantity } from '../bundleUid';

const uid = (option: number, selection: number, qty: number) => btoa(`bundle/${option}/${selection}/${qty}`);
const selection = (id: number, option: number, price: number, extra: Partial<BundleSelection> = {}): BundleSelection => ({
  uid: uid(option, id, extra.quantity ?? 1),
  label: `Part ${id}`,
  quantity: 1,
  canChangeQuantity: false,
  isDefault: false,
  inStock: true,
  unitPrice: { regular: price, final: price },
  ...extra,
});

const cleanser: BundleOption = {
  uid: 'opt-1',
  title: 'Cleanser',
  required: true,
  type: 'radio',
  selections: [selection(1, 1, 50000, { isDefault: true }), selection(2, 1, 80000, { canChangeQuantity: true })],
};
const serum: BundleOption = { uid: 'opt-2', title: 'Serum', required: true, type: 'select', selections: [selection(3, 2, 100000), selection(4, 2, 120000, { isDefault: true, inStock: false })] };
const extras: BundleOption = {
  uid: 'opt-3',
  title: 'Extras',
  required: false,
  type: 'checkbox',
  selections: [selection(5, 3, 10000, { isDefault: true, quantity: 2, canChangeQuantity: true }), selection(6, 3, 20000, { isDefault: true })],
};
const options = [cleanser, serum, extras];

describe('defaultChoice', () => {
  it('starts with the default selections that are in stock, one for single-choice options', () => {
    const choice = defaultChoice(options);
    expect(choice['opt-1'].selected).toEqual([cleanser.selections[0].uid]);
    expect(choice['opt-2'].selected).toEqual([]);
    expect(choice['opt-3'].selected).toEqual([extras.selections[0].uid, extras.selections[1].uid]);
  });
});

describe('choosing', () => {
  it('picks one selection of a radio or select option, or none', () => {
    let choice = chooseOne(defaultChoice(options), 'opt-2', serum.selections[0].uid);
    expect(choice['opt-2'].selected).toEqual([serum.selections[0].uid]);
    choice = chooseOne(choice, 'opt-2', '');
    expect(choice['opt-2'].selected).toEqual([]);
  });

  it('toggles selections of a checkbox option and sets a multi-select at once', () => {
    let choice = toggle(defaultChoice(options), 'opt-3', extras.selections[0].uid, false);
    expect(choice['opt-3'].selected).toEqual([extras.selections[1].uid]);
    choice = toggle(choice, 'opt-3', extras.selections[0].uid, true);
    expect(choice['opt-3'].selected).toEqual([extras.selections[1].uid, extras.selections[0].uid]);
    expect(chooseMany(choice, 'opt-3', [])['opt-3'].selected).toEqual([]);
  });

  it("takes the shopper's quantity only where the selection allows it, and only for single-choice options", () => {
    let choice = chooseOne(defaultChoice(options), 'opt-1', cleanser.selections[1].uid);
    choice = setOptionQuantity(choice, 'opt-1', 3);
    choice = setOptionQuantity(choice, 'opt-3', 5);
    expect(chosenLines(options, choice).map((line) => [line.selection.label, line.quantity])).toEqual([
      ['Part 2', 3],
      ['Part 5', 2],
      ['Part 6', 1],
    ]);
    // The first cleanser's quantity is fixed: a typed quantity does not change it.
    const fixed = setOptionQuantity(defaultChoice(options), 'opt-1', 4);
    expect(chosenLines([cleanser], fixed)[0].quantity).toBe(1);
  });

  it('starts a newly picked selection at its own quantity', () => {
    let choice = chooseOne(defaultChoice(options), 'opt-1', cleanser.selections[1].uid);
    choice = setOptionQuantity(choice, 'opt-1', 3);
    choice = chooseOne(choice, 'opt-1', cleanser.selections[1].uid);
    expect(chosenLines([cleanser], choice)[0].quantity).toBe(1);
  });
});

describe('bundlePrice', () => {
  it('adds every chosen selection times its quantity to the bundle price', () => {
    const choice = chooseOne(defaultChoice(options), 'opt-2', serum.selections[0].uid);
    // 200000 + 50000 + 100000 + 2 x 10000 + 20000
    expect(bundlePrice({ basePrice: 200000, discountPercent: 0 }, options, choice)).toEqual({ regular: 390000, final: 390000 });
  });

  it('follows a change of selection and of quantity', () => {
    let choice = chooseOne(defaultChoice(options), 'opt-1', cleanser.selections[1].uid);
    choice = setOptionQuantity(chooseMany(choice, 'opt-3', []), 'opt-1', 2);
    expect(bundlePrice({ basePrice: 0, discountPercent: 0 }, options, choice).final).toBe(160000);
  });

  it("lowers the final price of the whole bundle by the bundle's discount", () => {
    const choice = chooseMany(defaultChoice(options), 'opt-3', []);
    expect(bundlePrice({ basePrice: 150000, discountPercent: 20 }, options, choice)).toEqual({ regular: 200000, final: 160000 });
  });

  it("keeps a dynamic bundle's regular price next to its discounted parts", () => {
    const part = selection(7, 4, 0, { isDefault: true, unitPrice: selectionUnitPrice('DYNAMIC', 79000, 0, 107000) });
    const option: BundleOption = { uid: 'opt-4', title: 'Part', required: true, type: 'radio', selections: [part] };
    expect(bundlePrice({ basePrice: 0, discountPercent: 0 }, [option], defaultChoice([option]))).toEqual({ regular: 107000, final: 79000 });
  });
});

describe('selectionUnitPrice', () => {
  it('reads fixed amounts, percentages of the bundle price and product prices', () => {
    expect(selectionUnitPrice('FIXED', 67000, 959000, 79000)).toEqual({ regular: 67000, final: 67000 });
    expect(selectionUnitPrice('PERCENT', 10, 500000, null)).toEqual({ regular: 50000, final: 50000 });
    expect(selectionUnitPrice('DYNAMIC', 79000, 0, 107000)).toEqual({ regular: 107000, final: 79000 });
    expect(selectionUnitPrice('DYNAMIC', 35000, 0, null)).toEqual({ regular: 35000, final: 35000 });
  });
});

describe('validation', () => {
  it('names the required options with nothing chosen', () => {
    expect(missingRequired(options, defaultChoice(options)).map((o) => o.title)).toEqual(['Serum']);
    expect(missingRequired(options, chooseOne(defaultChoice(options), 'opt-2', serum.selections[0].uid))).toEqual([]);
  });

  it('flags a typed quantity that is not a whole number above 0', () => {
    const choice = chooseOne(defaultChoice(options), 'opt-1', cleanser.selections[1].uid);
    expect(invalidQuantities(options, setOptionQuantity(choice, 'opt-1', 0)).map((o) => o.title)).toEqual(['Cleanser']);
    expect(invalidQuantities(options, setOptionQuantity(choice, 'opt-1', -2)).map((o) => o.title)).toEqual(['Cleanser']);
    expect(invalidQuantities(options, setOptionQuantity(choice, 'opt-1', Number.NaN)).map((o) => o.title)).toEqual(['Cleanser']);
    expect(invalidQuantities(options, setOptionQuantity(choice, 'opt-1', 2))).toEqual([]);
  });
});

describe('selected_options', () => {
  it('carries the quantity in each selection uid, as Magento reads it', () => {
    expect(atob(selectionUidWithQuantity(uid(1, 3, 1), 4))).toBe('bundle/1/3/4');
    let choice = chooseOne(defaultChoice(options), 'opt-1', cleanser.selections[1].uid);
    choice = chooseOne(setOptionQuantity(choice, 'opt-1', 2), 'opt-2', serum.selections[0].uid);
    expect(bundleSelectedOptions(options, setOptionQuantity(choice, 'opt-1', 2)).map((value) => atob(value))).toEqual(['bundle/1/2/2', 'bundle/2/3/1', 'bundle/3/5/2', 'bundle/3/6/1']);
  });

  it('leaves a uid of another shape as it is', () => {
    expect(selectionUidWithQuantity('not base64!', 2)).toBe('not base64!');
    expect(selectionUidWithQuantity(btoa('configurable/1/2'), 2)).toBe(btoa('configurable/1/2'));
  });
});
