import { useIntl } from 'react-intl';
import { CompareIcon } from './CompareIcon';
import styles from './compareButton.module.css';
import { useCompareToggle } from './useCompareToggle';

export interface CompareButtonProps {
  productUid: string;
  productName: string;
  /** A round icon over a card's picture, or the icon with its words (product page). */
  variant?: 'icon' | 'text';
  /** The id of the product's name, when several products share a screen (cards). */
  describedBy?: string;
  className?: string;
}

/** "Add to Compare" / "Remove from Compare": pressed while the product is in the compare list. */
export function CompareToggle({ productUid, productName, variant = 'icon', describedBy, className, isCompared }: CompareButtonProps & { isCompared: boolean }) {
  const { formatMessage } = useIntl();
  const { isBusy, toggle } = useCompareToggle(productUid, productName, isCompared);
  const label = formatMessage({ id: isCompared ? 'compareToggle.remove' : 'compareToggle.add' });
  const isIcon = variant === 'icon';
  return (
    <button
      type="button"
      className={`${isIcon ? styles.icon : styles.text}${className ? ` ${className}` : ''}`}
      aria-pressed={isCompared}
      aria-busy={isBusy || undefined}
      aria-label={isIcon ? label : undefined}
      aria-describedby={describedBy}
      title={isIcon ? label : undefined}
      onClick={() => void toggle()}
    >
      <CompareIcon size={isIcon ? 20 : 18} />
      {isIcon ? null : label}
    </button>
  );
}
