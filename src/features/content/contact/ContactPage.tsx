import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Title } from '../../../lib/page/Title';
import { TextAreaField } from '../../../lib/ui/form/TextAreaField';
import { TextField } from '../../../lib/ui/form/TextField';
import styles from './contact.module.css';
import { ContactDetails } from './ContactDetails';
import { useContactForm } from './useContactForm';

/** /contact and /contact-us: "Drop us a message" (spec §2) beside the shop's contact details. */
export default function ContactPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `contact.${id}` });
  const { submit, isBusy, error, isSent, formApiRef, rules, maxLengths } = useContactForm();
  return (
    <div className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.cardHeading}>
            <FormattedMessage id="contact.formHeading" />
          </h2>
          <Form className={styles.form} onSubmit={submit} formApiRef={formApiRef} focusOnInvalid noValidate>
            <TextField name="fullname" label={label('fullname')} autoComplete="name" validate={rules.fullname} maxLength={maxLengths.fullname} />
            <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={rules.email} maxLength={maxLengths.email} />
            <TextField name="telephone" type="tel" label={label('telephone')} autoComplete="tel" validate={rules.telephone} maxLength={maxLengths.telephone} />
            <TextAreaField name="message" label={label('message')} validate={rules.message} maxLength={maxLengths.message} />
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <p className={styles.success} role="status">
              {isSent ? <FormattedMessage id="contact.sent" /> : null}
            </p>
            <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={isBusy}>
              <FormattedMessage id="contact.send" />
            </button>
          </Form>
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
