import { FormattedMessage, useIntl } from 'react-intl';
import { RichContent } from '../../../pagebuilder/RichContent';
import { CmsBlock } from '../../content/cms-block';
import { Newsletter } from '../../content/newsletter';
import styles from './footer.module.css';
import { FOOTER_LINKS_BLOCK, PAYMENT_METHODS, SOCIAL_LINKS } from './footerContent';
import { SocialIcon } from './SocialIcon';
import { useFooter } from './useFooter';

/** The page footer: link groups (CMS), newsletter, social links, payment methods and the legal area. */
export function Footer() {
  const { formatMessage } = useIntl();
  const { legalContent, copyright, year } = useFooter();
  return (
    <footer className={styles.root} aria-label={formatMessage({ id: 'footer.label' })}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <CmsBlock identifiers={[FOOTER_LINKS_BLOCK]} className={styles.links} />
          <div className={styles.aside}>
            <Newsletter />
            <section aria-labelledby="footer-social-heading">
              <h2 id="footer-social-heading" className={styles.heading}>
                <FormattedMessage id="footer.followUs" />
              </h2>
              <ul className={styles.social}>
                {SOCIAL_LINKS.map(({ network, label, href }) => (
                  <li key={network}>
                    <a
                      className={styles.socialLink}
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={formatMessage({ id: 'footer.socialLink' }, { network: label })}
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="footer-payment-heading">
              <h2 id="footer-payment-heading" className={styles.heading}>
                <FormattedMessage id="footer.paymentMethods" />
              </h2>
              <ul className={styles.payments} aria-labelledby="footer-payment-heading">
                {PAYMENT_METHODS.map(({ id, name }) => (
                  <li key={id} className={`${styles.payment} ${styles[id] ?? ''}`}>
                    {name}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
        <div className={styles.legal}>
          <RichContent html={legalContent} className={styles.legalText} />
          <p className={styles.copyright}>{copyright ?? <FormattedMessage id="footer.copyright" values={{ year }} />}</p>
        </div>
      </div>
    </footer>
  );
}
