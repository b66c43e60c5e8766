import { Form, Input } from 'informed';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './newsletter.module.css';
import { useNewsletter } from './useNewsletter';

/**
 * The newsletter's Email field and Subscribe button (the footer and /newsletter both show it,
 * so its ids are unique per instance).
 */
export function NewsletterForm() {
  const { formatMessage } = useIntl();
  const { isBusy, handleSubmit, formApiRef, validateEmail } = useNewsletter();
  const id = useId();
  return (
    <Form className={styles.form} onSubmit={handleSubmit} formApiRef={formApiRef} noValidate>
      <div className={styles.field}>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={formatMessage({ id: 'newsletter.emailLabel' })}
          placeholder={formatMessage({ id: 'newsletter.emailPlaceholder' })}
          validate={validateEmail}
          className={styles.input}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={isBusy}>
        <FormattedMessage id="newsletter.subscribe" />
      </button>
    </Form>
  );
}
