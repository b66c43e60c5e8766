import { configValue } from '../repositories/storeRepository';
import type { Db } from '../types';

/**
 * The merchant's payment settings by Magento config path (payment/<method code>/<field>): the one
 * place the shop's payment texts live. A value saved in core_config (store scope, then default
 * scope) wins over the default here, as Magento's core_config_data wins over a module's config.xml.
 *
 * `instructions` is what the shopper is told to do after placing the order with that method; it is
 * copied onto the order when it is placed (Magento keeps it in the order payment's additional
 * information), with {{order_number}} replaced by the order's number.
 *
 * `min_order_total` / `max_order_total` bound the grand total (base currency) a method may pay
 * (Magento's "Minimum Order Total" / "Maximum Order Total", read by Checks\TotalMinMax). An offline
 * method holds the stock until it is paid or cancelled, so the demo caps them: a bank transfer up
 * to Rp 50.000.000, cash on delivery (cash a courier carries) up to Rp 5.000.000. Empty or 0: no limit.
 */
export const PAYMENT_CONFIG_DEFAULTS: Readonly<Record<string, string>> = {
  'payment/banktransfer/instructions':
    'Please transfer the grand total within 24 hours to BCA (Bank Central Asia), account number 123 456 7890, ' +
    'in the name of PT Jingga Sehat Indonesia. Write your order number {{order_number}} in the transfer note (berita transfer) ' +
    'so that we can match your payment. We ship your order as soon as the payment has arrived.',
  'payment/cashondelivery/instructions': 'Please pay the courier in cash when your order arrives. Having the exact amount ready helps.',
  'payment/banktransfer/max_order_total': '50000000',
  'payment/cashondelivery/max_order_total': '5000000',
};

export const ORDER_NUMBER_PLACEHOLDER = '{{order_number}}';

/** A payment setting for the store: core_config first, then the shop's default above. */
export function paymentConfig(db: Db, storeId: number, path: string): string | null {
  return configValue(db, storeId, path) ?? PAYMENT_CONFIG_DEFAULTS[path] ?? null;
}

/** The method's instructions for one order (its number filled in), or null when the method has none. */
export function paymentInstructions(db: Db, storeId: number, methodCode: string, orderNumber: string): string | null {
  const text = paymentConfig(db, storeId, `payment/${methodCode}/instructions`)?.trim();
  return text ? text.split(ORDER_NUMBER_PLACEHOLDER).join(orderNumber) : null;
}

/** A method's order total bounds (base currency); null where unset, as Magento's `!empty()` reads an empty or 0 value. */
export function orderTotalLimits(db: Db, storeId: number, methodCode: string): { min: number | null; max: number | null } {
  const amount = (field: string) => {
    const value = Number(paymentConfig(db, storeId, `payment/${methodCode}/${field}`)?.trim() || NaN);
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return { min: amount('min_order_total'), max: amount('max_order_total') };
}
