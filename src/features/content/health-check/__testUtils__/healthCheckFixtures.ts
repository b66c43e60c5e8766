import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';

const option = (value: string, label: string) => ({ __typename: 'HealthCheckQuestionOption', value, label });
const question = (fields: Record<string, unknown>) => ({ __typename: 'HealthCheckQuestion', is_required: true, max_length: null, options: [], depends_on: null, ...fields });

/** The seeded questionnaire's shape: radio questions, free text, and a follow-up after "Yes". */
export const QUESTIONS = [
  question({ code: 'complaint', label: 'What would you like to discuss with a pharmacist?', input_type: 'RADIO', options: [option('skin', 'Skin or hair problem'), option('cold', 'Cough, cold or fever')] }),
  question({ code: 'medicines', label: 'Which medicines or supplements do you take now?', input_type: 'TEXTAREA', is_required: false, max_length: 500 }),
  question({ code: 'allergies', label: 'Are you allergic to any medicine or food?', input_type: 'RADIO', options: [option('yes', 'Yes'), option('no', 'No')] }),
  question({
    code: 'allergy_details',
    label: 'Which allergies do you have?',
    input_type: 'TEXT',
    max_length: 255,
    depends_on: { __typename: 'HealthCheckQuestionCondition', question_code: 'allergies', value: 'yes' },
  }),
];

export const questionsAnswer = (): FakeAnswer => ({ data: { healthCheckQuestions: QUESTIONS } });

export const submittedAnswer = (): FakeAnswer => ({
  data: {
    submitHealthCheck: {
      __typename: 'HealthCheckOutput',
      reference_number: 'HC-7KQ2-M9XD',
      message: 'Thank you. A pharmacist will contact you within 24 hours.',
      response_hours: 24,
    },
  },
});

/** What the tab keeps once the questionnaire is done (healthCheckDraft.ts), as a test sets it up. */
export function storeCompletedDraft(change: Record<string, unknown> = {}) {
  const draft = { answers: { complaint: 'skin', allergies: 'no' }, isComplete: true, email: null, key: 'k'.repeat(32), ...change };
  sessionStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__healthcheck_draft', JSON.stringify({ value: JSON.stringify(draft), timeStored: Date.now() }));
}

export function storedDraft(): Record<string, unknown> | null {
  const raw = sessionStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__healthcheck_draft');
  return raw ? (JSON.parse((JSON.parse(raw) as { value: string }).value) as Record<string, unknown>) : null;
}
