import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldMessage } from '../../../lib/ui/form/FieldMessage';
import field from '../../../lib/ui/form/field.module.css';
import styles from './confirmPayment.module.css';
import { RECEIPT_ACCEPT } from './receiptFile';
import { type ReceiptFileTalon } from './useReceiptFile';

/** The optional receipt: a file picker for images, its preview once read, its problem in words. */
export function ReceiptField({ talon }: { talon: ReceiptFileTalon }) {
  const { formatMessage } = useIntl();
  const id = useId();
  const messageId = `${id}-message`;
  const error = talon.problem ? formatMessage({ id: talon.problem === 'size' ? 'confirmPayment.receiptTooLarge' : 'confirmPayment.receiptWrongType' }) : null;
  return (
    <div className={`${field.field} ${styles.receipt}`}>
      <label className={field.label} htmlFor={id}>
        <FormattedMessage id="confirmPayment.receipt" />
      </label>
      <input
        id={id}
        ref={talon.inputRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        className={styles.file}
        onChange={talon.onChange}
        aria-describedby={messageId}
        aria-invalid={error ? true : undefined}
      />
      <FieldMessage id={messageId} error={error} message={error ?? formatMessage({ id: 'confirmPayment.receiptHelp' })} />
      {talon.receipt ? (
        <figure className={styles.preview}>
          <img src={talon.receipt.preview} alt={formatMessage({ id: 'confirmPayment.receiptPreview' })} width={160} height={160} className={styles.previewImage} />
          <figcaption className={styles.previewName}>{talon.receipt.filename}</figcaption>
        </figure>
      ) : null}
      {talon.receipt || talon.problem ? (
        <button type="button" className={styles.remove} onClick={talon.clear}>
          <FormattedMessage id="confirmPayment.receiptRemove" />
        </button>
      ) : null}
    </div>
  );
}
