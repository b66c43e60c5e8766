/** Lower case, no accents, single spaces: how the search compares words. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface Searchable {
  name?: string | null;
  city?: string | null;
  state_province?: string | null;
}

/** True when every word of the shopper's query is in the store's name, city or province (no query: every store). */
export function matchesStore(store: Searchable, query: string): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = normalizeSearch([store.name, store.city, store.state_province].filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
