import { type CustomerOrdersFilterInput } from '../../../__generated__/operations';

/*
 * The order history's state lives in the URL (?search=0012&page=2), so reload, links and Back keep
 * it. Anything unreadable falls back to the first page of every order.
 */

export const PAGE_PARAM = 'page';
export const SEARCH_PARAM = 'search';

/** The page asked for: a whole number from 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The order-number search, trimmed ('' for none). */
export function searchFrom(params: URLSearchParams): string {
  return (params.get(SEARCH_PARAM) ?? '').trim();
}

/** A new search starts on its first page; an empty one shows every order. */
export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  const text = search.trim();
  if (text) next.set(SEARCH_PARAM, text);
  else next.delete(SEARCH_PARAM);
  return next;
}

/** A link to this page with these parameters. */
export function hrefOf(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Magento's order filter for a search: the numbers containing the text; none for no search. */
export function numberFilter(search: string): CustomerOrdersFilterInput | undefined {
  // The generated input type names every condition; unset ones stay out of the request.
  return search ? { number: { match: search, eq: undefined, in: undefined } } : undefined;
}
