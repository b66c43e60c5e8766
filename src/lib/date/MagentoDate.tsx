import { FormattedDate } from 'react-intl';
import { MAGENTO_DATE_FORMAT, parseMagentoDate } from './magentoDate';

/** A Magento date in the shopper's locale ("26 Nov 2026"); the raw text if it cannot be read. */
export function MagentoDate({ value }: { value: string | null | undefined }) {
  const date = parseMagentoDate(value);
  if (!date) return <>{value ?? ''}</>;
  return <FormattedDate value={date} {...MAGENTO_DATE_FORMAT} />;
}
