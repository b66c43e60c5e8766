import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styles from './healthCheck.module.css';
import { HealthCheckFrame } from './HealthCheckFrame';
import { type HealthCheckResultState } from './useHealthCheckDetails';

const CHANNEL_NAMES = { WHATSAPP: 'healthCheck.channelWhatsapp', PHONE: 'healthCheck.channelPhone', EMAIL: 'healthCheck.channelEmail' } as const;

/**
 * /healthcheck/data-customer/completed: the check's reference and what happens next. The details
 * step hands them over in the router state (a reload keeps it); without them, a way to start one.
 */
export default function HealthCheckCompletedPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const result = (useLocation().state as HealthCheckResultState | null)?.healthCheckResult;
  if (!result) {
    return (
      <HealthCheckFrame titleId={titleId} headingId="healthCheck.heading">
        <p className={styles.intro}>
          <FormattedMessage id="healthCheck.noResult" />
        </p>
        <div className={styles.actions}>
          <Link to="/healthcheck" className={styles.primary}>
            <FormattedMessage id="healthCheck.start" />
          </Link>
        </div>
      </HealthCheckFrame>
    );
  }
  return (
    <HealthCheckFrame titleId={titleId} headingId="healthCheck.completedHeading" introId="healthCheck.completedSent">
      <dl className={styles.reference}>
        <dt>
          <FormattedMessage id="healthCheck.reference" />
        </dt>
        <dd>{result.reference}</dd>
      </dl>
      <section className={styles.form} aria-labelledby="healthcheck-next-heading">
        <h2 id="healthcheck-next-heading" className={styles.subheading}>
          <FormattedMessage id="healthCheck.nextHeading" />
        </h2>
        <ol className={styles.steps}>
          <li>
            <FormattedMessage id="healthCheck.nextReview" />
          </li>
          <li>
            <FormattedMessage id="healthCheck.nextContact" values={{ channel: formatMessage({ id: CHANNEL_NAMES[result.channel] }), hours: result.hours }} />
          </li>
          <li>
            <FormattedMessage id="healthCheck.nextKeep" />
          </li>
        </ol>
      </section>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          <FormattedMessage id="healthCheck.continueShopping" />
        </Link>
      </div>
    </HealthCheckFrame>
  );
}
