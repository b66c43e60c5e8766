import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { questionsAnswer, storedDraft } from '../__testUtils__/healthCheckFixtures';

const group = (name: string) => screen.getByRole('group', { name });
const next = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => sessionStorage.clear());

async function renderQuestionnaire(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp('/healthcheck', { ...options, resolvers: { healthCheckQuestions: questionsAnswer, ...options.resolvers } });
  await screen.findByRole('heading', { level: 1, name: 'Health Check with a Pharmacist' });
  await screen.findByRole('group', { name: 'What would you like to discuss with a pharmacist?' });
  return view;
}

describe('/healthcheck', () => {
  it("shows the merchant's questions, step 1 of 2, without the shop's header or footer", async () => {
    await renderQuestionnaire();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(group('What would you like to discuss with a pharmacist?')).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Skin or hair problem',
      'Cough, cold or fever',
    ]);
    const medicines = screen.getByRole('textbox', { name: 'Which medicines or supplements do you take now?' });
    expect(medicines.tagName).toBe('TEXTAREA');
    expect(medicines).toHaveAttribute('maxlength', '500');
    expect(medicines).toHaveAccessibleDescription('Optional');
    // The follow-up waits for its answer.
    expect(screen.queryByRole('textbox', { name: 'Which allergies do you have?' })).toBeNull();
  });

  it("requires every required answer with 'Is required.' and goes nowhere until they are given", async () => {
    const { currentLocation } = await renderQuestionnaire();
    await userEvent.click(next());
    expect(group('What would you like to discuss with a pharmacist?')).toHaveAccessibleDescription('Is required.');
    expect(group('Are you allergic to any medicine or food?')).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('textbox', { name: 'Which medicines or supplements do you take now?' })).toHaveAccessibleDescription('Optional');
    // The first unanswered question takes the focus.
    expect(screen.getByRole('radio', { name: 'Skin or hair problem' })).toHaveFocus();
    expect(currentLocation().pathname).toBe('/healthcheck');
  });

  it('asks for the allergies after Yes, requires them, then goes to the details step with the answers kept in the tab', async () => {
    const { currentLocation } = await renderQuestionnaire();
    await userEvent.click(screen.getByRole('radio', { name: 'Skin or hair problem' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const details = screen.getByRole('textbox', { name: 'Which allergies do you have?' });
    await userEvent.click(next());
    expect(details).toHaveAccessibleDescription('Is required.');
    await userEvent.type(details, '  Penicillin ');
    await userEvent.click(next());
    expect(currentLocation().pathname).toBe('/healthcheck/data-customer');
    expect(storedDraft()).toMatchObject({ answers: { complaint: 'skin', allergies: 'yes', allergy_details: 'Penicillin' }, isComplete: true, email: null, key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('drops the follow-up answer when the answer it follows changes', async () => {
    await renderQuestionnaire();
    await userEvent.click(screen.getByRole('radio', { name: 'Cough, cold or fever' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Which allergies do you have?' }), 'Dust');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Which allergies do you have?' })).toBeNull();
    await userEvent.click(next());
    expect(storedDraft()?.answers).toEqual({ complaint: 'cold', allergies: 'no' });
  });

  it('keeps the answers given so far across a reload', async () => {
    const first = await renderQuestionnaire();
    await userEvent.click(screen.getByRole('radio', { name: 'Cough, cold or fever' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Which medicines or supplements do you take now?' }), 'Paracetamol');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Which allergies do you have?' }), 'Dust');
    first.unmount();
    await renderQuestionnaire();
    expect(screen.getByRole('radio', { name: 'Cough, cold or fever' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Which medicines or supplements do you take now?' })).toHaveValue('Paracetamol');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Which allergies do you have?' })).toHaveValue('Dust');
  });

  it("says when the questions cannot be read, and tries again on request", async () => {
    let calls = 0;
    await renderApp('/healthcheck', {
      resolvers: { healthCheckQuestions: () => (++calls === 1 ? { networkError: new Error('The health check is unavailable.') } : questionsAnswer()) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The health check is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'What would you like to discuss with a pharmacist?' })).toBeInTheDocument();
  });
});
