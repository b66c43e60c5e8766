import { type BrandSummaryFragment } from '../../../__generated__/operations';

/** A brand as the pages show it: a name, a logo and where its products are. */
export interface BrandTile {
  id: number;
  name: string;
  urlKey: string;
  image: string | null;
}

export interface LetterGroup {
  /** A to Z, or # for names that start with anything else. */
  letter: string;
  brands: BrandTile[];
}

/** The letters of the A-Z index, in order; # gathers names that do not start with a letter. */
export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** The path of a brand's products page. */
export const brandPath = (urlKey: string) => `/brands/${encodeURIComponent(urlKey)}`;

/** The in-page anchor of a letter's group (# has none of its own in a URL fragment). */
export const letterAnchor = (letter: string) => `brands-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** The brands the shop answered, as tiles: those without a name or URL key cannot be shown or opened. */
export function brandTiles(items: ReadonlyArray<(BrandSummaryFragment & { is_featured?: number | null }) | null> | null | undefined): BrandTile[] {
  return (items ?? []).flatMap((item) =>
    item?.value && item.url_key && item.brand_id != null ? [{ id: item.brand_id, name: item.value, urlKey: item.url_key, image: item.image ?? null }] : [],
  );
}

/** The index letter of a name: its first letter without accents (É is E), else #. */
export function letterOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/** The brands grouped by letter, A to Z then #, each group by name as the shopper's language sorts it. */
export function groupByLetter(brands: readonly BrandTile[], locale: string): LetterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, BrandTile[]>();
  for (const brand of brands) {
    const letter = letterOf(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    brands: [...groups.get(letter)!].sort((a, b) => collator.compare(a.name, b.name)),
  }));
}
