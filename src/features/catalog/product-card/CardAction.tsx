import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type useProductCard } from './useProductCard';

/** Each look the action takes: the product card's and the compare table's own class names. */
export interface CardActionClasses {
  addToCart: string;
  chooseOptions: string;
  outOfStock: string;
}

/** A card's one action: Add to Cart, Choose options (a link to the product), or Out of stock. */
export function CardAction({ card, nameId, classes }: { card: ReturnType<typeof useProductCard>; nameId: string; classes: CardActionClasses }) {
  const { formatMessage } = useIntl();
  switch (card.action) {
    case 'addToCart':
      return (
        <button
          type="button"
          className={classes.addToCart}
          onClick={card.handleAddToCart}
          aria-describedby={nameId}
          aria-busy={card.isAdding}
          disabled={card.isAdding}
        >
          <FormattedMessage id="productCard.addToCart" />
        </button>
      );
    case 'chooseOptions':
      return (
        <Link className={classes.chooseOptions} to={card.href} aria-label={formatMessage({ id: 'productCard.chooseOptionsFor' }, { name: card.name })}>
          <FormattedMessage id="productCard.chooseOptions" />
        </Link>
      );
    case 'outOfStock':
      return (
        <span className={classes.outOfStock}>
          <FormattedMessage id="productCard.outOfStock" />
        </span>
      );
  }
}
