import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { MedicalTestCard } from './MedicalTestCard';
import { latestOrderTests } from './medicalTests';
import own from './medicalTests.module.css';
import { useMedicalTests } from './useMedicalTests';

/** /medical-test/registersuccess: after buying lab tests, the newest order's tests with their vouchers and what to do next. */
export default function MedicalTestRegisteredPage({ titleId }: { titleId: string }) {
  const talon = useMedicalTests();
  const latest = latestOrderTests(talon.tests);
  return (
    <AccountPage titleId={titleId} isLoading={talon.isLoading} error={talon.error}>
      {talon.error ? null : latest.orderNumber === null ? (
        <p className={styles.muted}>
          <FormattedMessage id="medicalTests.empty" />
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="medicalTests.registeredIntro" values={{ number: latest.orderNumber, count: latest.tests.length }} />
          </p>
          <ul className={own.list}>
            {latest.tests.map((test) => (
              <MedicalTestCard key={test.id} test={test} showResult={false} />
            ))}
          </ul>
          <section className={styles.card} aria-labelledby="medical-next-heading">
            <h2 id="medical-next-heading" className={own.subheading}>
              <FormattedMessage id="medicalTests.nextHeading" />
            </h2>
            <ol className={own.steps}>
              <li>
                <FormattedMessage
                  id="medicalTests.nextBook"
                  values={{
                    link: (
                      <Link to="/store-locator">
                        <FormattedMessage id="medicalTests.storeLocator" />
                      </Link>
                    ),
                  }}
                />
              </li>
              <li>
                <FormattedMessage id="medicalTests.nextBring" />
              </li>
              <li>
                <FormattedMessage id="medicalTests.nextResults" />
              </li>
            </ol>
          </section>
          <div className={styles.actions}>
            <Link to="/medical-test/results" className={styles.primary}>
              <FormattedMessage id="medicalTests.viewResults" />
            </Link>
          </div>
        </>
      )}
    </AccountPage>
  );
}
