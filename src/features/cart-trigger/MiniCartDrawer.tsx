import { FormattedMessage } from 'react-intl';
import { Drawer } from '../../lib/drawer/Drawer';

/**
 * The mini cart's drawer. Its contents (items, totals, Checkout and View Cart) come with the
 * mini cart feature, which renders them as this drawer's children.
 */
export function MiniCartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={<FormattedMessage id="miniCart.heading" />}>
      <p>
        <FormattedMessage id="miniCart.empty" />
      </p>
    </Drawer>
  );
}
