import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { DataTable, type DataTableColumn } from '../DataTable';

interface Parcel {
  id: string;
  carrier: string;
  weight: string;
}

const MESSAGES = { 'test.carrier': 'Carrier', 'test.weight': 'Weight' };

const COLUMNS: ReadonlyArray<DataTableColumn<Parcel>> = [
  { key: 'carrier', headerId: 'test.carrier', isRowHeader: true, cell: (parcel) => parcel.carrier },
  { key: 'weight', headerId: 'test.weight', isNumeric: true, cell: (parcel) => parcel.weight },
];

const PARCELS: Parcel[] = [
  { id: '1', carrier: 'JNE', weight: '1 kg' },
  { id: '2', carrier: 'SiCepat', weight: '2.5 kg' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Parcel>>[0]> = {}) {
  return render(
    <IntlProvider locale="en-US" messages={MESSAGES}>
      <h2 id="parcels-heading">Parcels</h2>
      <DataTable columns={COLUMNS} rows={PARCELS} rowKey={(parcel) => parcel.id} labelledBy="parcels-heading" {...props} />
      <button type="button">After</button>
    </IntlProvider>,
  );
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows a column heading per column and a row per item, the row header naming its row', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Carrier', 'Weight']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['JNE', 'SiCepat']);
    expect(rows.map(cellTexts)).toEqual([['1 kg'], ['2.5 kg']]);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
  });

  it('keeps its frame in the tab order, named by the heading, so the keyboard can scroll a wide table', async () => {
    renderTable();
    const frame = screen.getByRole('group', { name: 'Parcels' });
    expect(frame).toContainElement(screen.getByRole('table'));
    await userEvent.tab();
    expect(frame).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('is named by its label when no heading names it, and by its caption as a table', () => {
    renderTable({ labelledBy: undefined, label: 'Your parcels', caption: '2 parcels' });
    expect(screen.getByRole('group', { name: 'Your parcels' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '2 parcels' })).toBeInTheDocument();
  });

  it('says when more rows are on their way, keeping the rows it has', () => {
    const { rerender } = renderTable({ isBusy: true });
    expect(screen.getByRole('group', { name: 'Parcels' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    rerender(
      <IntlProvider locale="en-US" messages={MESSAGES}>
        <h2 id="parcels-heading">Parcels</h2>
        <DataTable columns={COLUMNS} rows={PARCELS} rowKey={(parcel) => parcel.id} labelledBy="parcels-heading" />
      </IntlProvider>,
    );
    expect(screen.getByRole('group', { name: 'Parcels' })).not.toHaveAttribute('aria-busy');
  });

  it('gives every value its column heading as the label a phone card shows, only when rows stack on a phone', () => {
    const { unmount } = renderTable({ stackOnPhone: true });
    const [first] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByRole('rowheader')).toHaveAttribute('data-label', 'Carrier');
    expect(within(first).getByRole('cell')).toHaveAttribute('data-label', 'Weight');
    unmount();
    renderTable();
    expect(within(screen.getAllByRole('row')[1]).getByRole('cell')).not.toHaveAttribute('data-label');
  });

  it('passes a name and a busy state to the table itself when asked (a history named by its heading)', () => {
    renderTable({ 'aria-labelledby': 'parcels-heading', 'aria-busy': true });
    expect(screen.getByRole('table', { name: 'Parcels' })).toHaveAttribute('aria-busy', 'true');
  });
});
