import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { densitySrcSet, resizedImageUrl } from '../../lib/images/resizedImageUrl';
import styles from './miniCart.module.css';
import { type MiniCartLineView } from './miniCartLine';

/** Thumbnail size (spec §9: THUMBNAIL 80 wide, aspect 0.8). */
const IMAGE_WIDTH = 80;
const IMAGE_HEIGHT = 100;

export interface MiniCartItemProps {
  line: MiniCartLineView & { rowTotalText: string };
  onNavigate: () => void;
}

/** One line of the mini cart: image, name, chosen options, quantity and price. */
export function MiniCartItem({ line, onNavigate }: MiniCartItemProps) {
  const image = line.imageUrl ? (
    <img
      className={styles.image}
      src={resizedImageUrl(line.imageUrl, { width: IMAGE_WIDTH, height: IMAGE_HEIGHT })}
      srcSet={densitySrcSet(line.imageUrl, IMAGE_WIDTH, IMAGE_HEIGHT)}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      alt={line.name}
      loading="lazy"
    />
  ) : (
    <span className={styles.image} aria-hidden="true" />
  );
  return (
    <li className={styles.item} data-testid="mini-cart-item">
      {image}
      <div className={styles.details}>
        {line.href ? (
          <Link className={styles.name} to={line.href} onClick={onNavigate}>
            {line.name}
          </Link>
        ) : (
          <span className={styles.name}>{line.name}</span>
        )}
        {line.options.length ? (
          <dl className={styles.options}>
            {line.options.map(({ label, value }) => (
              <div key={label} className={styles.option}>
                <dt>{label}:</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className={styles.meta}>
          <span className={styles.quantity}>
            <FormattedMessage id="miniCart.quantity" values={{ quantity: line.quantity }} />
          </span>
          <span className={styles.price}>{line.rowTotalText}</span>
        </div>
      </div>
    </li>
  );
}
