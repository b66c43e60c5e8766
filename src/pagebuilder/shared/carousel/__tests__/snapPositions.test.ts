import { nearestStop, snapPositions, stepStop } from '../snapPositions';

describe('snapPositions', () => {
  it('stops at each item, the last stop showing the last items', () => {
    // Four 300 px cards in a 700 px window: the end is at 500.
    expect(snapPositions([0, 300, 600, 900], 700, 1200, false)).toEqual([0, 300, 500]);
  });

  it('stops a window’s width at a time by page, ending at the end', () => {
    expect(snapPositions([0, 250, 500, 750, 1000, 1250, 1500, 1750], 1000, 2000, true)).toEqual([0, 1000]);
    expect(snapPositions([0, 250, 500, 750, 1000], 1000, 1250, true)).toEqual([0, 250]);
  });

  it('has one stop when everything fits', () => {
    expect(snapPositions([0, 300], 800, 600, false)).toEqual([0]);
    expect(snapPositions([0, 300], 800, 600, true)).toEqual([0]);
  });

  it('treats sub-pixel neighbours as one stop', () => {
    expect(snapPositions([0, 390.4, 780.6, 1171], 390.5, 1561.5, false)).toEqual([0, 390.4, 780.6, 1171]);
    expect(snapPositions([0, 0.6, 1], 100, 100, false)).toEqual([0]);
  });
});

describe('nearestStop and stepStop', () => {
  it('finds the stop nearest to the scroll position', () => {
    expect(nearestStop([0, 300, 500], 0)).toBe(0);
    expect(nearestStop([0, 300, 500], 380)).toBe(1);
    expect(nearestStop([0, 300, 500], 460)).toBe(2);
  });

  it('steps around the ends when looping, and holds at them otherwise', () => {
    expect(stepStop(2, 1, 3, true)).toBe(0);
    expect(stepStop(0, -1, 3, true)).toBe(2);
    expect(stepStop(2, 1, 3, false)).toBe(2);
    expect(stepStop(0, -1, 3, false)).toBe(0);
    expect(stepStop(0, 1, 0, true)).toBe(0);
  });
});
