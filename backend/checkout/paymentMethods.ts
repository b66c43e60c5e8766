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

export function availablePaymentMethods(): PaymentMethod[] {
  return [...METHODS];
}

export function findPaymentMethod(code: string): PaymentMethod | null {
  return METHODS.find((method) => method.code === code) ?? null;
}
