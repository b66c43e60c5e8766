import { downloadPathOf, downloadRows } from '../downloadRows';

const link = (order: string, date: string, status: string, remaining: string, hash: string) => ({
  __typename: 'CustomerDownloadableProduct' as const,
  order_increment_id: order,
  date,
  status,
  remaining_downloads: remaining,
  download_url: `https://shop.test/downloadable/download/link/id/${hash}/`,
});

const order = (number: string, lines: Array<{ name: string; links?: Array<[string, number]> }>) => ({
  __typename: 'CustomerOrder' as const,
  number,
  items: lines.map((line) =>
    line.links
      ? { __typename: 'DownloadableOrderItem' as const, product_name: line.name, downloadable_links: line.links.map(([title, sort_order]) => ({ __typename: 'DownloadableItemsLinks' as const, title, sort_order })) }
      : { __typename: 'OrderItem' as const, product_name: line.name },
  ),
});

const answer = (items: unknown[], orders: unknown[]) => ({ customerDownloadableProducts: { items }, customer: { orders: { items: orders } } }) as never;

describe('downloadRows', () => {
  it("names each bought link by its order line and link, newest order first, with a same-origin path only while it is available", () => {
    const rows = downloadRows(
      answer(
        [
          link('000000011', '2026-11-01 10:00:00', 'available', '5', 'aaaaaaaaaaaaaaaaaaaaaaaa'),
          link('000000011', '2026-11-01 10:00:00', 'available', 'Unlimited', 'bbbbbbbbbbbbbbbbbbbbbbbb'),
          link('000000012', '2026-11-20 09:00:00', 'pending', '5', 'cccccccccccccccccccccccc'),
        ],
        [
          order('000000011', [{ name: 'Soap' }, { name: 'Skin e-Book', links: [['Plain text', 2], ['PDF', 1]] }]),
          order('000000012', [{ name: 'Skin e-Book', links: [['PDF', 1]] }]),
        ],
      ),
    );
    expect(rows.map((row) => [row.orderNumber, row.title, row.status, row.remaining, row.downloadPath])).toEqual([
      ['000000012', 'Skin e-Book: PDF', 'pending', '5', null],
      ['000000011', 'Skin e-Book: PDF', 'available', '5', '/downloadable/download/link/id/aaaaaaaaaaaaaaaaaaaaaaaa/'],
      ['000000011', 'Skin e-Book: Plain text', 'available', 'Unlimited', '/downloadable/download/link/id/bbbbbbbbbbbbbbbbbbbbbbbb/'],
    ]);
  });

  it("falls back to the order's downloadable products when its links cannot be told apart", () => {
    const rows = downloadRows(answer([link('000000013', '2026-11-02', 'available', '1', 'dddddddddddddddddddddddd')], [order('000000013', [{ name: 'Skin e-Book', links: [['PDF', 1], ['Text', 2]] }])]));
    expect(rows[0].title).toBe('Skin e-Book');
  });

  it('answers no rows before the answer and keeps an unknown status unavailable', () => {
    expect(downloadRows(undefined)).toEqual([]);
    const [row] = downloadRows(answer([link('000000014', '2026-11-03', 'pending_payment', '1', 'eeeeeeeeeeeeeeeeeeeeeeee')], []));
    expect(row).toMatchObject({ status: 'other', downloadPath: null, title: '' });
  });
});

describe('downloadPathOf', () => {
  it("keeps the path of Magento's download route only", () => {
    expect(downloadPathOf('https://magento.test/downloadable/download/link/id/abc/')).toBe('/downloadable/download/link/id/abc/');
    expect(downloadPathOf('javascript:alert(1)//downloadable/download/')).toBeNull();
    expect(downloadPathOf('https://evil.test/steal')).toBeNull();
    expect(downloadPathOf('not a url')).toBeNull();
    expect(downloadPathOf(null)).toBeNull();
  });
});
