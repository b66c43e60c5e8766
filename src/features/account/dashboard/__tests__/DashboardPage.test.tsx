import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { readLocalePreference, writeLocalePreference } from '../../../../lib/i18n/localePreference';

const address = (id: number, city: string, defaults: { shipping?: boolean; billing?: boolean }) => ({
  __typename: 'CustomerAddress',
  id,
  firstname: 'Dewi',
  lastname: 'Lestari',
  street: ['Jl. Melati 5'],
  city,
  region: { __typename: 'CustomerAddressRegion', region: 'Jawa Barat', region_code: 'JB', region_id: 9 },
  postcode: '40115',
  telephone: '081234567890',
  default_shipping: Boolean(defaults.shipping),
  default_billing: Boolean(defaults.billing),
});

const order = (number: string, status: string, value: number) => ({
  __typename: 'CustomerOrder',
  id: btoa(number),
  number,
  order_date: '2026-11-20 08:30:00',
  status,
  total: { __typename: 'OrderTotal', grand_total: { __typename: 'Money', value, currency: 'IDR' } },
});

function customer(overrides: Record<string, unknown> = {}): FakeResolvers {
  return {
    customerBalances: () => ({
      data: {
        customer: {
          __typename: 'Customer',
            reward_points: { __typename: 'RewardPoints', balance: { __typename: 'RewardPointsAmount', points: 3170, money: { __typename: 'Money', value: 31700, currency: 'IDR' } } },
            store_credit: { __typename: 'CustomerStoreCredit', enabled: true, current_balance: { __typename: 'Money', value: 150000, currency: 'IDR' } },
        },
      },
    }),
    accountDashboard: () => ({
      data: {
        customer: {
          __typename: 'Customer',
          firstname: 'Dewi',
          lastname: 'Lestari',
          email: 'dewi@example.com',
          is_subscribed: true,
          default_shipping: '1',
          default_billing: '2',
          addresses: [address(1, 'Bandung', { shipping: true }), address(2, 'Bogor', { billing: true })],
          orders: { __typename: 'CustomerOrders', total_count: 5, items: [order('000000012', 'Processing', 250000), order('000000011', 'Complete', 99000)] },
          ...overrides,
        },
      },
    }),
  };
}

describe('/customer/account', () => {
  it('shows the customer, their default addresses and latest orders, with links to each area', async () => {
    await renderApp('/customer/account', { signedIn: true, resolvers: customer() });
    expect(await screen.findByText('Hi, Dewi')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('dewi@example.com');
    expect(contact).toHaveTextContent('You are subscribed to our newsletter.');
    expect(within(contact).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/account-information');

    const addresses = screen.getByRole('region', { name: 'Default Addresses' });
    expect(within(addresses).getByRole('heading', { name: 'Default Shipping Address' }).nextElementSibling).toHaveTextContent('Bandung');
    expect(within(addresses).getByRole('heading', { name: 'Default Billing Address' }).nextElementSibling).toHaveTextContent('Bogor');

    const orders = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(orders).getByRole('link', { name: 'Order #000000012' })).toHaveAttribute('href', '/order/000000012');
    expect(orders).toHaveTextContent('Processing');
    expect(orders).toHaveTextContent('Rp 250.000');
    expect(within(orders).getByRole('link', { name: 'View all (5)' })).toHaveAttribute('href', '/order-history');

    const balances = screen.getByRole('region', { name: 'Points and Credit' });
    expect(within(balances).getByRole('link', { name: /Reward points 3\.170 points Rp\s31\.700/ })).toHaveAttribute('href', '/reward-points');
    expect(within(balances).getByRole('link', { name: /Store credit Rp\s150\.000/ })).toHaveAttribute('href', '/store-credit');

    // Every area is one link away; the current one is marked.
    const nav = screen.getAllByRole('navigation', { name: 'My Account' })[0];
    expect(within(nav).getByRole('link', { name: 'Address Book' })).toHaveAttribute('href', '/address-book');
    expect(within(nav).getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is no address or order yet, and one address can be both defaults', async () => {
    await renderApp('/customer/account', {
      signedIn: true,
      resolvers: customer({ addresses: [address(3, 'Depok', { shipping: true, billing: true })], orders: { __typename: 'CustomerOrders', total_count: 0, items: [] } }),
    });
    const addresses = await screen.findByRole('region', { name: 'Default Addresses' });
    expect(within(addresses).getByRole('heading', { name: 'Default Shipping and Billing Address' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent Orders' })).toHaveTextContent('You have placed no orders yet.');

    await renderApp('/customer/account', { signedIn: true, resolvers: customer({ addresses: [] }) });
    expect((await screen.findAllByText('You have no default address yet.')).length).toBeGreaterThan(0);
  });

  it("shows Magento's message when the account cannot be read", async () => {
    await renderApp('/customer/account', { signedIn: true, resolvers: { accountDashboard: () => ({ networkError: new Error('Failed to fetch') }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('offers a guest Sign In that comes back here, and Create an Account', async () => {
    const { sent, currentLocation } = await renderApp('/customer/account', { resolvers: customer() });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(currentLocation()).toMatchObject({ pathname: '/sign-in', state: { from: '/customer/account' } });
    expect(sent.map(({ operationName }) => operationName)).not.toContain('accountDashboard');
  });

  it('leaves the balances out on a store without reward points or store credit (Magento Open Source)', async () => {
    const resolvers = { ...customer(), customerBalances: () => ({ networkError: new Error('Cannot query field "reward_points" on type "Customer".') }) };
    await renderApp('/customer/account', { signedIn: true, resolvers });
    expect(await screen.findByRole('region', { name: 'Recent Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Points and Credit' })).toBeNull();
  });

  it('offers the languages in the My account tab, to guests too', async () => {
    const user = userEvent.setup();
    await renderApp('/customer/account', { resolvers: customer() });
    const languages = await screen.findByRole('region', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(readLocalePreference()).toBe('id_ID');
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    act(() => writeLocalePreference(null));
  });

  it("reads the orders' statuses in Bahasa Indonesia when the shop is shown in it", async () => {
    writeLocalePreference('id_ID');
    try {
      await renderApp('/customer/account', { signedIn: true, resolvers: customer() });
      const orders = await screen.findByRole('region', { name: 'Pesanan Terbaru' });
      expect(orders).toHaveTextContent('Diproses');
      expect(orders).toHaveTextContent('Selesai');
      expect(orders).not.toHaveTextContent('Processing');
      expect(screen.getByRole('region', { name: 'Poin dan Kredit' })).toHaveTextContent('3.170 poin');
    } finally {
      act(() => writeLocalePreference(null));
    }
  });
});
