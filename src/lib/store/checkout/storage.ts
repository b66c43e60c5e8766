import { type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { CHECKOUT_STORAGE_KEYS, StorageKeys } from '../../persistence/keys';
import { type Address } from './address';

export interface ShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title?: string;
  amount?: { currency: string; value: number };
  [field: string]: unknown;
}

export interface PaymentMethod {
  code: string;
  /** The payment provider's data, e.g. `{ nonce }`. */
  data?: unknown;
}

/** The checkout steps the shopper completed, as saved in the browser. */
export interface SavedCheckout {
  availableShippingMethods?: ShippingMethod[];
  billingAddress?: Address;
  paymentMethod?: PaymentMethod;
  shippingAddress?: Address;
  shippingMethod?: ShippingMethod;
}

export function readSavedCheckout(persistence: BrowserPersistence): SavedCheckout {
  return {
    availableShippingMethods: persistence.getItem<ShippingMethod[]>(StorageKeys.availableShippingMethods),
    billingAddress: persistence.getItem<Address>(StorageKeys.billingAddress),
    paymentMethod: persistence.getItem<PaymentMethod>(StorageKeys.paymentMethod),
    shippingAddress: persistence.getItem<Address>(StorageKeys.shippingAddress),
    shippingMethod: persistence.getItem<ShippingMethod>(StorageKeys.shippingMethod),
  };
}

export function clearCheckoutDataFromStorage(persistence: BrowserPersistence): void {
  for (const key of CHECKOUT_STORAGE_KEYS) persistence.removeItem(key);
}
