import { type OrderSummaryFieldsFragment } from '../../../__generated__/operations';

type OrderItems = OrderSummaryFieldsFragment['items'];
type SelectedOptions = NonNullable<NonNullable<OrderItems>[number]>['selected_options'];

/** An order's lines without the nulls Magento's schema allows. */
export function presentItems<Item>(items: ReadonlyArray<Item | null> | null | undefined): Item[] {
  return (items ?? []).flatMap((item) => (item ? [item] : []));
}

/** The options the shopper chose for a line, as one line of text ("Shade: Rose, Size: 30 ml"). */
export function optionsText(options: SelectedOptions | undefined): string {
  return presentItems(options)
    .map((option) => `${option.label}: ${option.value}`)
    .join(', ');
}

/** How many pieces an order holds (every line's ordered quantity). */
export function orderedQuantity(items: ReadonlyArray<{ quantity_ordered?: number | null } | null> | null | undefined): number {
  return presentItems(items).reduce((sum, item) => sum + (item.quantity_ordered ?? 0), 0);
}
