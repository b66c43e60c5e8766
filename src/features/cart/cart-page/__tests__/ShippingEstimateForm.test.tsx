import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { fakeResponse } from '../../../../lib/apollo/__testUtils__/fakeFetch';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';
import { shippingEstimateStore } from '../shippingEstimateStore';

const REGIONS = [
  { id: 1009, code: 'JK', name: 'DKI Jakarta' },
  { id: 1007, code: 'JB', name: 'Jawa Barat' },
  { id: 1022, code: 'PA', name: 'Papua' },
];
/** What the shop's table rates answer: Java's rates, Papua's with its surcharge. */
const RATES: Record<string, [number, number, number]> = { JK: [18000, 32000, 16000], JB: [18000, 32000, 16000], PA: [68000, 82000, 66000] };
const methodsFor = (regionCode: string) => {
  const [reg, yes, sicepat] = RATES[regionCode];
  return [
    { carrier_code: 'jne', method_code: 'reg', carrier_title: 'JNE', method_title: 'Reguler', amount: reg, available: true },
    { carrier_code: 'jne', method_code: 'yes', carrier_title: 'JNE', method_title: 'YES (Yakin Esok Sampai)', amount: yes, available: true },
    { carrier_code: 'sicepat', method_code: 'reg', carrier_title: 'SiCepat', method_title: 'Reguler', amount: sicepat, available: true },
    { carrier_code: 'instore', method_code: 'pickup', carrier_title: 'In-Store Pickup Delivery', method_title: 'In-Store Pickup', amount: 0, available: true },
  ];
};

const serum = { uid: 'l1', sku: 'SERUM', name: 'Bloom Serum', quantity: 1, price: 125000 };

function shop(extra: FakeResolvers = {}): FakeResolvers {
  return {
    getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, [serum]) } }),
    addressRegions: () => ({ data: { country: { __typename: 'Country', id: 'ID', available_regions: REGIONS.map((region) => ({ __typename: 'Region', ...region })) } } }),
    ...extra,
  };
}

let requests: Array<{ url: string; body: { address: Record<string, unknown> } }>;
const fetchBefore = globalThis.fetch;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  shippingEstimateStore.reload();
  requests = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    requests.push({ url: String(url), body });
    return fakeResponse(methodsFor(String(body.address.region_code)));
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = fetchBefore;
});

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const estimateBox = () => screen.getByRole('region', { name: 'Estimate Shipping' });

async function estimate(province: string, postcode: string) {
  const box = estimateBox();
  await userEvent.selectOptions(within(box).getByRole('combobox', { name: 'Province' }), province);
  const field = within(box).getByRole('textbox', { name: 'Postal Code' });
  await userEvent.clear(field);
  await userEvent.type(field, postcode);
  await userEvent.click(within(box).getByRole('button', { name: 'Estimate' }));
}

describe('/cart: Estimate Shipping', () => {
  it('estimates nothing until the shopper gives an address, and checks the fields with the spec’s messages', async () => {
    await renderApp('/cart', { resolvers: shop() });
    const box = await screen.findByRole('region', { name: 'Estimate Shipping' });
    expect(summary()).toHaveTextContent(/ShippingCalculated at checkout/);
    expect(summary()).toHaveTextContent(/Order TotalRp\s125\.000/);

    await userEvent.click(within(box).getByRole('button', { name: 'Estimate' }));
    expect(await within(box).findAllByText('Is required.')).toHaveLength(2);
    await userEvent.type(within(box).getByRole('textbox', { name: 'Postal Code' }), '121');
    expect(within(box).getByRole('textbox', { name: 'Postal Code' })).toHaveAccessibleDescription('Must contain more characters');
    expect(requests).toEqual([]);
  });

  it('lists the methods for the province with their prices, uses the cheapest delivery and follows the pick; another province changes them', async () => {
    await renderApp('/cart', { resolvers: shop() });
    await screen.findByRole('region', { name: 'Estimate Shipping' });
    await estimate('DKI Jakarta', '12190');

    const methods = await within(estimateBox()).findByRole('group', { name: 'Shipping methods' });
    expect(requests).toEqual([
      {
        url: expect.stringMatching(/^\/rest\/V1\/guest-carts\/\w+\/estimate-shipping-methods$/),
        body: { address: { country_id: 'ID', region_id: 1009, region_code: 'JK', region: 'DKI Jakarta', postcode: '12190' } },
      },
    ]);
    expect(within(estimateBox()).getByText('Estimated for DKI Jakarta 12190')).toBeInTheDocument();
    expect(within(methods).getByRole('radio', { name: /SiCepat - Reguler\s*Rp\s16\.000/ })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: /In-Store Pickup Delivery\s*Free/ })).not.toBeChecked();
    expect(summary()).toHaveTextContent(/Shipping \(SiCepat - Reguler\)Rp\s16\.000/);
    expect(summary()).toHaveTextContent(/Estimated TotalRp\s141\.000/);

    await userEvent.click(within(methods).getByRole('radio', { name: /JNE - YES/ }));
    expect(await within(summary()).findByText('Shipping (JNE - YES (Yakin Esok Sampai))')).toBeInTheDocument();
    expect(summary()).toHaveTextContent(/Estimated TotalRp\s157\.000/);

    await estimate('Papua', '99111');
    const papua = await within(estimateBox()).findByRole('radio', { name: /SiCepat - Reguler\s*Rp\s66\.000/ });
    expect(papua).toBeChecked();
    expect(within(estimateBox()).getByText('Estimated for Papua 99111')).toBeInTheDocument();
    expect(within(estimateBox()).getByRole('radio', { name: /JNE - Reguler\s*Rp\s68\.000/ })).toBeInTheDocument();
    expect(summary()).toHaveTextContent(/Shipping \(SiCepat - Reguler\)Rp\s66\.000/);
    expect(summary()).toHaveTextContent(/Estimated TotalRp\s191\.000/);
  });

  it('remembers the address and the pick for the tab', async () => {
    const first = await renderApp('/cart', { resolvers: shop() });
    await screen.findByRole('region', { name: 'Estimate Shipping' });
    await estimate('Papua', '99111');
    await userEvent.click(await within(estimateBox()).findByRole('radio', { name: /JNE - Reguler/ }));
    first.unmount();

    // As after a reload: the page starts from what the tab remembers and asks again.
    act(() => shippingEstimateStore.reload());
    requests = [];
    await renderApp('/cart', { resolvers: shop() });
    expect(await within(estimateBox()).findByRole('radio', { name: /JNE - Reguler\s*Rp\s68\.000/ })).toBeChecked();
    expect(within(estimateBox()).getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Papua');
    expect(within(estimateBox()).getByRole('textbox', { name: 'Postal Code' })).toHaveValue('99111');
    expect(requests).toHaveLength(1);
    expect(summary()).toHaveTextContent(/Shipping \(JNE - Reguler\)Rp\s68\.000/);
  });

  it('the checkout’s shipping address starts from the estimated province and postal code', async () => {
    const cart = await renderApp('/cart', { resolvers: shop() });
    await screen.findByRole('region', { name: 'Estimate Shipping' });
    await estimate('Papua', '99111');
    await within(estimateBox()).findByRole('group', { name: 'Shipping methods' });
    cart.unmount();

    await renderApp('/checkout', { resolvers: shop({ checkoutShippingMethods: ({ cartId }) => ({ data: { cart: { __typename: 'Cart', id: cartId, shipping_addresses: [] } } }) }) });
    expect(await screen.findByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Papua');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('99111');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it("starts from a signed-in customer's default shipping address, through carts/mine", async () => {
    const region = (code: string, name: string, id: number) => ({ __typename: 'CustomerAddressRegion', region: name, region_code: code, region_id: id });
    const address = (id: number, regionValue: ReturnType<typeof region>, postcode: string, isDefault: boolean) => ({
      __typename: 'CustomerAddress',
      id,
      firstname: 'Ayu',
      lastname: 'Pratama',
      street: ['Jl. Melati 5'],
      city: 'Kota',
      region: regionValue,
      postcode,
      telephone: '081298765432',
      country_code: 'ID',
      default_shipping: isDefault,
      default_billing: false,
    });
    await renderApp('/cart', {
      signedIn: true,
      resolvers: shop({
        checkoutCustomerAddresses: () => ({
          data: { customer: { __typename: 'Customer', email: 'ayu@example.com', default_shipping: '8', addresses: [address(7, region('JK', 'DKI Jakarta', 1009), '12190', false), address(8, region('PA', 'Papua', 1022), '99351', true)] } },
        }),
      }),
    });
    expect(await within(estimateBox()).findByText('Estimated for Papua 99351')).toBeInTheDocument();
    expect(requests.map(({ url, body }) => [url, body.address.region_code])).toEqual([['/rest/V1/carts/mine/estimate-shipping-methods', 'PA']]);
    expect(within(estimateBox()).getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Papua');
    expect(summary()).toHaveTextContent(/Shipping \(SiCepat - Reguler\)Rp\s66\.000/);
  });

  it('says so when the estimate cannot be had, and the totals leave shipping to the checkout', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await renderApp('/cart', { resolvers: shop() });
    await screen.findByRole('region', { name: 'Estimate Shipping' });
    await estimate('DKI Jakarta', '12190');
    expect(await within(estimateBox()).findByRole('alert')).toHaveTextContent('Shipping could not be estimated just now.');
    expect(summary()).toHaveTextContent(/ShippingCalculated at checkout/);
  });
});
