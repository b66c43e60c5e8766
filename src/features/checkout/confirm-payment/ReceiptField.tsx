import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/Button';
import { FieldFrame } from '../../../lib/ui/form/FieldFrame';
import styles from './confirmPayment.module.css';
import { RECEIPT_ACCEPT } from './receiptFile';
import { type ReceiptFileTalon } from './useReceiptFile';

/** The optional receipt: a file picker for images, its preview once read, its problem in words. */
export function ReceiptField({ talon }: { talon: ReceiptFileTalon }) {
  const { formatMessage } = useIntl();
  const id = useId();
  const error = talon.problem ? formatMessage({ id: talon.problem === 'size' ? 'confirmPayment.receiptTooLarge' : 'confirmPayment.receiptWrongType' }) : null;
  const message = { controlId: id, messageId: `${id}-message`, error, message: error ?? formatMessage({ id: 'confirmPayment.receiptHelp' }) };
  return (
    <FieldFrame
      label={formatMessage({ id: 'confirmPayment.receipt' })}
      message={message}
      className={styles.receipt}
      after={
        <>
          {talon.receipt ? (
            <figure className={styles.preview}>
              <img src={talon.receipt.preview} alt={formatMessage({ id: 'confirmPayment.receiptPreview' })} width={160} height={160} className={styles.previewImage} />
              <figcaption className={styles.previewName}>{talon.receipt.filename}</figcaption>
            </figure>
          ) : null}
          {talon.receipt || talon.problem ? (
            <Button variant="link" onClick={talon.clear}>
              <FormattedMessage id="confirmPayment.receiptRemove" />
            </Button>
          ) : null}
        </>
      }
    >
      <input
        id={id}
        ref={talon.inputRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        className={styles.file}
        onChange={talon.onChange}
        aria-describedby={message.messageId}
        aria-invalid={error ? true : undefined}
      />
    </FieldFrame>
  );
}
