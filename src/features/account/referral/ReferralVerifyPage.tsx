import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Title } from '../../../lib/page/Title';
import { TextField } from '../../../lib/ui/form/TextField';
import styles from './referral.module.css';
import { MAX_CODE_LENGTH, useReferralVerify, type ReferralVerifyTalon } from './useReferralVerify';

/** Why a code cannot be used, in the shopper's words, by the server's status. */
const REFUSALS = {
  INVALID: 'referral.invalidCode',
  OWN_CODE: 'referral.ownCode',
  ALREADY_USED: 'referral.alreadyUsed',
  NOT_NEW_CUSTOMER: 'referral.notNewCustomer',
} as const;

/** A code typed by hand: the page checks it through the URL (?code=), as a shared link would. */
function CodeForm({ talon }: { talon: ReferralVerifyTalon }) {
  const { formatMessage } = useIntl();
  return (
    <Form className={styles.form} onSubmit={talon.checkCode} initialValues={{ code: talon.code }} noValidate focusOnInvalid>
      <TextField
        name="code"
        label={formatMessage({ id: 'referral.codeLabel' })}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={MAX_CODE_LENGTH}
        validate={talon.codeRule}
      />
      <button type="submit" className={styles.primaryButton}>
        <FormattedMessage id="referral.checkCode" />
      </button>
    </Form>
  );
}

/** A valid code: who invited the friend and what they get, then the way to get it. */
function Invitation({ talon, referrer, reward }: { talon: ReferralVerifyTalon; referrer: string; reward: string }) {
  if (talon.applied) {
    return (
      <div className={styles.stack}>
        <p className={styles.success} role="status">
          <FormattedMessage id="referral.applied" values={{ reward: talon.applied.reward, name: talon.applied.referrer }} />
        </p>
        <Link className={styles.primaryLink} to="/">
          <FormattedMessage id="referral.startShopping" />
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <h2 className={styles.cardHeading}>
        <FormattedMessage id="referral.invitedBy" values={{ name: referrer }} />
      </h2>
      <p>
        <FormattedMessage id={talon.isSignedIn ? 'referral.useCodeText' : 'referral.joinText'} values={{ reward }} />
      </p>
      {talon.applyError ? (
        <p className={styles.error} role="alert">
          {talon.applyError}
        </p>
      ) : null}
      {talon.isSignedIn ? (
        <button type="button" className={styles.primaryButton} onClick={() => void talon.apply()} disabled={talon.isApplying} aria-busy={talon.isApplying}>
          <FormattedMessage id="referral.useCode" />
        </button>
      ) : (
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to="/create-account" state={talon.returnState}>
            <FormattedMessage id="referral.createAccount" />
          </Link>
          <Link className={styles.secondaryLink} to="/sign-in" state={talon.returnState}>
            <FormattedMessage id="referral.signIn" />
          </Link>
        </div>
      )}
    </div>
  );
}

/** /raf/verify: a friend's code checked (from the shared link, or typed), and used by a new customer. */
export default function ReferralVerifyPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const talon = useReferralVerify();
  const { result } = talon;
  return (
    <div className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      <section className={styles.card} aria-label={formatMessage({ id: 'referral.verifyRegion' })}>
        {!talon.code ? (
          <>
            <p>
              <FormattedMessage id="referral.enterCode" />
            </p>
            <CodeForm talon={talon} />
          </>
        ) : talon.isChecking ? (
          <p role="status">
            <FormattedMessage id="referral.checking" />
          </p>
        ) : talon.error ? (
          <p className={styles.error} role="alert">
            {talon.error}
          </p>
        ) : result?.status === 'VALID' ? (
          <Invitation talon={talon} referrer={result.referrer} reward={result.reward} />
        ) : result ? (
          <div className={styles.stack}>
            <p className={styles.error} role="alert">
              <FormattedMessage id={REFUSALS[result.status]} />
            </p>
            {result.status === 'INVALID' ? <CodeForm talon={talon} /> : null}
            {result.status === 'OWN_CODE' ? (
              <Link className={styles.primaryLink} to="/raf">
                <FormattedMessage id="referral.shareYourCode" />
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
