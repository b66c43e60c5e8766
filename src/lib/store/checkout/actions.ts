import { defineActions, REQUEST_RECEIVE, type ActionCreator, type AsyncActionPair } from '../actionCreators';
import { type Address } from './address';
import type { PlacedOrder } from './calls';
import { type CheckoutState, type Order } from './reducer';
import { type PaymentMethod, type ShippingMethod } from './storage';

/** A checkout step: submit, then accept (the saved value) or reject (an Error). */
export interface StepActions<Submitted, Accepted> {
  submit: ActionCreator<Submitted>;
  accept: ActionCreator<Accepted>;
  reject: ActionCreator<Error>;
}

export interface CheckoutActions {
  begin: ActionCreator<Partial<CheckoutState>>;
  reset: ActionCreator;
  getShippingMethods: AsyncActionPair<string, ShippingMethod[]>;
  shippingAddress: StepActions<Address, Address>;
  shippingMethod: StepActions<ShippingMethod, ShippingMethod>;
  billingAddress: StepActions<Address, Address>;
  paymentMethod: StepActions<PaymentMethod, PaymentMethod>;
  order: StepActions<void, PlacedOrder>;
  receipt: { setOrder: ActionCreator<Order>; reset: ActionCreator };
}

const STEP = { SUBMIT: undefined, ACCEPT: undefined, REJECT: undefined };

const actions = defineActions<CheckoutActions>(
  'CHECKOUT',
  {
    GET_SHIPPING_METHODS: REQUEST_RECEIVE,
    SHIPPING_ADDRESS: STEP,
    SHIPPING_METHOD: STEP,
    BILLING_ADDRESS: STEP,
    PAYMENT_METHOD: STEP,
    ORDER: STEP,
    RECEIPT: { SET_ORDER: undefined, RESET: undefined },
  },
  'BEGIN',
  'RESET',
);

export default actions;
