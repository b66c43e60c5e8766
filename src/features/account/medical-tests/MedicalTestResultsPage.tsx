import { FormattedMessage } from 'react-intl';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { MedicalTestCard } from './MedicalTestCard';
import own from './medicalTests.module.css';
import { useMedicalTests } from './useMedicalTests';

/** /medical-test/results: every lab test the customer bought, newest first, with the released results. */
export default function MedicalTestResultsPage({ titleId }: { titleId: string }) {
  const talon = useMedicalTests();
  return (
    <AccountPage titleId={titleId} isLoading={talon.isLoading} error={talon.error}>
      {talon.error ? null : talon.tests.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="medicalTests.empty" />
        </p>
      ) : (
        <ul className={own.list}>
          {talon.tests.map((test) => (
            <MedicalTestCard key={test.id} test={test} showResult />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
