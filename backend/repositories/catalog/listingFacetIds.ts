/**
 * A product's row of product_listing_facets (migration 025): the categories whose listing shows it
 * and the select options it answers to (its own and its enabled configurable children's), each a
 * comma-separated list of ids, or null when empty. The aggregations count them over every match.
 */
export interface ListingFacets {
  categoryIds: string | null;
  optionIds: string | null;
}

const COMMA = 44;
const ZERO = 48;

/**
 * Calls `visit` with each id of the list until it returns true; true when one did. Read digit by
 * digit, not split and parsed: a big category reads thousands of these per request, and splitting
 * them cost more than the query.
 */
function someId(list: string | null, visit: (id: number) => boolean): boolean {
  if (!list) return false;
  let id = 0;
  for (let i = 0; i <= list.length; i++) {
    const code = i < list.length ? list.charCodeAt(i) : COMMA;
    if (code !== COMMA) {
      id = id * 10 + code - ZERO;
    } else {
      if (visit(id)) return true;
      id = 0;
    }
  }
  return false;
}

/** Adds one to `counts` for each id in the list. */
export function countIds(list: string | null, counts: Map<number, number>): void {
  someId(list, (id) => {
    counts.set(id, (counts.get(id) ?? 0) + 1);
    return false;
  });
}

/** Whether the list holds one of `ids`. */
export const hasAnyId = (list: string | null, ids: ReadonlySet<number>): boolean => ids.size > 0 && someId(list, (id) => ids.has(id));
