import type { Db } from '../types';
import { orderTotalLimits } from './paymentConfig';

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
/** Magento's Bank Transfer Payment: paid when the transfer arrives, which the customer may confirm (confirmPayment). */
export const BANK_TRANSFER_METHOD_CODE = 'banktransfer';

const METHODS: ReadonlyArray<PaymentMethod> = [
  { code: BANK_TRANSFER_METHOD_CODE, title: 'Bank Transfer Payment', orderStatus: 'pending', isCard: false },
  { code: 'cashondelivery', title: 'Cash On Delivery', orderStatus: 'pending', isCard: false },
  { code: CARD_METHOD_CODE, title: 'Credit / Debit Card', orderStatus: 'processing', isCard: true },
];

/** Magento's Zero Subtotal Checkout (payment/free): the only method for a cart with nothing left to pay. */
export const FREE_METHOD: PaymentMethod = { code: 'free', title: 'No Payment Information Required', orderStatus: 'pending', isCard: false };

/** Magento\Payment\Model\Checks\TotalMinMax: the cart's base grand total is within the method's min/max order total. */
function isWithinOrderTotal(db: Db, storeId: number, code: string, baseGrandTotal: number): boolean {
  const { min, max } = orderTotalLimits(db, storeId, code);
  return !(min !== null && baseGrandTotal < min) && !(max !== null && baseGrandTotal > max);
}

/**
 * The methods a cart of this store with this grand total (base currency) may use: `free` alone
 * when nothing is left to pay (reward points or store credit cover it), the others otherwise, as
 * Magento's ZeroTotal check and Free::isAvailable decide; and of those, only the ones whose min/max
 * order total the grand total is within (TotalMinMax).
 */
export function availablePaymentMethods(db: Db, storeId: number, baseGrandTotal: number): PaymentMethod[] {
  const candidates = baseGrandTotal < 0.0001 ? [FREE_METHOD] : METHODS;
  return candidates.filter((method) => isWithinOrderTotal(db, storeId, method.code, baseGrandTotal));
}

export function findPaymentMethod(code: string): PaymentMethod | null {
  return [...METHODS, FREE_METHOD].find((method) => method.code === code) ?? null;
}

/** Whether the method with this code may pay a cart of this store with this base grand total. */
export const isPaymentMethodAvailable = (db: Db, storeId: number, code: string, baseGrandTotal: number): boolean =>
  availablePaymentMethods(db, storeId, baseGrandTotal).some((method) => method.code === code);
