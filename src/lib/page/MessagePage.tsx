import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './messagePage.module.css';
import { Title } from './Title';

export interface MessagePageProps {
  /** i18n ids of the document title, the heading, an optional label and the message. */
  titleId: string;
  headingId: string;
  labelId?: string;
  messageId: string;
  /** Extra data attribute naming the kind of page (tests and analytics read it). */
  kind?: string;
  /** A call to action under the message. */
  children?: ReactNode;
}

/** A centred page that says one thing: the error and not-found pages. */
export function MessagePage({ titleId, headingId, labelId, messageId, kind, children }: MessagePageProps) {
  const { formatMessage } = useIntl();
  return (
    <section className={styles.page} data-page-kind={kind}>
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
      {children}
    </section>
  );
}

export const messagePageStyles = styles;
