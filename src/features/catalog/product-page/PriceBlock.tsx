import { FormattedMessage, useIntl } from 'react-intl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { type Price } from './productView';
import classes from './productPage.module.css';

export interface PriceBlockProps {
  /** The price shown large: the product's, the chosen variant's, or the bundle as chosen. */
  price: Price;
  /** `price` is the lowest of several (a grouped product, a configurable before choosing): "Starting at". */
  from: boolean;
  /** A bundle's lowest price (what its card shows) above the price of the selections, when they differ in range. */
  startingPrice?: Price | null;
}

/**
 * The price headline. A starting price says so and claims no discount (that belongs to one child or
 * variant, shown beside it); a bundle says where it starts (its card's price) and what the chosen
 * selections cost, with the struck regular price and the discount in percent when discounted.
 */
export function PriceBlock({ price, from, startingPrice = null }: PriceBlockProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const showDiscount = !from && price.regular > price.final;
  const percent = Math.round(price.percentOff);
  return (
    <div className={classes.price} data-testid="product-price">
      {startingPrice && (
        <>
          <span className={classes.from}>
            <FormattedMessage id="product.startingAt" values={{ price: formatPrice({ value: startingPrice.final, currency: startingPrice.currency }) }} />
          </span>{' '}
          <span className={classes.from}>
            <FormattedMessage id="product.priceAsConfigured" />
          </span>{' '}
        </>
      )}
      {from && (
        <>
          <span className={classes.from}>
            <FormattedMessage id="product.priceFrom" />
          </span>{' '}
        </>
      )}
      <span className={classes.finalPrice}>{formatPrice({ value: price.final, currency: price.currency })}</span>
      {showDiscount && (
        <>
          <s className={classes.regularPrice}>
            <span className={classes.visuallyHidden}>{formatMessage({ id: 'price.regular' })} </span>
            {formatPrice({ value: price.regular, currency: price.currency })}
          </s>
          {percent > 0 && <span className={classes.discount}>{formatMessage({ id: 'product.discount' }, { percent })}</span>}
        </>
      )}
    </div>
  );
}
