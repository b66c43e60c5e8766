/** Track an Order reads the order number from ?number=, so a link can open it filled in and looked up. */
export const NUMBER_PARAM = 'number';

/** Track an Order for this order number. */
export function trackingHref(number: string): string {
  return `/tracking-order?${new URLSearchParams({ [NUMBER_PARAM]: number }).toString()}`;
}
