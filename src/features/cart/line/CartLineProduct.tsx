import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { densitySrcSet, resizedImageUrl } from '../../../lib/images/resizedImageUrl';
import { type MiniCartLineView } from '../mini-cart/miniCartLine';
import styles from './cartLineProduct.module.css';

/** Thumbnail size (spec §9: THUMBNAIL 80 wide, aspect 0.8). */
const IMAGE_WIDTH = 80;
const IMAGE_HEIGHT = 100;

export interface CartLineProductProps {
  line: Pick<MiniCartLineView, 'name' | 'href' | 'imageUrl' | 'options'>;
  /** Following the product link (the mini cart closes its drawer). */
  onNavigate?: () => void;
  /** What the line shows under its name: quantity, prices, actions. */
  children?: ReactNode;
}

/** A cart line's product, as the mini cart and the cart page show it: picture, name (its page's link) and chosen options. */
export function CartLineProduct({ line, onNavigate, children }: CartLineProductProps) {
  return (
    <>
      {line.imageUrl ? (
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
      )}
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
        {children}
      </div>
    </>
  );
}
