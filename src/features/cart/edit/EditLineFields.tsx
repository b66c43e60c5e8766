import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { densitySrcSet, resizedImageUrl } from '../../../lib/images/resizedImageUrl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { type NewCartItem } from '../../../lib/store/cart/itemInput';
import { type CartPageLineView } from '../cart-page/cartPageLine';
import { ConfigurableOptions } from '../../catalog/product-options/ConfigurableOptions';
import { QuantityStepper } from '../../catalog/quantity-stepper/QuantityStepper';
import { type EditableProduct } from './editableProduct';
import styles from './editLine.module.css';
import { useEditLine, type EditLineProblem } from './useEditLine';

const IMAGE_WIDTH = 96;
const IMAGE_HEIGHT = 120;

function problemText(intl: ReturnType<typeof useIntl>, problem: EditLineProblem): string {
  return problem.id === 'cartEdit.chooseOptions'
    ? intl.formatMessage({ id: problem.id }, { options: intl.formatList(problem.labels, { type: 'conjunction' }) })
    : intl.formatMessage({ id: problem.id });
}

export interface EditLineFieldsProps {
  line: CartPageLineView;
  product: EditableProduct;
  onUpdated(item: NewCartItem): void;
  onCancel(): void;
}

/** The Edit dialog's form: the product (picture and price follow the choice), its options, the quantity, Magento's answer, Cancel and Update. */
export function EditLineFields({ line, product, onUpdated, onCancel }: EditLineFieldsProps) {
  const intl = useIntl();
  const formatPrice = usePriceFormatter();
  const id = useId();
  const talon = useEditLine(line, product, onUpdated);
  const messageId = `${id}-message`;
  const message = talon.problem ? problemText(intl, talon.problem) : (talon.refusal ?? '');
  return (
    <form className={styles.form} onSubmit={talon.submit} noValidate aria-busy={talon.isSaving}>
      <div className={styles.product}>
        {talon.imageUrl ? (
          <img
            className={styles.image}
            src={resizedImageUrl(talon.imageUrl, { width: IMAGE_WIDTH, height: IMAGE_HEIGHT })}
            srcSet={densitySrcSet(talon.imageUrl, IMAGE_WIDTH, IMAGE_HEIGHT)}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt={product.name}
          />
        ) : null}
        <div>
          <h3 className={styles.name}>{product.name}</h3>
          <p className={styles.price} data-testid="edit-line-price">
            {formatPrice(talon.price)}
          </p>
        </div>
      </div>
      <ConfigurableOptions
        options={product.options}
        selection={talon.configurable.selection}
        choose={talon.configurable.choose}
        isAvailable={talon.configurable.isAvailable}
        invalidCodes={talon.invalidCodes}
        errorId={message ? messageId : undefined}
      />
      <QuantityStepper
        id={`${id}-quantity`}
        label={intl.formatMessage({ id: 'cartEdit.quantity' })}
        of={product.name}
        value={talon.quantity}
        onChange={talon.setQuantity}
        invalid={talon.quantityInvalid}
        describedBy={message ? messageId : undefined}
      />
      <p id={messageId} className={styles.message} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          <FormattedMessage id="cartEdit.cancel" />
        </button>
        <button type="submit" className={styles.update} disabled={talon.isSaving}>
          <FormattedMessage id="cartEdit.update" />
        </button>
      </div>
    </form>
  );
}
