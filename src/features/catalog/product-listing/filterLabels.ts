import { type StoreLabels } from '../../../lib/i18n/useStoreLabels';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { type FilterGroup } from './filterGroups';
import { type FilterType } from './listingUrl';

type FormatMessage = (descriptor: { id: string }, values?: Record<string, string>) => string;

/**
 * What a filter value reads as: a price range in money ("Rp 100.000 – Rp 200.000", "Up to …",
 * "… and above"), another range in numbers, anything else its title.
 */
export function filterValueLabel(
  { key, type, title, value }: { key: string; type: FilterType; title: string; value: string },
  { formatMessage, formatPrice }: { formatMessage: FormatMessage; formatPrice: (price: PriceValue) => string },
): string {
  if (type !== 'range') return title;
  const [from, to] = value.split('_');
  const show = (end: string) => (key === 'price' ? formatPrice({ value: Number(end), currency: null }) : end);
  if (from === '*') return formatMessage({ id: 'filters.rangeUpTo' }, { to: show(to) });
  if (to === '*') return formatMessage({ id: 'filters.rangeFrom' }, { from: show(from) });
  return formatMessage({ id: 'filters.range' }, { from: show(from), to: show(to) });
}

/**
 * The groups named in the language shown: each its attribute's label as Magento gives it for the
 * store view, or (the shop shown in another language on this device) the shop's translation of it.
 */
export function withGroupLabels(groups: FilterGroup[], label: StoreLabels['label']): FilterGroup[] {
  return groups.map((group) => ({ ...group, label: label(group.label, 'filters.label.') }));
}
