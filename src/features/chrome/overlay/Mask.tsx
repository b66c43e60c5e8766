import { useIntl } from 'react-intl';
import styles from './mask.module.css';
import { useMask } from './useMask';

/** The dimmed layer behind an open drawer. Keyboard users close drawers with Escape, so it is not a tab stop. */
export function Mask() {
  const { formatMessage } = useIntl();
  const { isActive, close } = useMask();
  if (!isActive) return null;
  return <button type="button" tabIndex={-1} className={styles.mask} aria-label={formatMessage({ id: 'overlay.close' })} onClick={close} />;
}
