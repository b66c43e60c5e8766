import type { Db } from '../../types';
import type { SeededRandom } from '../random';
import type { Domain } from './kinds';
import { slugify } from '../../text/slug';
import { insertRows } from './sqlInsert';
import { BRAND_BLOCKLIST, BRAND_COLORS, BRAND_COUNTRIES, BRAND_PROMISES, BRAND_SUFFIXES, BRAND_SYLLABLES } from './words';

export interface Brand {
  id: number;
  name: string;
  urlKey: string;
  /** Short upper-case code for SKUs. */
  code: string;
  domain: Domain;
  color: string;
  country: string;
  isFeatured: boolean;
  description: string;
  /** Media-relative logo path, e.g. "brands/lumira-beauty.png". */
  logo: string;
}

/** How many brands each domain gets (20 in all). */
const BRANDS_PER_DOMAIN: Record<Domain, number> = { beauty: 9, health: 7, device: 2, lab: 2 };

function inventWord(random: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const word = Array.from({ length: random.int(2, 3) }, () => random.pick(BRAND_SYLLABLES)).join('');
    const banned = (BRAND_BLOCKLIST as readonly string[]).includes(word);
    const codeTaken = taken.has(word.slice(0, 3));
    if (!banned && !codeTaken && !taken.has(word)) {
      taken.add(word);
      taken.add(word.slice(0, 3));
      return word;
    }
  }
}

/** Twenty invented brands with colours, countries and featured flags. */
export function generateBrands(random: SeededRandom): Brand[] {
  const taken = new Set<string>();
  const brands: Brand[] = [];
  for (const [domain, count] of Object.entries(BRANDS_PER_DOMAIN) as Array<[Domain, number]>) {
    for (let index = 0; index < count; index++) {
      const word = inventWord(random, taken);
      const name = word[0].toUpperCase() + word.slice(1) + random.pick(BRAND_SUFFIXES[domain]);
      const urlKey = slugify(name);
      const id = brands.length + 1;
      brands.push({
        id,
        name,
        urlKey,
        code: word.slice(0, 3).toUpperCase(),
        domain,
        color: BRAND_COLORS[(id - 1) % BRAND_COLORS.length],
        country: random.pick(BRAND_COUNTRIES[domain]),
        isFeatured: index < Math.ceil(count / 3),
        description: `<p>${name}: ${random.pick(BRAND_PROMISES[domain])}.</p>`,
        logo: `brands/${urlKey}.png`,
      });
    }
  }
  return brands;
}

export function insertBrands(db: Db, brands: readonly Brand[]): void {
  insertRows(
    db,
    'brands',
    brands.map((brand) => ({
      brand_id: brand.id,
      name: brand.name,
      url_key: brand.urlKey,
      logo: brand.logo,
      description: brand.description,
      is_featured: brand.isFeatured ? 1 : 0,
      sort_order: brand.id,
    })),
  );
}
