/**
 * Turns search words into an FTS5 MATCH expression for the product_search index (trigram
 * tokenizer). Each word becomes one double-quoted string, so FTS5 reads it as literal text: quotes,
 * `*`, `:`, `-`, `(`, NEAR, AND/OR/NOT in the user's input can never form query syntax.
 */

/** Trigrams need three characters; NUL ends an FTS5 string early, so such words cannot be quoted. */
const MIN_FTS_LENGTH = 3;

export interface FullTextTerms {
  /** The MATCH expression (every word ANDed), or null when no word can use the index. */
  match: string | null;
  /** Words the index cannot answer (too short, or with NUL): matched with LIKE instead. */
  scanTerms: string[];
}

const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;

export function fullTextTerms(terms: readonly string[]): FullTextTerms {
  const indexed: string[] = [];
  const scanTerms: string[] = [];
  for (const term of terms) {
    if ([...term].length >= MIN_FTS_LENGTH && !term.includes('\u0000')) indexed.push(term);
    else scanTerms.push(term);
  }
  return { match: indexed.length ? indexed.map(quote).join(' AND ') : null, scanTerms };
}
