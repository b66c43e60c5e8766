import { FormattedMessage, useIntl } from 'react-intl';
import styles from '../frame/account.module.css';
import { TableScroller } from '../frame/TableScroller';
import { FLAG_LABELS, type MedicalTest } from './medicalTests';
import own from './medicalTests.module.css';

type Result = NonNullable<MedicalTest['result']>;

/** A released result's markers: value, unit, reference range and whether it is out of range. */
export function MarkerTable({ testName, markers }: { testName: string; markers: Result['markers'] }) {
  const { formatMessage } = useIntl();
  const caption = formatMessage({ id: 'medicalTests.resultsCaption' }, { name: testName });
  return (
    <TableScroller label={caption}>
      <table className={styles.table}>
        <caption className={own.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="medicalTests.marker" />
            </th>
            <th scope="col" className={styles.numeric}>
              <FormattedMessage id="medicalTests.value" />
            </th>
            <th scope="col">
              <FormattedMessage id="medicalTests.unit" />
            </th>
            <th scope="col">
              <FormattedMessage id="medicalTests.range" />
            </th>
            <th scope="col">
              <FormattedMessage id="medicalTests.flag" />
            </th>
          </tr>
        </thead>
        <tbody>
          {markers.map((marker, index) => (
            <tr key={`${marker.name}-${index}`} className={marker.flag === 'NORMAL' ? undefined : own.flagged}>
              <th scope="row">{marker.name}</th>
              <td className={styles.numeric}>{marker.value}</td>
              <td>{marker.unit}</td>
              <td>{marker.reference_range}</td>
              <td>
                <FormattedMessage id={FLAG_LABELS[marker.flag]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
