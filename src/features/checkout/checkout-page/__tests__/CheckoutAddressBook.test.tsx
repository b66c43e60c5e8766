import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';

const region = (code: string, name: string, id: number) => ({ __typename: 'CustomerAddressRegion', region: name, region_code: code, region_id: id });
const ADDRESSES = [
  { __typename: 'CustomerAddress', id: 7, firstname: 'Ayu', lastname: 'Pratama', street: ['Jl. Melati 5'], city: 'Bandung', region: region('JB', 'Jawa Barat', 546), postcode: '40115', telephone: '081298765432', default_shipping: true },
  { __typename: 'CustomerAddress', id: 8, firstname: 'Ayu', lastname: 'Pratama', street: ['Jl. Sudirman 1'], city: 'Jakarta', region: region('JK', 'DKI Jakarta', 545), postcode: '10220', telephone: '081298765432', default_shipping: false },
];
const JNE = { __typename: 'AvailableShippingMethod', carrier_code: 'jne', carrier_title: 'JNE', method_code: 'reg', method_title: 'Reguler', available: true, amount: { __typename: 'Money', currency: 'IDR', value: 18000 } };

function signedInShop(): FakeResolvers {
  return {
    getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, [{ uid: 'l1', sku: 'SERUM', name: 'Bloom Serum', quantity: 1, price: 125000 }]) } }),
    addressRegions: () => ({
      data: { country: { __typename: 'Country', id: 'ID', available_regions: [{ __typename: 'Region', id: 545, code: 'JK', name: 'DKI Jakarta' }, { __typename: 'Region', id: 546, code: 'JB', name: 'Jawa Barat' }] } },
    }),
    checkoutCustomerAddresses: () => ({ data: { customer: { __typename: 'Customer', email: 'ayu@example.com', default_shipping: '7', addresses: ADDRESSES } } }),
    checkoutShippingMethods: ({ cartId }) => ({ data: { cart: { __typename: 'Cart', id: cartId, shipping_addresses: [] } } }),
    setShippingAddressOnCart: ({ cartId }) => ({
      data: { setShippingAddressesOnCart: { __typename: 'SetShippingAddressesOnCartOutput', cart: { __typename: 'Cart', id: cartId, shipping_addresses: [{ __typename: 'ShippingCartAddress', available_shipping_methods: [JNE] }] } } },
    }),
  };
}

describe('/checkout for a signed-in customer', () => {
  it('offers the address book (default first chosen) and sends the chosen address, with no guest email', async () => {
    const { sent } = await renderApp('/checkout', { signedIn: true, resolvers: signedInShop() });
    const book = await screen.findByRole('group', { name: 'Saved addresses' });
    expect(within(book).getByRole('radio', { name: 'Ayu Pratama, Jl. Melati 5, Bandung 081298765432' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();

    await userEvent.click(within(book).getByRole('radio', { name: /Jl\. Sudirman 1, Jakarta/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));

    expect(await screen.findByRole('radio', { name: /JNE - Reguler/ })).toBeInTheDocument();
    expect(sent.filter(({ operationName }) => operationName === 'setGuestEmailOnCart')).toEqual([]);
    expect(sent.find(({ operationName }) => operationName === 'setShippingAddressOnCart')?.variables).toMatchObject({
      street: ['Jl. Sudirman 1'],
      city: 'Jakarta',
      region_code: 'JK',
      region_id: 545,
      postcode: '10220',
      country_id: 'ID',
    });
  });

  it('shows the address fields for a new address', async () => {
    await renderApp('/checkout', { signedIn: true, resolvers: signedInShop() });
    const book = await screen.findByRole('group', { name: 'Saved addresses' });
    expect(screen.queryByRole('textbox', { name: 'Street Address' })).toBeNull();
    await userEvent.click(within(book).getByRole('radio', { name: 'New address' }));
    expect(screen.getByRole('textbox', { name: 'Street Address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });
});
