import { type GroupedChild } from '../../product-grouped/groupedItems';
import { cartItemsFor, purchaseProblem } from '../purchase';

const child = (sku: string, inStock = true): GroupedChild => ({ uid: sku, sku, name: sku, inStock, defaultQuantity: 1, finalPrice: 1, regularPrice: 1, currency: 'IDR', imageUrl: null });

describe('purchaseProblem', () => {
  it.each(['0', '-1', '', 'abc', '1.5'])('refuses the quantity "%s"', (quantity) => {
    expect(purchaseProblem({ kind: 'simple', sku: 'A', quantity })).toEqual({ id: 'product.quantityInvalid' });
  });

  it('accepts a whole quantity above 0', () => {
    expect(purchaseProblem({ kind: 'virtual', sku: 'A', quantity: '3' })).toBeNull();
  });

  it('names the options still to choose, before looking at the quantity', () => {
    expect(purchaseProblem({ kind: 'configurable', sku: 'A', quantity: '0', missingLabels: ['Shade', 'Size'], selectedUids: [] })).toEqual({
      id: 'product.chooseOptions',
      labels: ['Shade', 'Size'],
    });
    expect(purchaseProblem({ kind: 'bundle', sku: 'K', quantity: '1', missingLabels: ['Serum'], badQuantity: false, selectedOptions: [] })).toEqual({
      id: 'product.chooseOptions',
      labels: ['Serum'],
    });
  });

  it('names required custom options left empty, after the type\'s own options', () => {
    const custom = { missingTitles: ['Engraving'], selected: [], entered: [] };
    expect(purchaseProblem({ kind: 'simple', sku: 'A', quantity: '1', custom })).toEqual({ id: 'product.chooseOptions', labels: ['Engraving'] });
    expect(purchaseProblem({ kind: 'configurable', sku: 'A', quantity: '1', missingLabels: ['Shade'], selectedUids: [], custom })).toEqual({
      id: 'product.chooseOptions',
      labels: ['Shade', 'Engraving'],
    });
    expect(purchaseProblem({ kind: 'simple', sku: 'A', quantity: '1', custom: { ...custom, missingTitles: [] } })).toBeNull();
  });

  it('asks for the links of a downloadable product sold link by link', () => {
    expect(purchaseProblem({ kind: 'downloadable', sku: 'EBOOK', quantity: '1', missingLinks: 'Formats', selectedLinks: [] })).toEqual({ id: 'product.chooseOptions', labels: ['Formats'] });
    expect(purchaseProblem({ kind: 'downloadable', sku: 'EBOOK', quantity: '1', missingLinks: null, selectedLinks: ['bA=='] })).toBeNull();
    expect(cartItemsFor({ kind: 'downloadable', sku: 'EBOOK', quantity: '1', missingLinks: null, selectedLinks: ['bA=='] })).toEqual([{ sku: 'EBOOK', quantity: 1, selectedOptions: ['bA=='] }]);
  });

  it("refuses a bundle whose option quantity is wrong", () => {
    expect(purchaseProblem({ kind: 'bundle', sku: 'K', quantity: '1', missingLabels: [], badQuantity: true, selectedOptions: ['x'] })).toEqual({ id: 'product.quantityInvalid' });
  });

  it('asks a grouped product for at least one quantity, each 0 or more', () => {
    const children = [child('A'), child('B')];
    expect(purchaseProblem({ kind: 'grouped', children, quantities: { A: '0', B: '0' } })).toEqual({ id: 'product.groupedNothingChosen' });
    expect(purchaseProblem({ kind: 'grouped', children, quantities: { A: '-1', B: '2' } })).toEqual({ id: 'product.groupedQuantityInvalid' });
    expect(purchaseProblem({ kind: 'grouped', children, quantities: { A: '0', B: '2' } })).toBeNull();
  });
});

describe('cartItemsFor', () => {
  it('builds the items addProductsToCart takes for each product type', () => {
    expect(cartItemsFor({ kind: 'simple', sku: 'A', quantity: '2' })).toEqual([{ sku: 'A', quantity: 2 }]);
    expect(cartItemsFor({ kind: 'configurable', sku: 'PARENT', quantity: '1', missingLabels: [], selectedUids: ['c2hhZGU=', 'c2l6ZQ=='] })).toEqual([
      { sku: 'PARENT', quantity: 1, selectedOptions: ['c2hhZGU=', 'c2l6ZQ=='] },
    ]);
    expect(cartItemsFor({ kind: 'bundle', sku: 'KIT', quantity: '3', missingLabels: [], badQuantity: false, selectedOptions: ['b1', 'b2'] })).toEqual([
      { sku: 'KIT', quantity: 3, selectedOptions: ['b1', 'b2'] },
    ]);
    expect(cartItemsFor({ kind: 'grouped', children: [child('A'), child('B'), child('C', false)], quantities: { A: '2', B: '0', C: '4' } })).toEqual([{ sku: 'A', quantity: 2 }]);
  });

  it('adds chosen custom values to selected_options and typed texts to entered_options', () => {
    const custom = { missingTitles: [], selected: ['d3JhcA=='], entered: [{ uid: 'ZW5ncmF2ZQ==', value: 'Dewi' }] };
    expect(cartItemsFor({ kind: 'simple', sku: 'A', quantity: '1', custom })).toEqual([
      { sku: 'A', quantity: 1, selectedOptions: ['d3JhcA=='], enteredOptions: [{ uid: 'ZW5ncmF2ZQ==', value: 'Dewi' }] },
    ]);
    expect(cartItemsFor({ kind: 'configurable', sku: 'P', quantity: '2', missingLabels: [], selectedUids: ['c2hhZGU='], custom: { ...custom, entered: [] } })).toEqual([
      { sku: 'P', quantity: 2, selectedOptions: ['c2hhZGU=', 'd3JhcA=='] },
    ]);
  });
});
