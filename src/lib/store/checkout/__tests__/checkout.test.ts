import { StorageKeys } from '../../../persistence/keys';
import { createTestStore } from '../../testing/createTestStore';
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

const flatRate = { carrier_code: 'flatrate', carrier_title: 'Flat Rate', method_code: 'flatrate' };
const freeShipping = { carrier_code: 'freeshipping', carrier_title: 'Free Shipping', method_code: 'freeshipping' };
const setGuestEmail = async () => undefined;

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
    const { store } = createTestStore();
    const setShippingAddress = jest.fn(async () => [flatRate]);
    await expect(store.dispatch(submitShippingAddress({ formValues: address, regions }, { setGuestEmail, setShippingAddress }))).rejects.toThrow(
      'Missing required information: cartId',
    );
    expect(store.getState().checkout.isSubmitting).toBe(false);
    expect(store.getState().checkout.shippingAddressError?.message).toBe('Missing required information: cartId');
    expect(setShippingAddress).not.toHaveBeenCalled();
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it("needs a guest's email for the shipping address", async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const { email: _email, ...withoutEmail } = address;
    await expect(
      store.dispatch(submitShippingAddress({ formValues: withoutEmail, regions }, { setGuestEmail, setShippingAddress: async () => [] })),
    ).rejects.toThrow('Missing required information: email');
  });

  it('lets a signed-in customer submit an address without an email', async () => {
    const { store } = createTestStore({ token: 'tok', cartId: 'cart-1' });
    const { email: _email, ...withoutEmail } = address;
    const setGuestEmail = jest.fn(async () => undefined);
    await store.dispatch(submitShippingAddress({ formValues: withoutEmail, regions }, { setGuestEmail, setShippingAddress: async () => [flatRate] }));
    expect(setGuestEmail).not.toHaveBeenCalled();
    expect(store.getState().checkout.shippingAddress).toMatchObject({ region: 'DKI Jakarta' });
  });

  it('walks a guest from shipping address to receipt, saving each step and starting a new cart', async () => {
    const { store, persistence, evictions } = createTestStore({ cartId: 'cart-1' });
    const calls: string[] = [];

    const setGuestEmail = jest.fn(async () => void calls.push('email'));
    const setShippingAddress = jest.fn(async () => (calls.push('address'), [flatRate, freeShipping]));
    const pending = store.dispatch(submitShippingAddress({ formValues: address, regions }, { setGuestEmail, setShippingAddress }));
    expect(store.getState().checkout.isSubmitting).toBe(true);
    await pending;

    expect(calls).toEqual(['email', 'address']);
    expect(setGuestEmail).toHaveBeenCalledWith({ cartId: 'cart-1', email: 'dewi@example.com' });
    const formatted = { ...address, country_id: 'ID', region_id: 545, region_code: 'JK', region: 'DKI Jakarta' };
    expect(setShippingAddress).toHaveBeenCalledWith({ cartId: 'cart-1', address: formatted });
    expect(store.getState().checkout).toMatchObject({ isSubmitting: false, shippingAddress: formatted, shippingAddressError: null });
    expect(store.getState().checkout.availableShippingMethods.map(({ code, title }) => [code, title])).toEqual([
      ['flatrate', 'Flat Rate'],
      ['freeshipping', 'Free Shipping'],
    ]);
    expect(persistence.getItem(StorageKeys.shippingAddress)).toEqual(formatted);

    const setShippingInformation = jest.fn(async () => undefined);
    await store.dispatch(submitShippingMethod(freeShipping, { setShippingInformation }));
    expect(setShippingInformation).toHaveBeenCalledWith({ cartId: 'cart-1', isSignedIn: false, shippingMethod: freeShipping, shippingAddress: formatted });
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

    const placeOrder = jest.fn(async () => (calls.push('order'), { id: '42', number: '000000042' }));
    setShippingInformation.mockImplementation(async () => void calls.push('shipping-information'));
    await expect(store.dispatch(submitOrder({ setShippingInformation, placeOrder }))).resolves.toEqual({ id: '42', number: '000000042' });

    // The saved address and method reach the cart again just before the order is placed.
    expect(calls.slice(-2)).toEqual(['shipping-information', 'order']);
    expect(placeOrder).toHaveBeenCalledWith({
      cartId: 'cart-1',
      isSignedIn: false,
      shippingAddress: formatted,
      billingAddress: formatted,
      paymentMethod: { code: 'checkmo' },
      email: 'dewi@example.com',
    });
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
    const { store } = createTestStore({ cartId: 'cart-1' });
    const placeOrder = jest.fn(async () => {
      throw new Error('The shipping method is missing. Select the shipping method and try again.');
    });
    await expect(store.dispatch(submitOrder({ setShippingInformation: async () => undefined, placeOrder }))).rejects.toThrow('The shipping method is missing');
    expect(store.getState().checkout).toMatchObject({ isSubmitting: false });
    expect(store.getState().checkout.orderError?.message).toMatch('The shipping method is missing');
    expect(store.getState().cart.cartId).toBe('cart-1');
  });

  it('clears a step error when the step is submitted again', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    await store.dispatch(submitShippingAddress({ formValues: address, regions }, { setGuestEmail, setShippingAddress: async () => [flatRate] }));
    const setShippingInformation = jest.fn().mockRejectedValueOnce(new Error('Carrier with such method not found')).mockResolvedValue(undefined);
    await expect(store.dispatch(submitShippingMethod(flatRate, { setShippingInformation }))).rejects.toThrow();
    expect(store.getState().checkout.shippingMethodError?.message).toBe('Carrier with such method not found');
    await store.dispatch(submitShippingMethod(flatRate, { setShippingInformation }));
    expect(store.getState().checkout.shippingMethodError).toBeNull();
  });

  it('refuses a shipping method before a shipping address, without calling the shop', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const setShippingInformation = jest.fn(async () => undefined);
    await expect(store.dispatch(submitShippingMethod(flatRate, { setShippingInformation }))).rejects.toThrow('Missing required information: shipping address');
    expect(setShippingInformation).not.toHaveBeenCalled();
  });

  it('reads the rates again: a changed rate shows, and a method no longer offered must be chosen again', async () => {
    const { store, persistence } = createTestStore({ cartId: 'cart-1' });
    await store.dispatch(submitShippingAddress({ formValues: address, regions }, { setGuestEmail, setShippingAddress: async () => [flatRate, freeShipping] }));
    await store.dispatch(submitShippingMethod(flatRate, { setShippingInformation: async () => undefined }));

    const pricier = { ...flatRate, amount: { currency: 'IDR', value: 18000 } };
    await store.dispatch(refreshShippingMethods({ getShippingMethods: async () => [pricier] }));
    expect(store.getState().checkout).toMatchObject({ shippingMethod: 'flatrate', availableShippingMethods: [expect.objectContaining({ amount: pricier.amount })] });

    await store.dispatch(refreshShippingMethods({ getShippingMethods: async () => [freeShipping] }));
    expect(store.getState().checkout).toMatchObject({ shippingMethod: '', shippingMethodCode: '', shippingTitle: '' });
    expect(persistence.getItem(StorageKeys.shippingMethod)).toBeUndefined();

    // A cart without an address on the shop (null), or a failed read, keeps what was saved.
    await store.dispatch(refreshShippingMethods({ getShippingMethods: async () => null }));
    await store.dispatch(refreshShippingMethods({ getShippingMethods: async () => Promise.reject(new TypeError('Failed to fetch')) }));
    expect(store.getState().checkout.availableShippingMethods.map(({ code }) => code)).toEqual(['freeshipping']);
  });

  it('returns to the initial state on cancel', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    await store.dispatch(submitShippingAddress({ formValues: address, regions }, { setGuestEmail, setShippingAddress: async () => [flatRate] }));
    await store.dispatch(cancelCheckout());
    expect(store.getState().checkout).toEqual(initialCheckoutState);
  });
});
