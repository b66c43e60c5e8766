import { searchScore, searchTerms } from '../repositories/catalog/searchRelevance';

// The search page and the autocomplete list name matches first, then SKU (and brand), then
// products found only through their description.
describe('search relevance', () => {
  const product = (name: string, sku = 'X-1', brand: string | null = null) => ({ name, sku, brand });

  it('ranks a name match above a SKU match above a description-only match', () => {
    const terms = searchTerms('serum');
    const byName = searchScore(terms, product('Glow Serum 30 ml'));
    const bySku = searchScore(terms, product('Night Balm', 'SERUM-77'));
    const byDescription = searchScore(terms, product('Day Cream'));
    expect(byName).toBeGreaterThan(bySku);
    expect(bySku).toBeGreaterThan(byDescription);
    expect(byDescription).toBeGreaterThan(0);
  });

  it('weighs a word at a word start in the name above the same letters inside a word', () => {
    const terms = searchTerms('tone');
    expect(searchScore(terms, product('Tone Up Cream'))).toBeGreaterThan(searchScore(terms, product('Stone Balm')));
  });

  it('puts the whole phrase in a name above its words scattered in names', () => {
    const terms = searchTerms('Vitamin C');
    expect(searchScore(terms, product('Vitamin C 1000 mg'))).toBeGreaterThan(searchScore(terms, product('C-Care Vitamin Drops')));
  });
});
