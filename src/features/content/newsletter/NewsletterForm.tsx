import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './newsletter.module.css';
import { useNewsletter } from './useNewsletter';

/**
 * The newsletter's Email field and Subscribe button (the footer and /newsletter both show it,
 * so its ids are unique per instance). Plain form elements, no form library: the footer is in
 * every page's first load.
 */
export function NewsletterForm() {
  const { formatMessage } = useIntl();
  const { email, error, isBusy, inputRef, handleChange, handleBlur, handleSubmit } = useNewsletter();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>
          <FormattedMessage id="newsletter.emailLabel" />
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={formatMessage({ id: 'newsletter.emailPlaceholder' })}
          value={email}
          onChange={handleChange}
          onBlur={handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        {error ? <small id={errorId}>{error}</small> : null}
      </div>
      <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={isBusy}>
        <FormattedMessage id="newsletter.subscribe" />
      </button>
    </form>
  );
}
