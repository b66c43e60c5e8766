import { shownDetails } from '../shownDetails';
import { complexText, toProductView, type ProductPageItem } from '../productView';
import { baseProduct, bundleProduct, configurableProduct, groupedProduct } from '../__testUtils__/productFixtures';

const view = (item: object) => toProductView(item as ProductPageItem);

describe('toProductView', () => {
  it('reads a simple product: prices, gallery by position, the deepest category', () => {
    const product = view(baseProduct('SimpleProduct'));
    expect(product.kind).toBe('simple');
    expect(product.price).toEqual({ final: 256000, regular: 311000, currency: 'IDR', percentOff: 17.68 });
    expect(product.images.map((image) => image.label)).toEqual(['Front', 'Back']);
    expect(product.categoryUid).toBe('NQ==');
    expect(product.configurable ?? product.bundle ?? product.grouped).toBeNull();
  });

  it('reads a configurable product into options with swatches and variants by attribute code', () => {
    const product = view(configurableProduct());
    expect(product.configurable?.options[0].values.map((value) => [value.label, value.swatch])).toEqual([
      ['Rose', { kind: 'color', color: '#e0607e' }],
      ['Coral', { kind: 'color', color: '#f88379' }],
      ['Plum', { kind: 'color', color: '#8e4162' }],
    ]);
    expect(product.configurable?.variants.map((variant) => [variant.values.shade, variant.inStock, variant.product.sku])).toEqual([
      ['c2hhZGUvcm9zZQ==', true, 'RIS-LIP-0010-rose'],
      ['c2hhZGUvY29yYWw=', true, 'RIS-LIP-0010-coral'],
      ['c2hhZGUvcGx1bQ==', false, 'RIS-LIP-0010-plum'],
    ]);
  });

  it("reads a bundle's own price, its options by position and each selection's unit price", () => {
    const product = view(bundleProduct());
    expect(product.bundle?.pricing).toEqual({ basePrice: 500000, discountPercent: 0 });
    expect(product.bundle?.options.map((option) => [option.title, option.type, option.required])).toEqual([
      ['Cleanser', 'radio', true],
      ['Serum', 'select', true],
      ['Extras', 'checkbox', false],
    ]);
    expect(product.bundle?.options[0].selections[1]).toMatchObject({ label: 'Cleansing Oil', canChangeQuantity: true, unitPrice: { regular: 90000, final: 90000 } });
  });

  it("reads a grouped product's children with their suggested quantities and stock", () => {
    const product = view(groupedProduct());
    expect(product.grouped?.map((child) => [child.sku, child.defaultQuantity, child.inStock])).toEqual([
      ['NEJ-MVT-0031', 1, true],
      ['NEJ-VTD-0032', 2, true],
      ['NEJ-ZNC-0033', 1, false],
    ]);
  });

  it('reads a description given as text or as an object with html', () => {
    expect(complexText('Plain words')).toBe('Plain words');
    expect(complexText({ html: '<p>Rich</p>' })).toBe('<p>Rich</p>');
    expect(complexText(null)).toBe('');
  });
});

describe('shownDetails', () => {
  it("follows the chosen variant's sku, price, stock and pictures", () => {
    const product = view(configurableProduct());
    const coral = product.configurable!.variants[1];
    expect(shownDetails(product)).toMatchObject({ sku: 'RIS-LIP-0010', priceIsFrom: true, price: { final: 100000 } });
    const shown = shownDetails(product, { variant: coral, preview: coral });
    expect(shown).toMatchObject({ sku: 'RIS-LIP-0010-coral', inStock: true, priceIsFrom: false, price: { final: 120000 } });
    expect(shown.images.map((image) => image.url)).toEqual(['http://localhost/media/catalog/product/coral.jpg']);
  });

  it("shows a bundle's price as chosen, with its discount", () => {
    const product = view(bundleProduct());
    expect(shownDetails(product, { bundlePrice: { regular: 800000, final: 640000 } }).price).toEqual({ final: 640000, regular: 800000, currency: 'IDR', percentOff: 20 });
  });
});
