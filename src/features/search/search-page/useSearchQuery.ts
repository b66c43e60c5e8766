import { useSearchParams } from 'react-router-dom';

/** The shopper's words from /search.html?query=…, trimmed: a query of only spaces is no query. */
export function useSearchQuery(): string {
  const [searchParams] = useSearchParams();
  return (searchParams.get('query') ?? '').trim();
}
