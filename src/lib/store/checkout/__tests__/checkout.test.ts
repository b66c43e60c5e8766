import { StorageKeys } from '../../../persistence/keys';
import { createTestStore, type FakeGraphql, type FakeGraphqlAnswer, type FakeRest, type TestStoreOptions } from '../../testing/createTestStore';
import { formatAddress, type Address, type Region } from '../address';
import {
  beginCheckout,
  cancelCheckout,
  refreshShippingMethods,
  resetReceipt,
  submitOrder,
  submitPaymentMethodAndBillingAddress,
  submitShippingAddress,
  submitShippingMethod,
} from '../asyncActions';
import { initialCheckoutState } from '../reducer';

const regions: Region[] = [
  { id: 545, code: 'JK', name: 'DKI Jakarta' },
  { id: 546, code: 'JB', name: 'Jawa Barat' },
];

const address: Address = {
  firstname: 'Dewi',
  lastname: 'Lestari',
  street: ['Jl. Sudirman 1'],
  city: 'Jakarta',
  region_code: 'JK',
  postcode: '10220',
  telephone: '081234567890',
  email: 'dewi@example.com',
};

const free = { currency: 'IDR', value: 0 };
const flatRate = { carrier_code: 'flatrate', carrier_title: 'Flat Rate', method_code: 'flatrate', amount: free };
const freeShipping = { carrier_code: 'freeshipping', carrier_title: 'Free Shipping', method_code: 'freeshipping', amount: free };
type Method = typeof flatRate;

/** The methods as Magento offers them for the cart's address (available_shipping_methods). */
const offered = (methods: Method[]) =>
  methods.map((method) => ({ __typename: 'AvailableShippingMethod', method_title: null, available: true, ...method, amount: { __typename: 'Money', ...method.amount } }));
const addressAnswer = (cartId: string, methods: Method[]) => ({
  __typename: 'Cart',
  id: cartId,
  shipping_addresses: [{ __typename: 'ShippingCartAddress', available_shipping_methods: offered(methods) }],
});

/**
 * The shop's side of the checkout: setGuestEmailOnCart and setShippingAddressesOnCart (answering
 * `methods`), checkoutShippingMethods (answering `rates`), and the REST calls, which `rest` answers
 * (shipping-information takes anything; payment-information places order 42, numbered 000000042).
 */
function checkoutShop({ methods = [flatRate], rates, rest, ...options }: TestStoreOptions & { methods?: Method[]; rates?: () => FakeGraphqlAnswer } = {}) {
  const graphql: FakeGraphql = {
    setGuestEmailOnCart: ({ cartId, email }) => ({ data: { setGuestEmailOnCart: { __typename: 'SetGuestEmailOnCartOutput', cart: { __typename: 'Cart', id: cartId, email } } } }),
    setShippingAddressOnCart: ({ cartId }) => ({ data: { setShippingAddressesOnCart: { __typename: 'SetShippingAddressesOnCartOutput', cart: addressAnswer(cartId, methods) } } }),
    ...(rates ? { checkoutShippingMethods: rates } : {}),
    ...options.graphql,
  };
  const shopRest: FakeRest = (path, request) => {
    if (rest) return rest(path, request);
    if (path.endsWith('/payment-information')) return '42';
    if (path.startsWith('/rest/V1/guest-carts/') && !path.endsWith('-information')) return { reserved_order_id: '000000042' };
    return {};
  };
  const test = createTestStore({ ...options, graphql, rest: shopRest });
  const sentTo = (name: string) => test.sent.filter(({ operationName }) => operationName === name).map(({ variables }) => variables);
  const restTo = (ending: string) => test.restSent.filter(({ path }) => path.endsWith(ending));
  return { ...test, sentTo, restTo };
}

/** An address as Magento's REST endpoints take it. */
const restAddress = (address: Address) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: address.street,
  city: address.city,
  region: address.region,
  region_id: address.region_id,
  region_code: address.region_code,
  postcode: address.postcode,
  country_id: address.country_id,
  telephone: address.telephone,
  email: address.email,
});

describe('address formatting', () => {
  it('completes an address with country ID and the region found by region_code', () => {
    expect(formatAddress({ ...address, region_code: 'JB' }, regions)).toMatchObject({
      country_id: 'ID',
      region_id: 546,
      region_code: 'JB',
      region: 'Jawa Barat',
    });
  });
});

describe('checkout slice', () => {
  it('begins with the steps saved in this browser', async () => {
    const { store } = createTestStore({
      cartId: 'cart-1',
      prepare: (p) => {
        p.setItem(StorageKeys.shippingAddress, address);
        p.setItem(StorageKeys.billingAddress, { ...address, sameAsShippingAddress: true });
        p.setItem(StorageKeys.shippingMethod, flatRate);
        p.setItem(StorageKeys.paymentMethod, { code: 'checkmo', data: { nonce: 'n1' } });
        p.setItem(StorageKeys.availableShippingMethods, [flatRate, freeShipping]);
      },
    });
    await store.dispatch(beginCheckout());
    expect(store.getState().checkout).toMatchObject({
      shippingAddress: address,
      billingAddress: { ...address, sameAsShippingAddress: true },
      shippingMethod: 'flatrate',
      shippingTitle: 'Flat Rate',
      paymentCode: 'checkmo',
      paymentData: { nonce: 'n1' },
      availableShippingMethods: [
        { ...flatRate, code: 'flatrate', title: 'Flat Rate' },
        { ...freeShipping, code: 'freeshipping', title: 'Free Shipping' },
      ],
    });
  });

  it("refuses a step without a cart: 'Missing required information: cartId', stored and re-thrown", async () => {
    const { store, sentNames } = checkoutShop();
    await expect(store.dispatch(submitShippingAddress({ formValues: address, regions }))).rejects.toThrow('Missing required information: cartId');
    expect(store.getState().checkout.isSubmitting).toBe(false);
    expect(store.getState().checkout.shippingAddressError?.message).toBe('Missing required information: cartId');
    expect(sentNames()).toEqual([]);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it("needs a guest's email for the shipping address", async () => {
    const { store } = checkoutShop({ cartId: 'cart-1', methods: [] });
    const { email: _email, ...withoutEmail } = address;
    await expect(store.dispatch(submitShippingAddress({ formValues: withoutEmail, regions }))).rejects.toThrow('Missing required information: email');
  });

  it('lets a signed-in customer submit an address without an email', async () => {
    const { store, sentTo } = checkoutShop({ token: 'tok', cartId: 'cart-1' });
    const { email: _email, ...withoutEmail } = address;
    await store.dispatch(submitShippingAddress({ formValues: withoutEmail, regions }));
    expect(sentTo('setGuestEmailOnCart')).toEqual([]);
    expect(store.getState().checkout.shippingAddress).toMatchObject({ region: 'DKI Jakarta' });
  });

  it('walks a guest from shipping address to receipt, saving each step and starting a new cart', async () => {
    const { store, persistence, evictions, sentNames, sentTo, restSent, restTo } = checkoutShop({ cartId: 'cart-1', methods: [flatRate, freeShipping] });

    const pending = store.dispatch(submitShippingAddress({ formValues: address, regions }));
    expect(store.getState().checkout.isSubmitting).toBe(true);
    await pending;

    expect(sentNames()).toEqual(['setGuestEmailOnCart', 'setShippingAddressOnCart']);
    expect(sentTo('setGuestEmailOnCart')).toEqual([{ cartId: 'cart-1', email: 'dewi@example.com' }]);
    const formatted = { ...address, country_id: 'ID', region_id: 545, region_code: 'JK', region: 'DKI Jakarta' };
    expect(sentTo('setShippingAddressOnCart')).toEqual([
      { cartId: 'cart-1', firstname: 'Dewi', lastname: 'Lestari', street: ['Jl. Sudirman 1'], city: 'Jakarta', region_code: 'JK', region_id: 545, postcode: '10220', telephone: '081234567890', country_id: 'ID' },
    ]);
    expect(store.getState().checkout).toMatchObject({ isSubmitting: false, shippingAddress: formatted, shippingAddressError: null });
    expect(store.getState().checkout.availableShippingMethods.map(({ code, title }) => [code, title])).toEqual([
      ['flatrate', 'Flat Rate'],
      ['freeshipping', 'Free Shipping'],
    ]);
    expect(persistence.getItem(StorageKeys.shippingAddress)).toEqual(formatted);

    await store.dispatch(submitShippingMethod(freeShipping));
    const shippingInformation = {
      path: '/rest/V1/guest-carts/cart-1/shipping-information',
      method: 'POST',
      body: {
        addressInformation: {
          shipping_address: restAddress(formatted),
          billing_address: restAddress(formatted),
          shipping_carrier_code: 'freeshipping',
          shipping_method_code: 'freeshipping',
        },
      },
    };
    expect(restSent).toEqual([shippingInformation]);
    expect(store.getState().checkout).toMatchObject({ shippingMethod: 'freeshipping', shippingMethodCode: 'freeshipping', shippingTitle: 'Free Shipping' });

    await store.dispatch(
      submitPaymentMethodAndBillingAddress({
        billingAddress: { ...address, sameAsShippingAddress: true },
        paymentMethod: { code: 'checkmo' },
        regions,
      }),
    );
    expect(store.getState().checkout).toMatchObject({ paymentCode: 'checkmo', isSubmitting: false });
    expect(store.getState().checkout.billingAddress).toMatchObject({ region: 'DKI Jakarta', sameAsShippingAddress: true });

    await expect(store.dispatch(submitOrder())).resolves.toEqual({ id: '42', number: '000000042' });

    // The saved address and method reach the cart again just before the order is placed.
    expect(restSent.slice(1).map(({ path }) => path)).toEqual([
      '/rest/V1/guest-carts/cart-1/shipping-information',
      '/rest/V1/guest-carts/cart-1/payment-information',
      // The guest cart, read back, names the order's number.
      '/rest/V1/guest-carts/cart-1',
    ]);
    expect(restTo('/payment-information').map(({ body }) => body)).toEqual([
      { cartId: 'cart-1', email: 'dewi@example.com', paymentMethod: { method: 'checkmo', additional_data: {} }, billingAddress: restAddress(formatted) },
    ]);
    expect(store.getState().checkout.receipt.order).toEqual({ id: '42', number: '000000042', shipping_address: formatted, billing_address: formatted });
    expect(store.getState().checkout.isSubmitting).toBe(false);
    for (const key of [StorageKeys.shippingAddress, StorageKeys.billingAddress, StorageKeys.shippingMethod, StorageKeys.paymentMethod, StorageKeys.availableShippingMethods]) {
      expect(persistence.getItem(key)).toBeUndefined();
    }
    expect(evictions).toEqual(['cart']);
    expect(store.getState().cart.cartId).toBe('new-cart-1');
    expect(persistence.getItem(StorageKeys.cartId)).toBe('new-cart-1');

    await store.dispatch(resetReceipt());
    expect(store.getState().checkout.receipt.order).toEqual({});
  });

  it('stores a failed order, clears the busy flag, re-throws and keeps the cart', async () => {
    const { store } = checkoutShop({
      cartId: 'cart-1',
      rest: () => {
        throw new Error('The shipping method is missing. Select the shipping method and try again.');
      },
    });
    await expect(store.dispatch(submitOrder())).rejects.toThrow('The shipping method is missing');
    expect(store.getState().checkout).toMatchObject({ isSubmitting: false });
    expect(store.getState().checkout.orderError?.message).toMatch('The shipping method is missing');
    expect(store.getState().cart.cartId).toBe('cart-1');
  });

  it('clears a step error when the step is submitted again', async () => {
    let refusals = 1;
    const { store } = checkoutShop({
      cartId: 'cart-1',
      rest: () => {
        if (refusals-- > 0) throw new Error('Carrier with such method not found');
        return {};
      },
    });
    await store.dispatch(submitShippingAddress({ formValues: address, regions }));
    await expect(store.dispatch(submitShippingMethod(flatRate))).rejects.toThrow();
    expect(store.getState().checkout.shippingMethodError?.message).toBe('Carrier with such method not found');
    await store.dispatch(submitShippingMethod(flatRate));
    expect(store.getState().checkout.shippingMethodError).toBeNull();
  });

  it('refuses a shipping method before a shipping address, without calling the shop', async () => {
    const { store, restSent } = checkoutShop({ cartId: 'cart-1' });
    await expect(store.dispatch(submitShippingMethod(flatRate))).rejects.toThrow('Missing required information: shipping address');
    expect(restSent).toEqual([]);
  });

  it('reads the rates again: a changed rate shows, and a method no longer offered must be chosen again', async () => {
    const pricier = { ...flatRate, amount: { currency: 'IDR', value: 18000 } };
    const rates: Array<() => FakeGraphqlAnswer> = [
      () => ({ data: { cart: addressAnswer('cart-1', [pricier]) } }),
      () => ({ data: { cart: addressAnswer('cart-1', [freeShipping]) } }),
      // A cart without an address on the shop, or a failed read, keeps what was saved.
      () => ({ data: { cart: { __typename: 'Cart', id: 'cart-1', shipping_addresses: [] } } }),
      () => ({ networkError: new TypeError('Failed to fetch') }),
    ];
    const { store, persistence } = checkoutShop({ cartId: 'cart-1', methods: [flatRate, freeShipping], rates: () => rates.shift()!() });
    await store.dispatch(submitShippingAddress({ formValues: address, regions }));
    await store.dispatch(submitShippingMethod(flatRate));

    await store.dispatch(refreshShippingMethods());
    expect(store.getState().checkout).toMatchObject({ shippingMethod: 'flatrate', availableShippingMethods: [expect.objectContaining({ amount: pricier.amount })] });

    await store.dispatch(refreshShippingMethods());
    expect(store.getState().checkout).toMatchObject({ shippingMethod: '', shippingMethodCode: '', shippingTitle: '' });
    expect(persistence.getItem(StorageKeys.shippingMethod)).toBeUndefined();

    await store.dispatch(refreshShippingMethods());
    await store.dispatch(refreshShippingMethods());
    expect(store.getState().checkout.availableShippingMethods.map(({ code }) => code)).toEqual(['freeshipping']);
  });

  it('returns to the initial state on cancel', async () => {
    const { store } = checkoutShop({ cartId: 'cart-1' });
    await store.dispatch(submitShippingAddress({ formValues: address, regions }));
    await store.dispatch(cancelCheckout());
    expect(store.getState().checkout).toEqual(initialCheckoutState);
  });
});
