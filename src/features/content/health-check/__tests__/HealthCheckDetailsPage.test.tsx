import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { questionsAnswer, storeCompletedDraft, storedDraft, submittedAnswer } from '../__testUtils__/healthCheckFixtures';

beforeEach(() => sessionStorage.clear());

const main = () => within(screen.getByRole('main'));
const field = (name: string) => main().getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function renderDetails(path: string, resolvers: FakeResolvers = {}, options: { signedIn?: boolean } = {}) {
  const view = await renderApp(path, { ...options, resolvers: { healthCheckQuestions: questionsAnswer, submitHealthCheck: submittedAnswer, ...resolvers } });
  const submissions = () => view.sent.filter((operation) => operation.operationName === 'submitHealthCheck');
  return { ...view, submissions };
}

async function fill(values: Partial<Record<'Full Name' | 'Email' | 'Phone Number' | 'City', string>>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.clear(field(name));
    await userEvent.type(field(name), value);
  }
}

const VALID = { 'Full Name': 'Rina Wulandari', Email: 'rina@example.com', 'Phone Number': '081234567890', City: 'Bandung' };

describe('/healthcheck/data-customer', () => {
  it('sends the shopper back to the questions, with a message, when they have not answered them', async () => {
    const { currentLocation } = await renderDetails('/healthcheck/data-customer');
    expect(await screen.findByText('Please answer the questions first.')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/healthcheck');
  });

  it('keeps the email of the link for when the shopper comes back from the questions', async () => {
    const { currentLocation } = await renderDetails('/healthcheck/data-customer/rina%40example.com');
    await screen.findByText('Please answer the questions first.');
    await userEvent.click(await screen.findByRole('radio', { name: 'Skin or hair problem' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentLocation().pathname).toBe('/healthcheck/data-customer/rina%40example.com');
    expect(await main().findByRole('textbox', { name: 'Email' })).toHaveValue('rina@example.com');
  });

  it.each([
    ['encoded once', '/healthcheck/data-customer/rina%40example.com'],
    ['encoded twice', '/healthcheck/data-customer/rina%2540example.com'],
    ['in base64', `/healthcheck/data-customer/${btoa('rina@example.com')}`],
  ])('fills the email of the link (%s)', async (_case, path) => {
    storeCompletedDraft();
    await renderDetails(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Details' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('rina@example.com');
  });

  it("requires every detail with the spec's messages and sends nothing until they are right", async () => {
    storeCompletedDraft();
    const { submissions } = await renderDetails('/healthcheck/data-customer');
    await screen.findByRole('heading', { level: 1, name: 'Your Details' });
    await userEvent.click(submitButton());
    for (const name of ['Full Name', 'Email', 'Phone Number', 'City']) expect(field(name)).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('group', { name: 'How should we contact you?' })).toHaveAccessibleDescription('Is required.');
    await fill({ ...VALID, Email: 'rina@', 'Phone Number': '0812-abc' });
    await userEvent.click(submitButton());
    expect(field('Email')).toHaveAccessibleDescription('Invalid email');
    expect(field('Phone Number')).toHaveAccessibleDescription('Phone number is not valid');
    expect(submissions()).toEqual([]);
  });

  it('sends the answers and details once with the check’s key, forgets them, and confirms with the reference and what happens next', async () => {
    storeCompletedDraft({ answers: { complaint: 'skin', allergies: 'yes', allergy_details: '<b>Penicillin</b>' } });
    const { submissions, currentLocation } = await renderDetails('/healthcheck/data-customer');
    await screen.findByRole('heading', { level: 1, name: 'Your Details' });
    await fill(VALID);
    await userEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    await userEvent.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/healthcheck/data-customer/completed');
    expect(submissions().map((operation) => operation.variables)).toEqual([
      {
        input: {
          answers: [
            { question_code: 'complaint', value: 'skin' },
            { question_code: 'allergies', value: 'yes' },
            { question_code: 'allergy_details', value: '<b>Penicillin</b>' },
          ],
          fullname: 'Rina Wulandari',
          email: 'rina@example.com',
          telephone: '081234567890',
          city: 'Bandung',
          preferred_contact: 'PHONE',
          idempotency_key: 'k'.repeat(32),
        },
      },
    ]);
    expect(screen.getByText('HC-7KQ2-M9XD')).toBeInTheDocument();
    expect(screen.getByText('The pharmacist contacts you by Phone call within 24 hours.')).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it("shows the backend's refusal and keeps what the shopper typed", async () => {
    storeCompletedDraft();
    const refusal = (): FakeAnswer => ({ networkError: new CombinedGraphQLErrors({ errors: [{ message: 'Telephone number is not valid.' }] }) });
    await renderDetails('/healthcheck/data-customer', { submitHealthCheck: refusal });
    await screen.findByRole('heading', { level: 1, name: 'Your Details' });
    await fill(VALID);
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Telephone number is not valid.');
    expect(field('Full Name')).toHaveValue(VALID['Full Name']);
    expect(storedDraft()).toMatchObject({ isComplete: true });
    expect(submitButton()).toBeEnabled();
  });

  it('sends one check however often Submit is pressed while it is busy', async () => {
    storeCompletedDraft();
    const { submissions } = await renderDetails('/healthcheck/data-customer', { submitHealthCheck: () => 'never' });
    await screen.findByRole('heading', { level: 1, name: 'Your Details' });
    await fill(VALID);
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await act(async () => {
      submitButton().click();
      submitButton().click();
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submissions()).toHaveLength(1);
  });

  it("fills a signed-in customer's name and email", async () => {
    storeCompletedDraft();
    await renderDetails(
      '/healthcheck/data-customer',
      { signedInCustomer: () => ({ data: { customer: { __typename: 'Customer', email: 'demo@example.com', firstname: 'Demo', lastname: 'Pelanggan' } } }) },
      { signedIn: true },
    );
    await screen.findByRole('heading', { level: 1, name: 'Your Details' });
    await waitFor(() => expect(field('Email')).toHaveValue('demo@example.com'));
    expect(field('Full Name')).toHaveValue('Demo Pelanggan');
  });
});

describe('/healthcheck/data-customer/completed', () => {
  it('offers to start a health check when there is nothing to confirm', async () => {
    await renderDetails('/healthcheck/data-customer/completed');
    expect(await screen.findByText('There is no health check to confirm yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a Health Check' })).toHaveAttribute('href', '/healthcheck');
  });
});

describe('/healthcheck/email-customer', () => {
  it("continues with a valid email to the details step, refusing a malformed one with 'Invalid email'", async () => {
    const { currentLocation } = await renderDetails('/healthcheck/email-customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue with your email' })).toBeInTheDocument();
    // The other steps keep the shop's header.
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Email')).toHaveAccessibleDescription('Is required.');
    await userEvent.type(field('Email'), 'rina@');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Email')).toHaveAccessibleDescription('Invalid email');
    await userEvent.type(field('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Without answers the details step sends the shopper to the questions, keeping the email for later.
    expect(await screen.findByText('Please answer the questions first.')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/healthcheck');
    expect(storedDraft()).toMatchObject({ email: 'rina@example.com' });
  });
});
