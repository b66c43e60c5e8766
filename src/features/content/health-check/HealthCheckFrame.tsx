import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Title } from '../../../lib/page/Title';
import styles from './healthCheck.module.css';

interface HealthCheckFrameProps {
  /** The route's title (the document title). */
  titleId: string;
  /** i18n id of the step's heading. */
  headingId: string;
  introId?: string;
  /** The step of the two (questions, details); none on the email and confirmation pages. */
  step?: 1 | 2;
  children: ReactNode;
}

/** Every health check page: a way back to the shop (the questionnaire has no header), the step, its heading and a card. */
export function HealthCheckFrame({ titleId, headingId, introId, step, children }: HealthCheckFrameProps) {
  const { formatMessage } = useIntl();
  return (
    <div className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <Link to="/" className={styles.home}>
        <FormattedMessage id="healthCheck.backHome" />
      </Link>
      {step ? (
        <p className={styles.step}>
          <FormattedMessage id="healthCheck.step" values={{ step, total: 2 }} />
        </p>
      ) : null}
      <h1 className={styles.heading}>
        <FormattedMessage id={headingId} />
      </h1>
      {introId ? (
        <p className={styles.intro}>
          <FormattedMessage id={introId} />
        </p>
      ) : null}
      <div className={styles.card}>{children}</div>
    </div>
  );
}
