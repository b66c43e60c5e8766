import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { badgeText } from '../../cart/trigger/badgeText';
import { CompareIcon } from './CompareIcon';
import styles from './compareLink.module.css';
import { useCompareSummary } from './useCompareSummary';

/** The compare icon with the number of products in the list, leading to the comparison; nothing while the list is empty. */
export default function CompareCount({ uid, className }: { uid: string; className?: string }) {
  const { formatMessage } = useIntl();
  const { count } = useCompareSummary(uid, { fresh: true });
  if (count <= 0) return null;
  return (
    <Link to="/product-compare" className={className ? `${styles.link} ${className}` : styles.link} aria-label={formatMessage({ id: 'header.compare' }, { count })}>
      <CompareIcon size={22} />
      <span className={styles.badge} aria-hidden="true">
        {badgeText(count)}
      </span>
    </Link>
  );
}
