import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { TextField } from '../../../lib/ui/form/TextField';
import styles from './healthCheck.module.css';
import { HealthCheckFrame } from './HealthCheckFrame';
import { useEmailCustomer } from './useEmailCustomer';

/** /healthcheck/email-customer: "Continue with your email", then the details step. */
export default function EmailCustomerPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const talon = useEmailCustomer();
  return (
    <HealthCheckFrame titleId={titleId} headingId="healthCheck.emailHeading" introId="healthCheck.emailIntro">
      <Form className={styles.form} initialValues={talon.initialValues} onSubmit={talon.submit} focusOnInvalid noValidate>
        <TextField name="email" type="email" label={formatMessage({ id: 'healthCheck.email' })} autoComplete="email" validate={talon.rule} maxLength={talon.maxLength} />
        <div className={styles.actions}>
          <Button type="submit">
            <FormattedMessage id="healthCheck.continue" />
          </Button>
          <Link to="/healthcheck" className={styles.link}>
            <FormattedMessage id="healthCheck.startQuestions" />
          </Link>
        </div>
      </Form>
    </HealthCheckFrame>
  );
}
