import { baseUrl } from './serverState';

// The running shop's whole catalogue for the tests to pick products from, read the way any client
// must read it: page by page. Magento refuses a pageSize above 300, and the shop counts a large page
// into the query's complexity.

const PAGE_SIZE = 100;

/** Every product with a price (the whole catalogue), each with the `itemFields` selection. */
export async function wholeCatalogue<T>(itemFields: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const query = `{ products(filter: { price: { from: "0" } }, pageSize: ${PAGE_SIZE}, currentPage: ${page}) { page_info { total_pages } items { ${itemFields} } } }`;
    const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query })}`, { headers: { Store: 'default' } });
    const body = (await response.json()) as { data?: { products: { page_info: { total_pages: number }; items: T[] } | null }; errors?: unknown };
    if (!body.data?.products) throw new Error(`the catalogue query failed (${response.status}): ${JSON.stringify(body.errors)}`);
    items.push(...body.data.products.items);
    if (page >= body.data.products.page_info.total_pages) return items;
  }
}
