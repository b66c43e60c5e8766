import { type PriceValue } from '../../../lib/price/formatPrice';

type Discount = { label: string; amount: PriceValue } | null;

/** Magento's discounts or taxes (cart or order) as the totals list them: a label and an amount each. */
export function labelledAmounts(discounts: ReadonlyArray<Discount> | null | undefined): Array<{ label: string; amount: PriceValue }> {
  return (discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: discount.amount }] : []));
}

/** What the cart is worth after its discounts: what shipping rates are worked out from. */
export function discountedSubtotal(subtotal: PriceValue | null | undefined, discounts: ReadonlyArray<Discount> | null | undefined): number {
  return (subtotal?.value ?? 0) - labelledAmounts(discounts).reduce((sum, discount) => sum + (discount.amount.value ?? 0), 0);
}
