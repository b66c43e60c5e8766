/** Positions (scrollLeft) closer than this are one stop: sub-pixel layout rounding. */
const SAME_STOP_PX = 2;

function distinct(positions: number[]): number[] {
  const stops: number[] = [];
  for (const position of positions) if (stops.every((stop) => Math.abs(stop - position) > SAME_STOP_PX)) stops.push(position);
  return stops;
}

/**
 * Where a scroll-snapping carousel stops (its scrollLeft values): at each item, or a viewport's
 * width at a time (`byPage`), never beyond the end (the last stop shows the last items).
 */
export function snapPositions(itemOffsets: readonly number[], viewportWidth: number, scrollWidth: number, byPage: boolean): number[] {
  const end = Math.max(0, scrollWidth - viewportWidth);
  if (!byPage || viewportWidth <= 0) return distinct(itemOffsets.map((offset) => Math.min(Math.max(0, offset), end)));
  const pages: number[] = [];
  for (let position = 0; position < end; position += viewportWidth) pages.push(position);
  return distinct([...pages, end]);
}

/** The stop nearest to scrollLeft. */
export function nearestStop(positions: readonly number[], scrollLeft: number): number {
  let nearest = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - scrollLeft) < Math.abs(positions[nearest] - scrollLeft)) nearest = index;
  });
  return nearest;
}

/** The stop `direction` steps from `current`: around the ends when looping, else held at them. */
export function stepStop(current: number, direction: 1 | -1, count: number, loop: boolean): number {
  if (count === 0) return 0;
  const next = current + direction;
  if (loop) return (next + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}
