import { FormattedMessage, useIntl } from 'react-intl';
import { type CartPageLineView } from '../cart-page/cartPageLine';
import { editLineButtonId } from './editLineDrawer';
import { useEditLineButton } from './useEditLineButton';

export interface EditLineButtonProps {
  line: CartPageLineView;
  disabled?: boolean;
  className?: string;
}

/** A configurable line's "Edit" (its options and quantity, in the page's Edit dialog); other lines have none. */
export function EditLineButton({ line, disabled = false, className }: EditLineButtonProps) {
  const { formatMessage } = useIntl();
  const { isOpen, open } = useEditLineButton(line.uid);
  if (line.productType !== 'ConfigurableProduct') return null;
  return (
    <button
      type="button"
      id={editLineButtonId(line.uid)}
      className={className}
      onClick={open}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={formatMessage({ id: 'cartPage.editLabel' }, { name: line.name })}
    >
      <FormattedMessage id="cartPage.edit" />
    </button>
  );
}
