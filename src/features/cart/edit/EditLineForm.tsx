import { FormattedMessage } from 'react-intl';
import { type NewCartItem } from '../../../lib/store/cart/itemInput';
import { type CartPageLineView } from '../cart-page/cartPageLine';
import styles from './editLine.module.css';
import { EditLineFields } from './EditLineFields';
import { useEditableProduct } from './useEditableProduct';

export interface EditLineFormProps {
  line: CartPageLineView;
  onUpdated(item: NewCartItem): void;
  onCancel(): void;
}

/** The Edit dialog's content: the product's options once the shop has answered, or why they cannot be changed. */
export default function EditLineForm({ line, onUpdated, onCancel }: EditLineFormProps) {
  const { product, loadError } = useEditableProduct(line.sku);
  if (loadError !== null) {
    return (
      <p className={styles.message} role="alert">
        {loadError || <FormattedMessage id="cartEdit.loadError" />}
      </p>
    );
  }
  if (!product) {
    return (
      <p className={styles.status} role="status">
        <FormattedMessage id="cartEdit.loading" />
      </p>
    );
  }
  return <EditLineFields line={line} product={product} onUpdated={onUpdated} onCancel={onCancel} />;
}
