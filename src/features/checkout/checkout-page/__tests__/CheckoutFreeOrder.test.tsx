import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { createFakeFetch, fakeResponse } from '../../../../lib/apollo/__testUtils__/fakeFetch';
import { cartDetails, cartLoyaltyAnswer } from '../../../../lib/store/testing/cartFixtures';

const REGIONS = { data: { country: { __typename: 'Country', id: 'ID', available_regions: [{ __typename: 'Region', id: 546, code: 'JB', name: 'Jawa Barat' }] } } };
const ADDRESS = {
  __typename: 'CustomerAddress',
  id: 7,
  firstname: 'Ayu',
  lastname: 'Pratama',
  street: ['Jl. Melati 5'],
  city: 'Bandung',
  region: { __typename: 'CustomerAddressRegion', region: 'Jawa Barat', region_code: 'JB', region_id: 546 },
  postcode: '40115',
  telephone: '081298765432',
  default_shipping: true,
};
const PICKUP = {
  __typename: 'AvailableShippingMethod',
  carrier_code: 'instore',
  carrier_title: 'In-Store Pickup Delivery',
  method_code: 'pickup',
  method_title: 'In-Store Pickup',
  available: true,
  amount: { __typename: 'Money', currency: 'IDR', value: 0 },
};

const LOYALTY = { points: { points: 3170, value: 31700 }, credit: { balance: 125000, applied: 22300 } };

/** A customer's Rp 54.000 cart that reward points (Rp 31.700) and store credit (the rest) pay in full. */
function coveredCart(): FakeResolvers {
  return {
    getCartDetails: ({ cartId }) => ({
      data: { cart: cartDetails(cartId, [{ uid: 'l1', sku: 'TONER', name: 'Rice Toner', quantity: 1, price: 54000 }], null, [], LOYALTY) },
    }),
    cartLoyalty: ({ cartId }) => cartLoyaltyAnswer(cartId, LOYALTY),
    addressRegions: () => REGIONS,
    checkoutRegions: () => REGIONS,
    checkoutCustomerAddresses: () => ({ data: { customer: { __typename: 'Customer', email: 'ayu@example.com', default_shipping: '7', addresses: [ADDRESS] } } }),
    checkoutShippingMethods: ({ cartId }) => ({ data: { cart: { __typename: 'Cart', id: cartId, shipping_addresses: [] } } }),
    setShippingAddressOnCart: ({ cartId }) => ({
      data: { setShippingAddressesOnCart: { __typename: 'SetShippingAddressesOnCartOutput', cart: { __typename: 'Cart', id: cartId, shipping_addresses: [{ __typename: 'ShippingCartAddress', available_shipping_methods: [PICKUP] }] } } },
    }),
    // Magento offers Zero Subtotal Checkout alone when nothing is left to pay.
    checkoutPaymentMethods: ({ cartId }) => ({
      data: { cart: { __typename: 'Cart', id: cartId, available_payment_methods: [{ __typename: 'AvailablePaymentMethod', code: 'free', title: 'No Payment Information Required' }] } },
    }),
    latestCustomerOrder: () => ({
      data: { customer: { __typename: 'Customer', orders: { __typename: 'CustomerOrders', items: [{ __typename: 'CustomerOrder', id: btoa('42'), number: '000000042' }] } } },
    }),
  };
}

describe('/checkout of an order that points and credit pay in full', () => {
  const fetchBefore = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchBefore;
  });

  it('shows what points and credit pay, offers only "No Payment Information Required" and places the order with it', async () => {
    const rest = createFakeFetch(({ url }) => fakeResponse(url.endsWith('/payment-information') ? '42' : { payment_methods: [], totals: {} }));
    globalThis.fetch = rest.fetch;
    const { currentLocation } = await renderApp('/checkout', { signedIn: true, resolvers: coveredCart() });

    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText('Reward points (3.170 points)')).toBeInTheDocument();
    expect(summary.textContent?.replace(/\u00a0/g, ' ')).toMatch(/Reward points \(3\.170 points\)−Rp 31\.700Store credit−Rp 22\.300Order TotalRp 0/);

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Shipping Method' }));
    await userEvent.click(await screen.findByRole('radio', { name: /In-Store Pickup/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const methods = await screen.findByRole('group', { name: 'Payment methods' });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['free']);
    await userEvent.click(within(methods).getByRole('radio', { name: 'No Payment Information Required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review Order' }));

    expect(await screen.findByText('No Payment Information Required')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));

    await screen.findByText(/000000042/);
    expect(currentLocation().pathname).toBe('/thanks/000000042');
    const placed = rest.calls.find(({ url }) => url.endsWith('/rest/V1/carts/mine/payment-information'));
    expect(JSON.parse(String(placed?.init.body))).toMatchObject({ paymentMethod: { method: 'free', additional_data: {} } });
  });
});
