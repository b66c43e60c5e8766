/** Where a search goes: /search.html?query=<trimmed text>, or null when there is nothing to search. */
export function searchUrl(text: string): string | null {
  const query = text.trim();
  return query ? `/search.html?${new URLSearchParams({ query })}` : null;
}
