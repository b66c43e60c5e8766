import { FormattedMessage, useIntl } from 'react-intl';
import { usePriceFormatter } from '../../lib/price/usePriceFormatter';
import { type Price } from './productView';
import classes from './productPage.module.css';

/** The final price, and when discounted the struck regular price and the discount in percent. */
export function PriceBlock({ price, from }: { price: Price; from: boolean }) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const discounted = price.regular > price.final;
  const percent = Math.round(price.percentOff);
  return (
    <div className={classes.price} data-testid="product-price">
      {from && (
        <span className={classes.from}>
          <FormattedMessage id="product.priceFrom" />
        </span>
      )}
      <span className={classes.finalPrice}>{formatPrice({ value: price.final, currency: price.currency })}</span>
      {discounted && (
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
