import { type DownloadableProductsPageQuery } from '../../../__generated__/operations';

/** One bought file as the page lists it. */
export interface DownloadRow {
  key: string;
  orderNumber: string;
  date: string;
  /** "Healthy Skin Habits e-Book: PDF edition", or the order's downloadable products when the links cannot be told apart. */
  title: string;
  status: 'available' | 'pending' | 'expired' | 'other';
  /** Magento's remaining_downloads: a number, or "Unlimited". */
  remaining: string;
  /** Same-origin path of the file (the page sends the shopper's token only to its own origin). */
  downloadPath: string | null;
}

type Answer = DownloadableProductsPageQuery;
type OrderLine = { product_name?: string | null; downloadable_links?: ReadonlyArray<{ title?: string | null; sort_order?: number | null } | null> | null };

const STATUSES = new Set(['available', 'pending', 'expired']);

/** The path of a download URL, when it is a web URL under Magento's download route. */
export function downloadPathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, pathname } = new URL(url);
    return /^https?:$/.test(protocol) && pathname.startsWith('/downloadable/download/') ? pathname : null;
  } catch {
    return null;
  }
}

/** Each order's bought links in order line and link order: "Product: Link". */
function linkTitlesByOrder(answer: Answer): Map<string, { links: string[]; products: string[] }> {
  const byOrder = new Map<string, { links: string[]; products: string[] }>();
  for (const order of answer.customer?.orders?.items ?? []) {
    if (!order) continue;
    const lines = (order.items ?? []).filter((line): line is NonNullable<typeof line> & OrderLine => Boolean(line && 'downloadable_links' in line));
    const links = lines.flatMap((line) =>
      [...(line.downloadable_links ?? [])]
        .filter((link): link is { title?: string | null; sort_order?: number | null } => link !== null)
        .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
        .map((link) => `${line.product_name ?? ''}: ${link.title ?? ''}`),
    );
    byOrder.set(order.number, { links, products: lines.map((line) => line.product_name ?? '') });
  }
  return byOrder;
}

/**
 * The page's rows, newest order first. Magento lists an order's links in the order it bought them;
 * when the order's lines name exactly as many links, each row gets its link's title, otherwise the
 * order's downloadable products.
 */
export function downloadRows(answer: Answer | null | undefined): DownloadRow[] {
  if (!answer) return [];
  const titles = linkTitlesByOrder(answer);
  const items = (answer.customerDownloadableProducts?.items ?? []).filter((item): item is NonNullable<typeof item> => item !== null);
  const countByOrder = new Map<string, number>();
  for (const item of items) countByOrder.set(item.order_increment_id ?? '', (countByOrder.get(item.order_increment_id ?? '') ?? 0) + 1);
  const seen = new Map<string, number>();
  const rows = items.map((item, index): DownloadRow => {
    const orderNumber = item.order_increment_id ?? '';
    const position = seen.get(orderNumber) ?? 0;
    seen.set(orderNumber, position + 1);
    const named = titles.get(orderNumber);
    const title = named && named.links.length === countByOrder.get(orderNumber) ? named.links[position] : (named?.products.join(', ') ?? '');
    const status = STATUSES.has(item.status ?? '') ? (item.status as DownloadRow['status']) : 'other';
    return {
      key: `${orderNumber}-${index}`,
      orderNumber,
      date: item.date ?? '',
      title,
      status,
      remaining: item.remaining_downloads ?? '',
      downloadPath: status === 'available' ? downloadPathOf(item.download_url) : null,
    };
  });
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}
