import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './errorView.module.css';
import { Title } from './Title';

/** spec §2 default texts of the error view. */
export const DEFAULT_MESSAGE_IDS = {
  notFound: 'errorView.notFoundMessage',
  internalError: 'errorView.internalErrorMessage',
} as const;

export interface ErrorViewProps {
  /** i18n ids of the document title, the heading, an optional label and the message. */
  titleId: string;
  headingId: string;
  labelId?: string;
  messageId: string;
}

/** A page that could not be shown: heading, label, message and the button back home. */
export function ErrorView({ titleId, headingId, labelId, messageId }: ErrorViewProps) {
  const { formatMessage } = useIntl();
  return (
    <section className={styles.root}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>
        <FormattedMessage id={headingId} />
      </h1>
      {labelId ? (
        <p className={styles.label}>
          <FormattedMessage id={labelId} />
        </p>
      ) : null}
      <p className={styles.message}>
        <FormattedMessage id={messageId} />
      </p>
      <Link className={styles.button} to="/">
        <FormattedMessage id="errorView.backToHome" />
      </Link>
    </section>
  );
}
