export const SEARCH_PATH = '/search.html';

/** Where a search goes: /search.html?query=<trimmed text>, or null when there is nothing to search. */
export function searchUrl(text: string): string | null {
  const query = text.trim();
  return query ? `${SEARCH_PATH}?${new URLSearchParams({ query })}` : null;
}

/** The words of the search page being shown ('' on any other page): the search field shows them. */
export function shownSearchQuery(pathname: string, search: string): string {
  return pathname === SEARCH_PATH ? (new URLSearchParams(search).get('query') ?? '') : '';
}
