import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type DataTableColumn } from '../../../lib/ui/DataTable';
import { FLAG_LABELS, type MedicalTest } from './medicalTests';
import own from './medicalTests.module.css';

type Marker = NonNullable<MedicalTest['result']>['markers'][number];

const COLUMNS: ReadonlyArray<DataTableColumn<Marker>> = [
  { key: 'marker', headerId: 'medicalTests.marker', isRowHeader: true, cell: (marker) => marker.name },
  { key: 'value', headerId: 'medicalTests.value', isNumeric: true, cell: (marker) => marker.value },
  { key: 'unit', headerId: 'medicalTests.unit', cell: (marker) => marker.unit },
  { key: 'range', headerId: 'medicalTests.range', cell: (marker) => marker.reference_range },
  { key: 'flag', headerId: 'medicalTests.flag', cell: (marker) => <FormattedMessage id={FLAG_LABELS[marker.flag]} /> },
];

/** A released result's markers: value, unit, reference range and whether it is out of range. */
export function MarkerTable({ testName, markers }: { testName: string; markers: readonly Marker[] }) {
  const { formatMessage } = useIntl();
  const caption = formatMessage({ id: 'medicalTests.resultsCaption' }, { name: testName });
  return (
    <DataTable
      columns={COLUMNS}
      rows={markers}
      rowKey={(marker, index) => `${marker.name}-${index}`}
      rowClassName={(marker) => (marker.flag === 'NORMAL' ? undefined : own.flagged)}
      caption={caption}
      captionClassName={own.caption}
      label={caption}
    />
  );
}
