import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from '../frame/account.module.css';
import { AddressLines } from '../../order/address/AddressLines';
import book from './addressBook.module.css';
import { addressLabel, type SavedAddress } from './addressValues';
import { useConfirmFocus } from './useConfirmFocus';

interface AddressCardProps {
  address: SavedAddress;
  isConfirming: boolean;
  isDeleting: boolean;
  /** Magento's refusal to delete it (a default address). */
  refusal: string | null;
  onEdit: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** One saved address: its lines, the default badges, Edit and Delete (which asks first, in place). */
export function AddressCard({ address, isConfirming, isDeleting, refusal, onEdit, onAskDelete, onConfirmDelete, onCancelDelete }: AddressCardProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  const promptId = useId();
  const { deleteRef, cancelRef } = useConfirmFocus(isConfirming);
  const label = addressLabel(address);
  const region = address.region ?? null;
  return (
    <li>
      <article className={`${styles.card} ${book.card}`} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardHeading}>
          {label}
        </h2>
        {address.default_shipping || address.default_billing ? (
          <p className={book.badges}>
            {address.default_shipping ? (
              <span className={book.badge}>
                <FormattedMessage id="addressBook.defaultShipping" />
              </span>
            ) : null}
            {address.default_billing ? (
              <span className={book.badge}>
                <FormattedMessage id="addressBook.defaultBilling" />
              </span>
            ) : null}
          </p>
        ) : null}
        <AddressLines address={{ ...address, region: region?.region, region_code: region?.region_code }} />
        {refusal ? (
          <p className={styles.error} role="alert">
            {refusal}
          </p>
        ) : null}
        {isConfirming ? (
          <div className={book.confirm} role="group" aria-labelledby={promptId}>
            <p id={promptId} className={book.prompt}>
              <FormattedMessage id="addressBook.confirmDelete" />
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} disabled={isDeleting} aria-busy={isDeleting} onClick={onConfirmDelete}>
                <FormattedMessage id="addressBook.delete" />
              </button>
              <button ref={cancelRef} type="button" className={styles.secondary} disabled={isDeleting} onClick={onCancelDelete}>
                <FormattedMessage id="addressBook.cancel" />
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={styles.link} onClick={onEdit} aria-label={formatMessage({ id: 'addressBook.editLabel' }, { address: label })}>
              <FormattedMessage id="addressBook.edit" />
            </button>
            <button ref={deleteRef} type="button" className={styles.link} onClick={onAskDelete} aria-label={formatMessage({ id: 'addressBook.deleteLabel' }, { address: label })}>
              <FormattedMessage id="addressBook.delete" />
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
