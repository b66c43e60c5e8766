import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'IDR' });

/** 12 changes, newest first: 10 Rp 5.000 top-ups after one use and the opening Rp 100.000. */
const HISTORY = [
  ...Array.from({ length: 10 }, (_, index) => ({ action: 'Added', change: 5000, after: 125000 - index * 5000, date: `2026-01-${String(20 - index).padStart(2, '0')} 10:30:00` })),
  { action: 'Used', change: -25000, after: 75000, date: '2025-11-09 11:50:46' },
  { action: 'Added', change: 100000, after: 100000, date: '2025-03-02 09:15:00' },
];

function storeCredit({ enabled = true, history = HISTORY, balance = 125000 } = {}): FakeResolvers {
  return {
    storeCreditPage: ({ pageSize, currentPage }) => {
      const totalPages = Math.ceil(history.length / pageSize);
      // Like Magento's collections, a page past the end answers the last one.
      const page = Math.max(1, Math.min(currentPage, totalPages));
      const items = history.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
        __typename: 'CustomerStoreCreditHistoryItem',
        action: item.action,
        balance_change: money(item.change),
        actual_balance: money(item.after),
        date_time_changed: item.date,
      }));
      return {
        data: {
          customer: {
            __typename: 'Customer',
            store_credit: {
              __typename: 'CustomerStoreCredit',
              enabled,
              current_balance: enabled ? money(balance) : null,
              balance_history: enabled
                ? { __typename: 'CustomerStoreCreditHistory', items, page_info: { __typename: 'SearchResultPageInfo', current_page: page, total_pages: totalPages }, total_count: history.length }
                : null,
            },
          },
        },
      };
    },
  };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

describe('/store-credit', () => {
  it('shows the balance and the history 10 to a page, with Previous and Next keeping the page in the URL', async () => {
    const { sent, currentLocation } = await renderApp('/store-credit', { signedIn: true, resolvers: storeCredit() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store Credit' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your balance' })).toHaveTextContent(/Rp\s125\.000/);

    const table = screen.getByRole('table', { name: 'History' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Action', 'Change', 'Balance']);
    const firstPage = rowsOf(table);
    expect(firstPage).toHaveLength(10);
    expect(firstPage[0]).toEqual(['Jan 20, 2026', 'Added', '+Rp 5.000', 'Rp 125.000']);
    expect(sent.filter(({ operationName }) => operationName === 'storeCreditPage').map(({ variables }) => variables)).toEqual([{ pageSize: 10, currentPage: 1 }]);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull();
    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));

    expect(currentLocation()).toMatchObject({ pathname: '/store-credit', search: '?page=2' });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'History' }))).toEqual([
      ['Nov 9, 2025', 'Used', '−Rp 25.000', 'Rp 75.000'],
      ['Mar 2, 2025', 'Added', '+Rp 100.000', 'Rp 100.000'],
    ]);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(currentLocation()).toMatchObject({ pathname: '/store-credit', search: '' });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('opens the page the URL names, and the last one for a page past it', async () => {
    const { currentLocation } = await renderApp('/store-credit?page=7', { signedIn: true, resolvers: storeCredit() });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(currentLocation()).toMatchObject({ search: '?page=2' });
    expect(rowsOf(screen.getByRole('table', { name: 'History' }))).toHaveLength(2);
  });

  it('says so when store credit is switched off', async () => {
    await renderApp('/store-credit', { signedIn: true, resolvers: storeCredit({ enabled: false }) });
    expect(await screen.findByText('Store credit is not available in this shop.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your balance' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there is no history yet, with no pages to turn', async () => {
    await renderApp('/store-credit', { signedIn: true, resolvers: storeCredit({ history: [], balance: 0 }) });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('You have no store credit history yet.');
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent(/Rp\s0/);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says store credit is not available on a store without it (Magento Open Source)', async () => {
    const refused = { networkError: new Error('Cannot query field "store_credit" on type "Customer".') };
    await renderApp('/store-credit', { signedIn: true, resolvers: { storeCreditPage: () => refused } });
    expect(await screen.findByText('Store credit is not available in this shop.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error message when the credit cannot be read', async () => {
    await renderApp('/store-credit', { signedIn: true, resolvers: { storeCreditPage: () => ({ networkError: new Error('Failed to fetch') }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });
});
