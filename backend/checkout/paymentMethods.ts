/** The payment methods the shop offers, in display order. */
export interface PaymentMethod {
  code: string;
  title: string;
  /** Order status right after placing: offline methods wait for payment, a captured card is processing. */
  orderStatus: 'pending' | 'processing';
  /** Whether it goes through the card gateway (cardGateway.ts) when the order is placed. */
  isCard: boolean;
}

export const CARD_METHOD_CODE = 'jingga_card';

const METHODS: ReadonlyArray<PaymentMethod> = [
  { code: 'banktransfer', title: 'Bank Transfer Payment', orderStatus: 'pending', isCard: false },
  { code: 'cashondelivery', title: 'Cash On Delivery', orderStatus: 'pending', isCard: false },
  { code: CARD_METHOD_CODE, title: 'Credit / Debit Card', orderStatus: 'processing', isCard: true },
];

/** Magento's Zero Subtotal Checkout (payment/free): the only method for a cart with nothing left to pay. */
export const FREE_METHOD: PaymentMethod = { code: 'free', title: 'No Payment Information Required', orderStatus: 'pending', isCard: false };

/**
 * The methods a cart with this grand total may use: `free` alone when nothing is left to pay
 * (reward points or store credit cover it), the others otherwise, as Magento's ZeroTotal check and
 * Free::isAvailable decide.
 */
export function availablePaymentMethods(grandTotal: number): PaymentMethod[] {
  return grandTotal < 0.0001 ? [FREE_METHOD] : [...METHODS];
}

export function findPaymentMethod(code: string): PaymentMethod | null {
  return [...METHODS, FREE_METHOD].find((method) => method.code === code) ?? null;
}

/** Whether the method with this code may pay a cart with this grand total. */
export const isPaymentMethodAvailable = (code: string, grandTotal: number): boolean =>
  availablePaymentMethods(grandTotal).some((method) => method.code === code);
