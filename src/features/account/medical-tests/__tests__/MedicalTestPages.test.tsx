import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type MedicalTestMarkerFlag, type MedicalTestStatus } from '../../../../__generated__/operations';
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';
import { latestOrderTests, type MedicalTest } from '../medicalTests';

const marker = (name: string, value: string, unit: string, reference_range: string, flag: MedicalTestMarkerFlag = 'NORMAL') => ({ __typename: 'MedicalTestMarker', name, value, unit, reference_range, flag });
const test = (fields: { id: string; name: string; order_number: string; status: MedicalTestStatus; registered_at?: string; result?: Record<string, unknown> }) => ({
  __typename: 'MedicalTest',
  voucher_code: `LAB-${fields.id}${fields.id}${fields.id}${fields.id}-ABCD`,
  sku: `SKU-${fields.id}`,
  registered_at: '2026-01-02 01:45:00',
  result: null,
  ...fields,
});

/** The demo customer's tests, newest first: the newest order's two waiting, an older order's two released. */
const TESTS = [
  test({ id: '4', name: 'Kavoti Lab HbA1c Test', order_number: '000000009', status: 'REGISTERED' }),
  test({ id: '3', name: 'Kavoti Lab Cholesterol Panel Test', order_number: '000000009', status: 'SAMPLE_TAKEN' }),
  test({
    id: '2',
    name: 'Kavoti Lab Vitamin D Test',
    order_number: '000000008',
    status: 'RESULT_READY',
    registered_at: '2025-12-16 02:20:00',
    result: {
      __typename: 'MedicalTestResult',
      released_at: '2025-12-18 08:20:00',
      doctor_note: 'Vitamin D is low.',
      markers: [marker('25-OH Vitamin D', '18.4', 'ng/mL', '30 - 100', 'LOW')],
    },
  }),
  test({
    id: '1',
    name: 'Kavoti Lab Complete Blood Count Test',
    order_number: '000000008',
    status: 'RESULT_READY',
    registered_at: '2025-12-16 02:20:00',
    result: {
      __typename: 'MedicalTestResult',
      released_at: '2025-12-18 04:20:00',
      doctor_note: null,
      markers: [marker('Hemoglobin', '13.1', 'g/dL', '12.0 - 15.5'), marker('Leukocytes (WBC)', '11.8', '10^3/µL', '4.0 - 10.0', 'HIGH')],
    },
  }),
];

const answer = (tests: unknown[]): FakeAnswer => ({ data: { customer: { __typename: 'Customer', medical_tests: tests } } });
const card = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement);

describe('/medical-test/results', () => {
  it('lists every test with its voucher, order, date and status, and the released results as tables with out-of-range values named', async () => {
    await renderApp('/medical-test/results', { signedIn: true, resolvers: { medicalTests: () => answer(TESTS) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Medical Test Results' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Kavoti Lab/ }).map((heading) => heading.textContent)).toEqual(TESTS.map((t) => t.name));

    const waiting = card('Kavoti Lab HbA1c Test');
    expect(waiting.getByText('LAB-4444-ABCD')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: '#000000009' })).toHaveAttribute('href', '/order/000000009');
    expect(waiting.getByText('Registered', { selector: 'span' })).toBeInTheDocument();
    expect(waiting.getByText(/Book a visit at a partner lab/)).toBeInTheDocument();
    expect(waiting.queryByRole('table')).toBeNull();
    expect(card('Kavoti Lab Cholesterol Panel Test').getByText(/The lab is analysing your sample/)).toBeInTheDocument();

    const bloodCount = card('Kavoti Lab Complete Blood Count Test');
    expect(bloodCount.getByText('Result ready')).toBeInTheDocument();
    const table = bloodCount.getByRole('table', { name: 'Results of Kavoti Lab Complete Blood Count Test' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Marker', 'Value', 'Unit', 'Reference range', 'Flag']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['13.1', 'g/dL', '12.0 - 15.5', 'Normal'],
      ['11.8', '10^3/µL', '4.0 - 10.0', 'High'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Leukocytes (WBC)' })).toBeInTheDocument();
    expect(card('Kavoti Lab Vitamin D Test').getByText('Vitamin D is low.')).toBeInTheDocument();
    expect(within(card('Kavoti Lab Vitamin D Test').getByRole('table')).getByText('Low')).toBeInTheDocument();
    // The account's navigation marks the area.
    expect(screen.getByRole('link', { name: 'Medical Tests' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the customer has no tests', async () => {
    await renderApp('/medical-test/results', { signedIn: true, resolvers: { medicalTests: () => answer([]) } });
    expect(await screen.findByText('You have no registered medical tests yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    await renderApp('/medical-test/results', { signedIn: true, resolvers: { medicalTests: () => ({ networkError: new Error('Something went wrong.') }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('sends a guest to sign in', async () => {
    const { currentLocation } = await renderApp('/medical-test/results', { resolvers: { medicalTests: () => answer(TESTS) } });
    expect(currentLocation().pathname).toBe('/sign-in');
  });
});

describe('/medical-test/registersuccess', () => {
  it("lists the newest order's tests with their vouchers, the next steps and the way to the results", async () => {
    await renderApp('/medical-test/registersuccess', { signedIn: true, resolvers: { medicalTests: () => answer(TESTS) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Successful' })).toBeInTheDocument();
    expect(screen.getByText('The lab tests of order #000000009 are registered. Show the voucher code at a partner lab.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Kavoti Lab/ }).map((heading) => heading.textContent)).toEqual(['Kavoti Lab HbA1c Test', 'Kavoti Lab Cholesterol Panel Test']);
    expect(screen.getByText('LAB-3333-ABCD')).toBeInTheDocument();
    const next = within(screen.getByRole('region', { name: 'Next steps' }));
    expect(next.getByRole('link', { name: 'store locator' })).toHaveAttribute('href', '/store-locator');
    expect(next.getByText(/Bring the voucher code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Test Results' })).toHaveAttribute('href', '/medical-test/results');
    expect(screen.getByRole('link', { name: 'Medical Tests' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there is nothing registered', async () => {
    await renderApp('/medical-test/registersuccess', { signedIn: true, resolvers: { medicalTests: () => answer([]) } });
    expect(await screen.findByText('You have no registered medical tests yet.')).toBeInTheDocument();
  });
});

describe('latestOrderTests', () => {
  it("takes the tests of the newest test's order", () => {
    expect(latestOrderTests(TESTS as unknown as MedicalTest[])).toEqual({ orderNumber: '000000009', tests: TESTS.slice(0, 2) });
    expect(latestOrderTests([])).toEqual({ orderNumber: null, tests: [] });
  });
});
