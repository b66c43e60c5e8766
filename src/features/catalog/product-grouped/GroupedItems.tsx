import { useIntl } from 'react-intl';
import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { type GroupedChild } from './groupedItems';
import classes from './groupedItems.module.css';

export interface GroupedItemsProps {
  items: readonly GroupedChild[];
  quantities: Readonly<Record<string, string>>;
  setQuantity(sku: string, text: string): void;
  invalid?: boolean;
  errorId?: string;
}

const THUMB = { width: 64, height: 80 };

/** spec §3 grouped products: each child with its picture, price, stock and its own quantity. */
export function GroupedItems({ items, quantities, setQuantity, invalid = false, errorId }: GroupedItemsProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  return (
    <ul className={classes.list} aria-label={formatMessage({ id: 'grouped.label' })}>
      {items.map((child) => (
        <li key={child.uid} className={classes.row}>
          {child.imageUrl ? (
            <img className={classes.image} src={resizedImageUrl(child.imageUrl, { width: THUMB.width * 2, height: THUMB.height * 2 })} width={THUMB.width} height={THUMB.height} alt="" loading="lazy" />
          ) : (
            <span className={classes.image} />
          )}
          <div className={classes.details}>
            <p className={classes.name}>{child.name}</p>
            <p className={classes.price}>
              <span className={classes.final}>{formatPrice({ value: child.finalPrice, currency: child.currency })}</span>
              {child.regularPrice > child.finalPrice && (
                <s className={classes.regular}>
                  <span className={classes.hidden}>{formatMessage({ id: 'price.regular' })} </span>
                  {formatPrice({ value: child.regularPrice, currency: child.currency })}
                </s>
              )}
            </p>
            {!child.inStock && <p className={classes.outOfStock}>{formatMessage({ id: 'product.outOfStock' })}</p>}
          </div>
          <QuantityStepper
            id={`grouped-qty-${child.uid.replace(/[^A-Za-z0-9_-]/g, '')}`}
            label={formatMessage({ id: 'grouped.quantity' }, { name: child.name })}
            of={child.name}
            hideLabel
            min={0}
            value={quantities[child.sku] ?? '0'}
            onChange={(text) => setQuantity(child.sku, text)}
            disabled={!child.inStock}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
