import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Drawer } from '../../../lib/drawer/Drawer';
import { withMessageGroup } from '../../../lib/i18n/withMessageGroup';
import styles from './editLine.module.css';
import { useEditLineDialog } from './useEditLineDialog';

// The form's code (options, quantity, its query) comes only when a shopper presses Edit.
const EditLineForm = lazy(withMessageGroup('cart-edit', () => import(/* webpackChunkName: "cart-edit" */ './EditLineForm')));

/** The cart page's Edit dialog (Venia's "Edit item"): a line's options and quantity, for whichever line's Edit was pressed. */
export function EditLineDialog() {
  const dialog = useEditLineDialog();
  return (
    <Drawer open={dialog.line !== null} onClose={dialog.close} variant={dialog.variant} title={<FormattedMessage id="cartPage.editTitle" />}>
      {dialog.line ? (
        <Suspense
          fallback={
            <p className={styles.status} role="status">
              <FormattedMessage id="cartPage.editLoading" />
            </p>
          }
        >
          <EditLineForm key={dialog.line.uid} line={dialog.line} onUpdated={dialog.updated} onCancel={dialog.close} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
