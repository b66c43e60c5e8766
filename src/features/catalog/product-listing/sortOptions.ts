import { defaultDirection, type ListingSort, type SortDirection } from './listingUrl';

export interface SortFieldsLike {
  default?: string | null;
  options?: ReadonlyArray<{ label?: string | null; value?: string | null } | null> | null;
}

export interface SortChoice {
  /** "price:DESC": the select's value. */
  id: string;
  sort: ListingSort;
  /** The server's name of the field (used for fields the storefront has no words for). */
  fieldLabel: string;
}

/** Position is the merchant's order and relevance the best match first: one direction each. */
const ONE_WAY: Record<string, SortDirection> = { position: 'ASC', relevance: 'DESC' };

export const sortId = ({ key, dir }: ListingSort) => `${key}:${dir}`;

/** The listing's sort when the URL names none: the server's default field in its natural direction. */
export function defaultSort(fields: SortFieldsLike | null | undefined): ListingSort | null {
  const key = fields?.default;
  return key ? { key, dir: defaultDirection(key) } : null;
}

/**
 * The choices of the "Sort by" control: each field of sort_fields in each direction it reads
 * well in, plus the current sort when the URL asks for one the list lacks (so the control
 * always tells the truth).
 */
export function sortChoices(fields: SortFieldsLike | null | undefined, current: ListingSort | null): SortChoice[] {
  const choices: SortChoice[] = [];
  for (const option of fields?.options ?? []) {
    const key = option?.value;
    if (!key) continue;
    const fieldLabel = option.label || key;
    const dirs: SortDirection[] = ONE_WAY[key] ? [ONE_WAY[key]] : ['ASC', 'DESC'];
    for (const dir of dirs) choices.push({ id: sortId({ key, dir }), sort: { key, dir }, fieldLabel });
  }
  if (current && !choices.some((choice) => choice.id === sortId(current))) {
    choices.push({ id: sortId(current), sort: current, fieldLabel: current.key });
  }
  return choices;
}

/** The i18n id and values that name a choice ("Price: Low to High"). */
export function sortLabelMessage({ sort, fieldLabel }: SortChoice): { id: string; values?: Record<string, string> } {
  const { key, dir } = sort;
  if (key === 'relevance' && dir === 'DESC') return { id: 'sort.relevance' };
  if (key === 'position' && dir === 'ASC') return { id: 'sort.position' };
  if (key === 'name') return { id: dir === 'ASC' ? 'sort.nameAsc' : 'sort.nameDesc' };
  if (key === 'price') return { id: dir === 'ASC' ? 'sort.priceAsc' : 'sort.priceDesc' };
  return { id: dir === 'ASC' ? 'sort.ascending' : 'sort.descending', values: { label: fieldLabel } };
}
