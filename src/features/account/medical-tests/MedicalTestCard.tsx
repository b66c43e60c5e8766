import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import styles from '../frame/account.module.css';
import { MarkerTable } from './MarkerTable';
import { STATUS_LABELS, type MedicalTest } from './medicalTests';
import own from './medicalTests.module.css';

/** One registered test: its voucher, order, date and status; with `showResult`, the released result or when it comes. */
export function MedicalTestCard({ test, showResult }: { test: MedicalTest; showResult: boolean }) {
  const headingId = `medical-test-${test.id}`;
  return (
    <li className={styles.card}>
      <div className={own.header}>
        <h2 id={headingId} className={styles.cardHeading}>
          {test.name}
        </h2>
        <span className={`${own.status} ${test.status === 'RESULT_READY' ? own.ready : ''}`}>
          <FormattedMessage id={STATUS_LABELS[test.status]} />
        </span>
      </div>
      <dl className={own.facts}>
        <div>
          <dt>
            <FormattedMessage id="medicalTests.voucher" />
          </dt>
          <dd className={own.voucher}>{test.voucher_code}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="medicalTests.order" />
          </dt>
          <dd>
            <Link to={`/order/${encodeURIComponent(test.order_number)}`}>
              <FormattedMessage id="medicalTests.orderNumber" values={{ number: test.order_number }} />
            </Link>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="medicalTests.registered" />
          </dt>
          <dd>
            <MagentoDate value={test.registered_at} />
          </dd>
        </div>
      </dl>
      {showResult ? <TestResult test={test} /> : null}
    </li>
  );
}

function TestResult({ test }: { test: MedicalTest }) {
  const { result } = test;
  if (!result) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id={test.status === 'SAMPLE_TAKEN' ? 'medicalTests.inLab' : 'medicalTests.bookLab'} />
      </p>
    );
  }
  return (
    <div className={own.result}>
      <p className={styles.muted}>
        <FormattedMessage id="medicalTests.released" values={{ date: <MagentoDate value={result.released_at} /> }} />
      </p>
      <MarkerTable testName={test.name} markers={result.markers} />
      {result.doctor_note ? (
        <p className={own.note}>
          <strong>
            <FormattedMessage id="medicalTests.doctorNote" />
          </strong>{' '}
          {result.doctor_note}
        </p>
      ) : null}
    </div>
  );
}
