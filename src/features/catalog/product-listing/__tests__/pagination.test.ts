import { pageSlots } from '../pagination';

describe('pageSlots', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 8, [1, 2, 'gap', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'gap', 8]],
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [20, 20, [1, 'gap', 19, 20]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %d of %d', (current, total, slots) => {
    expect(pageSlots(current, total)).toEqual(slots);
  });

  it('treats a page out of range as the nearest page', () => {
    expect(pageSlots(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageSlots(-1, 8)).toEqual([1, 2, 'gap', 8]);
  });
});
