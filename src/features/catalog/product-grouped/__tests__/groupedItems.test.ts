import { groupedCartItems, groupedProblem, initialQuantities, type GroupedChild } from '../groupedItems';

const child = (sku: string, defaultQuantity: number, inStock = true): GroupedChild => ({
  uid: `uid-${sku}`,
  sku,
  name: `Product ${sku}`,
  inStock,
  defaultQuantity,
  finalPrice: 10000,
  regularPrice: 10000,
  currency: 'IDR',
  imageUrl: null,
});
const children = [child('A', 1), child('B', 2), child('C', 1, false)];

describe('grouped products', () => {
  it("starts each child at Magento's suggested quantity, sold-out children at 0", () => {
    expect(initialQuantities(children)).toEqual({ A: '1', B: '2', C: '0' });
  });

  it('adds every child in stock with a quantity above 0, one item each', () => {
    expect(groupedCartItems(children, { A: '3', B: '0', C: '5' })).toEqual([{ sku: 'A', quantity: 3 }]);
    expect(groupedCartItems(children, initialQuantities(children))).toEqual([
      { sku: 'A', quantity: 1 },
      { sku: 'B', quantity: 2 },
    ]);
  });

  it('asks for at least one quantity above 0', () => {
    expect(groupedProblem(children, { A: '0', B: '0', C: '0' })).toBe('nothingChosen');
    expect(groupedProblem(children, { A: '0', B: '1', C: '0' })).toBeNull();
  });

  it('refuses a negative quantity or one that is not a number', () => {
    expect(groupedProblem(children, { A: '-1', B: '2', C: '0' })).toBe('invalidQuantity');
    expect(groupedProblem(children, { A: 'two', B: '2', C: '0' })).toBe('invalidQuantity');
    expect(groupedProblem(children, { A: '', B: '2', C: '0' })).toBe('invalidQuantity');
  });
});
