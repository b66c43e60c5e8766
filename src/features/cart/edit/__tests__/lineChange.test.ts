import { type CartPageLineView } from '../../cart-page/cartPageLine';
import { findLine, lineChange } from '../lineChange';

const line = (uid: string, selectedOptions: string[], quantity = 1): CartPageLineView => ({
  uid,
  name: 'Ampoule',
  href: null,
  imageUrl: null,
  options: [],
  quantity,
  rowTotal: { value: 0, currency: 'IDR' },
  sku: 'AMPOULE',
  productType: 'ConfigurableProduct',
  unitPrice: { value: 0, currency: 'IDR' },
  item: { sku: 'AMPOULE', quantity, selectedOptions },
  problem: null,
});

describe('lineChange', () => {
  it('is nothing for the same variant and quantity', () => {
    expect(lineChange(line('l1', ['30ml'], 2), ['30ml'], 2)).toEqual({ kind: 'none' });
  });

  it('updates the quantity in place for the same variant', () => {
    expect(lineChange(line('l1', ['30ml'], 2), ['30ml'], 5)).toEqual({ kind: 'quantity', item: { sku: 'AMPOULE', quantity: 5, selectedOptions: ['30ml'] } });
  });

  it('replaces the line for another variant, with the chosen quantity', () => {
    expect(lineChange(line('l1', ['red', 'm'], 2), ['red', 'l'], 2)).toEqual({ kind: 'replace', item: { sku: 'AMPOULE', quantity: 2, selectedOptions: ['red', 'l'] } });
  });

  it('sees the same variant whatever the order of its values', () => {
    expect(lineChange(line('l1', ['red', 'm']), ['m', 'red'], 1).kind).toBe('none');
  });
});

describe('findLine', () => {
  const lines = [line('l1', ['30ml']), line('l7', ['50ml'])];

  it('finds the line by its uid', () => {
    expect(findLine(lines, 'l7', { sku: 'AMPOULE', quantity: 1, selectedOptions: ['30ml'] })?.uid).toBe('l7');
  });

  it('finds a line that came back under a new uid by its configuration', () => {
    expect(findLine(lines, 'gone', { sku: 'AMPOULE', quantity: 3, selectedOptions: ['50ml'] })?.uid).toBe('l7');
    expect(findLine(lines, 'gone', { sku: 'AMPOULE', quantity: 1, selectedOptions: ['15ml'] })).toBeNull();
  });
});
