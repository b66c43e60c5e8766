import { scrollToReveal, tabForKey } from '../useTabs';

describe('tabForKey', () => {
  it('moves to the next and previous tab, wrapping around, and to the first and last', () => {
    expect(tabForKey('ArrowRight', 1, 3)).toBe(2);
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabForKey('Home', 2, 3)).toBe(0);
    expect(tabForKey('End', 0, 3)).toBe(2);
    expect(tabForKey('Enter', 1, 3)).toBeNull();
  });
});

describe('scrollToReveal (a tab list scrolling sideways on a phone)', () => {
  it('leaves a tab in view where it is', () => {
    expect(scrollToReveal(100, 200, 50, 300)).toBeNull();
  });

  it('scrolls right until a tab past the right edge shows whole', () => {
    expect(scrollToReveal(400, 560, 0, 358)).toBe(202);
  });

  it('scrolls left to a tab before the left edge, and to a tab’s start when it is wider than the list', () => {
    expect(scrollToReveal(40, 160, 120, 358)).toBe(40);
    expect(scrollToReveal(500, 1000, 0, 358)).toBe(500);
  });
});
