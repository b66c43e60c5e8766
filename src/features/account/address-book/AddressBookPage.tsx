import { FormattedMessage, useIntl } from 'react-intl';
import { Drawer } from '../../../lib/drawer/Drawer';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import book from './addressBook.module.css';
import { useAddressBook } from './useAddressBook';

/** /address-book: the saved addresses as cards (defaults marked), added and edited in a dialog, deleted after a question. */
export default function AddressBookPage() {
  const { formatMessage } = useIntl();
  const talon = useAddressBook();
  const { dialog, deletion } = talon;
  const addButton = (
    <button type="button" className={styles.primary} onClick={talon.add}>
      <FormattedMessage id="addressBook.add" />
    </button>
  );
  return (
    <AccountPage titleId="addressBook.title" isLoading={talon.isLoading} actions={talon.loadError ? null : addButton}>
      {talon.loadError ? (
        <p className={styles.error} role="alert">
          {talon.loadError}
        </p>
      ) : (
        <>
          <p className={styles.success} role="status">
            {talon.notice ? <FormattedMessage id={talon.notice} /> : null}
          </p>
          {talon.addresses.length === 0 ? (
            <div className={styles.card}>
              <p className={styles.muted}>
                <FormattedMessage id="addressBook.empty" />
              </p>
            </div>
          ) : (
            <ul className={`${styles.cards} ${book.list}`} aria-label={formatMessage({ id: 'addressBook.list' })}>
              {talon.addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  isConfirming={deletion.confirmingId === address.id}
                  isDeleting={deletion.deletingId === address.id}
                  refusal={deletion.refusal?.id === address.id ? deletion.refusal.message : null}
                  onEdit={() => talon.edit(address)}
                  onAskDelete={() => deletion.ask(address.id)}
                  onConfirmDelete={() => void deletion.confirm(address.id)}
                  onCancelDelete={deletion.cancel}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <Drawer
        open={dialog.isOpen}
        onClose={dialog.close}
        variant={dialog.variant}
        title={<FormattedMessage id={dialog.address ? 'addressBook.editTitle' : 'addressBook.addTitle'} />}
      >
        <AddressForm address={dialog.address} onSaved={talon.saved} onCancel={dialog.close} />
      </Drawer>
    </AccountPage>
  );
}
