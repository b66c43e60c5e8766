import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import { useCmsBlocks } from '../../../pagebuilder/ContentTypes/Block/useCmsBlocks';
import styles from './referral.module.css';

/** The CMS block that tells guests what the programme offers (seeded by backend/seed/content/referralProgramme.ts). */
export const RAF_PROGRAMME_BLOCK = 'raf-programme';
const IDENTIFIERS = [RAF_PROGRAMME_BLOCK];
const STEPS = ['referral.guestStepShare', 'referral.guestStepJoin', 'referral.guestStepEarn'] as const;

/** What a guest sees on /raf: the programme (the merchant's words, with their heading, else ours) and the way in. */
export function ReferralGuest() {
  const { formatMessage } = useIntl();
  const { blocks, loading } = useCmsBlocks(IDENTIFIERS);
  const block = blocks[0];
  // /raf is where the shopper returns after signing in or creating an account.
  const back = { from: '/raf' };
  return (
    <section className={styles.card} aria-label={formatMessage({ id: 'referral.guestHeading' })}>
      {block ? (
        <LazyRichContent html={block.content} className={styles.programme} />
      ) : loading ? null : (
        <div className={styles.programme}>
          <h2>
            <FormattedMessage id="referral.guestHeading" />
          </h2>
          <p>
            <FormattedMessage id="referral.guestIntro" />
          </p>
          <ol>
            {STEPS.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className={styles.muted}>
        <FormattedMessage id="referral.guestSignInText" />
      </p>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to="/sign-in" state={back}>
          <FormattedMessage id="referral.signIn" />
        </Link>
        <Link className={styles.secondaryLink} to="/create-account" state={back}>
          <FormattedMessage id="referral.createAccount" />
        </Link>
      </div>
    </section>
  );
}
