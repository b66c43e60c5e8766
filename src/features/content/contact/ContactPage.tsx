import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
import { FormOutcome } from '../../../lib/ui/form/FormOutcome';
import { TextAreaField } from '../../../lib/ui/form/TextAreaField';
import { TextField } from '../../../lib/ui/form/TextField';
import { FormPage } from '../../../lib/ui/FormPage';
import styles from './contact.module.css';
import { ContactDetails } from './ContactDetails';
import { useContactForm } from './useContactForm';

/** /contact and /contact-us: "Drop us a message" (spec §2) beside the shop's contact details. */
export default function ContactPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `contact.${id}` });
  const { submit, isBusy, error, isSent, formApiRef, rules, maxLengths } = useContactForm();
  return (
    <FormPage titleId={titleId}>
      <div className={styles.layout}>
        <Card headingId="contact-form-heading" heading={<FormattedMessage id="contact.formHeading" />} className={styles.card}>
          <Form className={styles.form} onSubmit={submit} formApiRef={formApiRef} focusOnInvalid noValidate>
            <TextField name="fullname" label={label('fullname')} autoComplete="name" validate={rules.fullname} maxLength={maxLengths.fullname} />
            <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={rules.email} maxLength={maxLengths.email} />
            <TextField name="telephone" type="tel" label={label('telephone')} autoComplete="tel" validate={rules.telephone} maxLength={maxLengths.telephone} />
            <TextAreaField name="message" label={label('message')} validate={rules.message} maxLength={maxLengths.message} />
            <FormOutcome error={error} success={isSent ? <FormattedMessage id="contact.sent" /> : null} />
            <Button type="submit" className={styles.submit} isBusy={isBusy}>
              <FormattedMessage id="contact.send" />
            </Button>
          </Form>
        </Card>
        <ContactDetails />
      </div>
    </FormPage>
  );
}
