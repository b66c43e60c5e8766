import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { customerOrder, customerOrders } from '../../../order/views/__testUtils__/orderAnswers';

/** 23 orders, 10 to a page, newest first; a search keeps the numbers containing its text. */
const ALL = Array.from({ length: 23 }, (_, index) => customerOrder(String(100000023 - index).padStart(9, '0'), { status: index === 0 ? 'Pending' : 'Complete' }));

function history(orders = ALL): FakeResolvers {
  return {
    orderHistory: ({ currentPage, pageSize, filter }) => {
      const match: string | undefined = filter?.number?.match;
      const found = match ? orders.filter((order) => order.number.includes(match)) : orders;
      const start = (currentPage - 1) * pageSize;
      return customerOrders(found.slice(start, start + pageSize), { current_page: currentPage, total_pages: Math.ceil(found.length / pageSize), total_count: found.length });
    },
  };
}

const requests = (sent: Array<{ operationName: string; variables: Record<string, unknown> }>) => sent.filter((op) => op.operationName === 'orderHistory').map((op) => op.variables);
/** The page's own search (the header has one too). */
const orderSearch = () => within(screen.getByRole('search', { name: 'Search your orders' }));
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/order-history', () => {
  it('lists the newest ten orders with number, date, status, item count and total', async () => {
    const { sent } = await renderApp('/order-history', { signedIn: true, resolvers: history() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getByRole('table')).toHaveTextContent('23 orders');
    expect(rows()).toHaveLength(10);
    const first = rows()[0];
    expect(within(first).getByRole('link', { name: 'View order 100000023' })).toHaveAttribute('href', '/order/100000023');
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('3 items');
    expect(first).toHaveTextContent('Rp 225.000');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order #', 'Date', 'Status', 'Items', 'Total']);
    expect(requests(sent)[0]).toEqual({ currentPage: 1, pageSize: 10 });
  });

  it('pages with Previous, page numbers and Next, keeping the page in the URL', async () => {
    const { sent, currentLocation } = await renderApp('/order-history', { signedIn: true, resolvers: history() });
    const pages = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(pages.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(pages.getByRole('link', { name: '3' })).toHaveAttribute('href', '/order-history?page=3');

    await userEvent.click(pages.getByRole('link', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'View order 100000013' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?page=2');
    expect(requests(sent).at(-1)).toMatchObject({ currentPage: 2, pageSize: 10 });
    const after = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(after.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(after.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/order-history');
    expect(after.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/order-history?page=3');
  });

  it('opens the page the URL names (a reload or Back), and the last page for one past it', async () => {
    const { sent, unmount } = await renderApp('/order-history?page=3', { signedIn: true, resolvers: history() });
    expect(await screen.findByRole('link', { name: 'View order 100000003' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(requests(sent)[0]).toMatchObject({ currentPage: 3 });
    unmount();

    const past = await renderApp('/order-history?page=9', { signedIn: true, resolvers: history() });
    expect(await screen.findByRole('link', { name: 'View order 100000001' })).toBeInTheDocument();
    expect(past.currentLocation().search).toBe('?page=3');
  });

  it('filters by order number from the search field, in the URL, and says when nothing matches', async () => {
    const { sent, currentLocation } = await renderApp('/order-history?page=2', { signedIn: true, resolvers: history() });
    const field = await screen.findByRole('searchbox', { name: 'Order Number' });
    expect(orderSearch().getByRole('searchbox')).toBe(field);
    await userEvent.type(field, '0000001');
    await userEvent.click(orderSearch().getByRole('button', { name: 'Search' }));
    expect(currentLocation().search).toBe('?search=0000001');
    expect(await screen.findByRole('link', { name: 'View order 100000019' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['100000019', '100000018', '100000017', '100000016', '100000015', '100000014', '100000013', '100000012', '100000011', '100000010']);
    expect(requests(sent).at(-1)).toEqual({ currentPage: 1, pageSize: 10, filter: { number: { match: '0000001' } } });

    await userEvent.clear(field);
    await userEvent.type(field, '999');
    await userEvent.click(orderSearch().getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No orders match “999”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Show all orders' }));
    expect(currentLocation().search).toBe('');
    expect(await screen.findByRole('link', { name: 'View order 100000023' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Order Number' })).toHaveValue('');
  });

  it('starts with the search the URL names', async () => {
    await renderApp('/order-history?search=0000002', { signedIn: true, resolvers: history() });
    expect(await screen.findByRole('searchbox', { name: 'Order Number' })).toHaveValue('0000002');
    expect(await screen.findByRole('link', { name: 'View order 100000023' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
  });

  it('says so when there are no orders yet, with a way to the shop', async () => {
    await renderApp('/order-history', { signedIn: true, resolvers: history([]) });
    expect(await screen.findByRole('heading', { name: 'You have placed no orders yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("shows the request's error", async () => {
    await renderApp('/order-history', { signedIn: true, resolvers: { orderHistory: () => ({ networkError: new Error('Failed to fetch') }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('sends a guest to sign in', async () => {
    const { currentLocation } = await renderApp('/order-history', { resolvers: history() });
    expect(currentLocation().pathname).toBe('/sign-in');
  });
});
