import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { RadioGroupField } from '../../../lib/ui/form/RadioGroupField';
import { TextField } from '../../../lib/ui/form/TextField';
import styles from './healthCheck.module.css';
import { HealthCheckFrame } from './HealthCheckFrame';
import { useHealthCheckDetails } from './useHealthCheckDetails';

const CHANNEL_LABELS = { WHATSAPP: 'healthCheck.channelWhatsapp', PHONE: 'healthCheck.channelPhone', EMAIL: 'healthCheck.channelEmail' } as const;

/** /healthcheck/data-customer/:emailUrl?: the shopper's details, step 2 of 2. */
export default function HealthCheckDetailsPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `healthCheck.${id}` });
  const talon = useHealthCheckDetails();
  const { rules, maxLengths } = talon;
  return (
    <HealthCheckFrame titleId={titleId} headingId="healthCheck.detailsHeading" introId="healthCheck.detailsIntro" step={2}>
      {talon.hasAnswers ? (
        <Form className={styles.form} initialValues={talon.initialValues} formApiRef={talon.formApiRef} onSubmit={talon.submit} focusOnInvalid noValidate>
          <TextField name="fullname" label={label('fullname')} autoComplete="name" validate={rules.fullname} maxLength={maxLengths.fullname} />
          <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={rules.email} maxLength={maxLengths.email} />
          <TextField name="telephone" type="tel" label={label('telephone')} autoComplete="tel" validate={rules.telephone} maxLength={maxLengths.telephone} />
          <TextField name="city" label={label('city')} autoComplete="address-level2" validate={rules.city} maxLength={maxLengths.city} />
          <RadioGroupField
            name="preferredContact"
            legend={label('preferredContact')}
            options={talon.channels.map((channel) => ({ value: channel, label: formatMessage({ id: CHANNEL_LABELS[channel] }) }))}
            validate={rules.preferredContact}
          />
          {talon.error ? (
            <p className={styles.error} role="alert">
              {talon.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" isBusy={talon.isBusy}>
              <FormattedMessage id="healthCheck.submit" />
            </Button>
            <Link to="/healthcheck" className={styles.link}>
              <FormattedMessage id="healthCheck.back" />
            </Link>
          </div>
        </Form>
      ) : null}
    </HealthCheckFrame>
  );
}
