import { choose, chosenLabel, isValueAvailable, missingOptions, previewVariant, resolveVariant, selectedValueUids, selectionOf, type ConfigurableOption, type Variant } from '../variantSelection';

// A two-option product (shade x size) where Rose/L does not exist and Nude/M is sold out.
const options: ConfigurableOption[] = [
  { code: 'shade', label: 'Shade', values: [{ uid: 'rose', label: 'Rose', swatch: { kind: 'color', color: '#e0607e' } }, { uid: 'nude', label: 'Nude', swatch: { kind: 'color', color: '#d9a38a' } }] },
  { code: 'size', label: 'Size', values: [{ uid: 'm', label: 'M', swatch: null }, { uid: 'l', label: 'L', swatch: null }] },
];
const variant = (shade: string, size: string, inStock = true): Variant<string> => ({ values: { shade, size }, inStock, product: `${shade}-${size}` });
const variants = [variant('rose', 'm'), variant('nude', 'm', false), variant('nude', 'l')];

describe('resolveVariant', () => {
  it('names no variant until every option is chosen', () => {
    expect(resolveVariant(options, variants, {})).toBeNull();
    expect(resolveVariant(options, variants, { shade: 'rose' })).toBeNull();
  });

  it('names the variant of a full choice', () => {
    expect(resolveVariant(options, variants, { shade: 'nude', size: 'l' })?.product).toBe('nude-l');
    expect(resolveVariant(options, variants, { size: 'm', shade: 'rose' })?.product).toBe('rose-m');
  });

  it('names none for a combination that does not exist', () => {
    expect(resolveVariant(options, variants, { shade: 'rose', size: 'l' })).toBeNull();
  });

  it('names none for a product without options', () => {
    expect(resolveVariant([], variants, {})).toBeNull();
  });
});

describe('isValueAvailable', () => {
  it('offers every value some variant in stock has while nothing is chosen', () => {
    expect(isValueAvailable(variants, {}, 'shade', 'rose')).toBe(true);
    expect(isValueAvailable(variants, {}, 'shade', 'nude')).toBe(true);
    expect(isValueAvailable(variants, {}, 'size', 'm')).toBe(true);
    expect(isValueAvailable(variants, {}, 'size', 'l')).toBe(true);
  });

  it('disables a combination that does not exist', () => {
    expect(isValueAvailable(variants, { shade: 'rose' }, 'size', 'l')).toBe(false);
    expect(isValueAvailable(variants, { size: 'l' }, 'shade', 'rose')).toBe(false);
  });

  it('disables a combination that is sold out', () => {
    expect(isValueAvailable(variants, { shade: 'nude' }, 'size', 'm')).toBe(false);
    expect(isValueAvailable(variants, { size: 'm' }, 'shade', 'nude')).toBe(false);
    expect(isValueAvailable(variants, { size: 'm' }, 'shade', 'rose')).toBe(true);
  });

  it("ignores the option's own choice, so the shopper can switch to another value", () => {
    expect(isValueAvailable(variants, { shade: 'rose', size: 'm' }, 'shade', 'nude')).toBe(false);
    expect(isValueAvailable(variants, { shade: 'nude', size: 'l' }, 'shade', 'nude')).toBe(true);
    expect(isValueAvailable(variants, { shade: 'rose', size: 'm' }, 'size', 'm')).toBe(true);
  });

  it('disables everything when every variant is sold out', () => {
    const soldOut = variants.map((v) => ({ ...v, inStock: false }));
    expect(options.flatMap((o) => o.values.map((v) => isValueAvailable(soldOut, {}, o.code, v.uid)))).toEqual([false, false, false, false]);
  });
});

describe('choices', () => {
  it('chooses, replaces and clears a value without touching the other options', () => {
    const chosen = choose({}, 'shade', 'rose');
    expect(chosen).toEqual({ shade: 'rose' });
    expect(choose(chosen, 'shade', 'nude')).toEqual({ shade: 'nude' });
    expect(choose({ shade: 'rose', size: 'm' }, 'size', '')).toEqual({ shade: 'rose' });
  });

  it('lists the options still to choose, in order', () => {
    expect(missingOptions(options, {}).map((o) => o.label)).toEqual(['Shade', 'Size']);
    expect(missingOptions(options, { size: 'm' }).map((o) => o.label)).toEqual(['Shade']);
    expect(missingOptions(options, { size: 'm', shade: 'rose' })).toEqual([]);
  });

  it("gives the chosen value uids in the options' order for selected_options", () => {
    expect(selectedValueUids(options, { size: 'l', shade: 'nude' })).toEqual(['nude', 'l']);
    expect(selectedValueUids(options, { size: 'l' })).toEqual(['l']);
  });

  it('names the chosen value of an option', () => {
    expect(chosenLabel(options[0], { shade: 'nude' })).toBe('Nude');
    expect(chosenLabel(options[1], { shade: 'nude' })).toBeNull();
  });
});

describe('previewVariant', () => {
  it('shows nothing special before any choice', () => {
    expect(previewVariant(variants, {})).toBeNull();
  });

  it('prefers a variant in stock that agrees with the choices so far', () => {
    expect(previewVariant(variants, { shade: 'nude' })?.product).toBe('nude-l');
    expect(previewVariant(variants, { size: 'm' })?.product).toBe('rose-m');
  });
});

describe('selectionOf', () => {
  it("gives the choices a cart line's value uids name, in any order", () => {
    expect(selectionOf(options, ['l', 'nude'])).toEqual({ shade: 'nude', size: 'l' });
  });

  it('ignores uids no option has, leaving that option unchosen', () => {
    expect(selectionOf(options, ['rose', 'gone'])).toEqual({ shade: 'rose' });
    expect(selectedValueUids(options, selectionOf(options, ['m', 'rose']))).toEqual(['rose', 'm']);
  });
});
