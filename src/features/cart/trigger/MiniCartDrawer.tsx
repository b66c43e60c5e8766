import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { withMessageGroup } from '../../../lib/i18n/withMessageGroup';
import { Drawer } from '../../../lib/drawer/Drawer';

// The mini cart's content is its own chunk, fetched with its strings when the drawer first opens.
const MiniCart = lazy(withMessageGroup('mini-cart', () => import(/* webpackChunkName: "mini-cart" */ '../mini-cart/MiniCart')));

/** The mini cart's drawer (desktop): its content, items, totals, Checkout and View Cart, loads when opened. */
export function MiniCartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={<FormattedMessage id="miniCart.heading" />}>
      <Suspense fallback={null}>
        <MiniCart onClose={onClose} />
      </Suspense>
    </Drawer>
  );
}
