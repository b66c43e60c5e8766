/** Search words of a query: lower-cased, at most 10, each at least one character. */
export function searchTerms(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
}

const WEIGHT = { nameWord: 10, name: 6, sku: 4, brand: 4, description: 1 };

/**
 * Relevance of a product to the search words: a word in the name weighs most (more at a word
 * start), then SKU and brand; a word found only in the description weighs least.
 */
export function searchScore(terms: string[], product: { name: string; sku: string; brand: string | null }): number {
  const name = product.name.toLowerCase();
  const sku = product.sku.toLowerCase();
  const brand = (product.brand ?? '').toLowerCase();
  let score = 0;
  for (const term of terms) {
    if (new RegExp(`(^|[^a-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(name)) score += WEIGHT.nameWord;
    else if (name.includes(term)) score += WEIGHT.name;
    else if (sku.includes(term)) score += WEIGHT.sku;
    else if (brand.includes(term)) score += WEIGHT.brand;
    else score += WEIGHT.description;
  }
  if (terms.length > 1 && name.includes(terms.join(' '))) score += WEIGHT.nameWord;
  return score;
}
