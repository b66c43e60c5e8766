import { visibleEntryCount } from '../visibleEntryCount';

describe('visibleEntryCount', () => {
  it('shows every entry when all fit, without room for "More"', () => {
    expect(visibleEntryCount([100, 100, 100], 300, 80)).toBe(3);
  });

  it('keeps room for "More" once one entry does not fit', () => {
    expect(visibleEntryCount([100, 100, 100], 299, 80)).toBe(2);
    expect(visibleEntryCount([100, 100, 100], 279, 80)).toBe(1);
  });

  it('never skips an entry to fit a later, narrower one: the order is the merchant\'s', () => {
    expect(visibleEntryCount([100, 200, 10], 250, 50)).toBe(1);
  });

  it('shows none beside "More" when even the first does not fit', () => {
    expect(visibleEntryCount([300, 10], 200, 50)).toBe(0);
  });
});
