import { StorageKeys } from '../../persistence/keys';
import { asHandled, toError } from '../actionCreators';
import { createCart, removeCart } from '../cart/asyncActions';
import { MISSING_CART_ID } from '../cart/invalidCart';
import { type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { type AppDispatch, type AppThunk, type RootState, type ThunkExtra } from '../types';
import { formatAddress, type Address, type Region } from './address';
import actions, { type StepActions } from './actions';
import { toAvailableShippingMethods } from './reducer';
import { checkoutCalls, type PlacedOrder } from './calls';
import { clearCheckoutDataFromStorage, readSavedCheckout, type PaymentMethod, type ShippingMethod } from './storage';

export const MISSING_EMAIL = 'Missing required information: email';
/** A shipping method chosen before any address (a stale page). */
export const MISSING_SHIPPING_ADDRESS = 'Missing required information: shipping address';

export interface ShippingAddressSubmission {
  formValues: Address;
  /** The country's regions, to complete the address from its region_code. */
  regions: readonly Region[];
}

export interface PaymentSubmission {
  billingAddress: Address;
  paymentMethod: PaymentMethod;
  regions: readonly Region[];
}

/** The checkout's requests, through the thunk's Apollo and REST clients. */
const callsOf = ({ apolloClient, restClient }: ThunkExtra) => checkoutCalls(apolloClient, restClient);

function requireCartId(state: RootState): string {
  const { cartId } = state.cart;
  if (!cartId) throw new Error(MISSING_CART_ID);
  return cartId;
}

/** Runs one step: submit, then accept with its result or reject with the error, which is re-thrown. */
async function runStep<S, A>(dispatch: AppDispatch, step: StepActions<S, A>, submitted: S, work: () => Promise<A>): Promise<A> {
  dispatch(step.submit(submitted));
  try {
    const value = await work();
    dispatch(step.accept(value));
    return value;
  } catch (thrown) {
    const error = toError(thrown);
    // The step's form shows it: stored in checkout state and re-thrown to the caller.
    dispatch(asHandled(step.reject(error)));
    throw error;
  }
}

/** Starts afresh with whatever the shopper already entered in this browser. */
export const beginCheckout = (): AppThunk => async (dispatch, _getState, { persistence }) => {
  dispatch(actions.reset());
  const saved = readSavedCheckout(persistence);
  dispatch(
    actions.begin({
      availableShippingMethods: toAvailableShippingMethods(saved.availableShippingMethods),
      billingAddress: saved.billingAddress ?? null,
      shippingAddress: saved.shippingAddress ?? null,
      paymentCode: saved.paymentMethod?.code ?? '',
      paymentData: saved.paymentMethod?.data ?? null,
      shippingMethod: saved.shippingMethod?.carrier_code ?? '',
      shippingMethodCode: saved.shippingMethod?.method_code ?? '',
      shippingTitle: saved.shippingMethod?.carrier_title ?? '',
    }),
  );
};

export const cancelCheckout = (): AppThunk => async (dispatch) => {
  dispatch(actions.reset());
};

export const resetCheckout = cancelCheckout;

export const resetReceipt = (): AppThunk => async (dispatch) => {
  dispatch(actions.receipt.reset());
};

/** Which methods, at which rates, the cart's address gets now; a method no longer offered must be chosen again. */
function receiveShippingMethods(dispatch: AppDispatch, persistence: BrowserPersistence, methods: ShippingMethod[]): void {
  persistence.setItem(StorageKeys.availableShippingMethods, methods);
  const saved = readSavedCheckout(persistence).shippingMethod;
  if (saved && !methods.some((method) => method.carrier_code === saved.carrier_code && method.method_code === saved.method_code)) {
    persistence.removeItem(StorageKeys.shippingMethod);
  }
  dispatch(actions.getShippingMethods.receive(methods));
}

/**
 * Reads the rates again (when the checkout opens or the cart changes: a coupon can make shipping
 * free or not). A cart without a shipping address keeps what this browser saved.
 */
export const refreshShippingMethods = (): AppThunk<void> =>
  async (dispatch, getState, extra) => {
    const { cartId } = getState().cart;
    if (!cartId) return;
    try {
      const methods = await callsOf(extra).getShippingMethods({ cartId });
      if (methods) receiveShippingMethods(dispatch, extra.persistence, methods);
    } catch {
      // The saved rates stay; the shop checks the real one when the order is placed.
    }
  };

export const submitShippingAddress = (submission: ShippingAddressSubmission): AppThunk<Address> =>
  async (dispatch, getState, extra) =>
    runStep(dispatch, actions.shippingAddress, submission.formValues, async () => {
      const { persistence } = extra;
      const calls = callsOf(extra);
      const state = getState();
      const cartId = requireCartId(state);
      const { isSignedIn } = state.user;
      const { formValues, regions } = submission;
      if (!isSignedIn && !formValues.email) throw new Error(MISSING_EMAIL);
      const address = formatAddress(formValues, regions);
      if (!isSignedIn) await calls.setGuestEmail({ cartId, email: formValues.email as string });
      dispatch(actions.getShippingMethods.request(cartId));
      const methods = await calls.setShippingAddress({ cartId, address });
      persistence.setItem(StorageKeys.shippingAddress, address);
      receiveShippingMethods(dispatch, persistence, methods);
      return address;
    });

export const submitShippingMethod = (shippingMethod: ShippingMethod): AppThunk<ShippingMethod> =>
  async (dispatch, getState, extra) =>
    runStep(dispatch, actions.shippingMethod, shippingMethod, async () => {
      const { persistence } = extra;
      const state = getState();
      const cartId = requireCartId(state);
      const { shippingAddress } = state.checkout;
      if (!shippingAddress) throw new Error(MISSING_SHIPPING_ADDRESS);
      await callsOf(extra).setShippingInformation({ cartId, isSignedIn: state.user.isSignedIn, shippingAddress, shippingMethod });
      persistence.setItem(StorageKeys.shippingMethod, shippingMethod);
      return shippingMethod;
    });

export const submitPaymentMethodAndBillingAddress = (payload: PaymentSubmission): AppThunk<void> =>
  async (dispatch, getState, { persistence }) => {
    const { billingAddress, paymentMethod, regions } = payload;
    await runStep(dispatch, actions.billingAddress, billingAddress, async () => {
      const state = getState();
      requireCartId(state);
      const address = billingAddress.sameAsShippingAddress
        ? { ...billingAddress, ...state.checkout.shippingAddress, sameAsShippingAddress: true }
        : formatAddress(billingAddress, regions);
      persistence.setItem(StorageKeys.billingAddress, address);
      return address;
    });
    await runStep(dispatch, actions.paymentMethod, paymentMethod, async () => {
      requireCartId(getState());
      persistence.setItem(StorageKeys.paymentMethod, paymentMethod);
      return paymentMethod;
    });
  };

/**
 * Places the order: the saved shipping address and method go to the cart again first (so an order
 * placed after a reload or a recovered cart has them), then payment-information places it. After
 * that the receipt is kept, the saved checkout data forgotten and a new cart started.
 */
export const submitOrder = (): AppThunk<PlacedOrder> =>
  async (dispatch, getState, extra) => {
    const { persistence } = extra;
    const calls = callsOf(extra);
    const placed = await runStep(dispatch, actions.order, undefined, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const { isSignedIn } = state.user;
      const saved = readSavedCheckout(persistence);
      const shippingAddress = saved.shippingAddress ?? state.checkout.shippingAddress ?? undefined;
      const billingAddress = saved.billingAddress?.sameAsShippingAddress ? shippingAddress : saved.billingAddress;
      if (shippingAddress && saved.shippingMethod) {
        await calls.setShippingInformation({ cartId, isSignedIn, shippingAddress, shippingMethod: saved.shippingMethod });
      }
      return calls.placeOrder({
        cartId,
        isSignedIn,
        billingAddress,
        shippingAddress,
        paymentMethod: saved.paymentMethod,
        email: shippingAddress?.email ?? billingAddress?.email,
      });
    });
    const { shippingAddress, billingAddress } = getState().checkout;
    const billing = billingAddress?.sameAsShippingAddress ? shippingAddress : billingAddress;
    dispatch(actions.receipt.setOrder({ id: placed.id, number: placed.number, shipping_address: shippingAddress ?? undefined, billing_address: billing ?? undefined }));
    clearCheckoutDataFromStorage(persistence);
    await dispatch(removeCart());
    await dispatch(createCart());
    return placed;
  };
