import { askedQuestions, detailsPath, emailFromUrl, toAnswerInputs, toAnswers, type HealthCheckQuestion } from '../questions';

const question = (code: string, depends_on: HealthCheckQuestion['depends_on'] = null): HealthCheckQuestion => ({
  code,
  label: code,
  input_type: 'TEXT',
  is_required: true,
  max_length: null,
  options: [],
  depends_on,
});

const QUESTIONS = [question('allergies'), question('details', { question_code: 'allergies', value: 'yes' }), question('severity', { question_code: 'details', value: 'severe' })];

describe('askedQuestions', () => {
  it('asks a follow-up only while the answer it follows is the one named, through a chain', () => {
    const codes = (answers: Record<string, unknown>) => askedQuestions(QUESTIONS, answers).map((q) => q.code);
    expect(codes({})).toEqual(['allergies']);
    expect(codes({ allergies: ' yes ' })).toEqual(['allergies', 'details']);
    expect(codes({ allergies: 'yes', details: 'severe' })).toEqual(['allergies', 'details', 'severity']);
    // The follow-up of an unasked question is not asked either.
    expect(codes({ allergies: 'no', details: 'severe' })).toEqual(['allergies']);
  });

  it('asks nothing whose condition names a missing question, or loops', () => {
    const loop = [question('a', { question_code: 'b', value: 'x' }), question('b', { question_code: 'a', value: 'x' }), question('c', { question_code: 'gone', value: 'x' })];
    expect(askedQuestions(loop, { a: 'x', b: 'x', c: 'x' })).toEqual([]);
  });
});

describe('toAnswers', () => {
  it('keeps the trimmed, non-empty answers of asked questions only', () => {
    expect(toAnswers(QUESTIONS, { allergies: 'no ', details: 'Dust', severity: '', stray: 'x' })).toEqual({ allergies: 'no' });
    expect(toAnswerInputs({ allergies: 'yes', details: 'Dust' })).toEqual([
      { question_code: 'allergies', value: 'yes' },
      { question_code: 'details', value: 'Dust' },
    ]);
  });
});

describe('emailFromUrl', () => {
  it.each([
    ['rina@example.com', 'rina@example.com'],
    ['rina%40example.com', 'rina@example.com'],
    [btoa('rina@example.com'), 'rina@example.com'],
    ['not-an-email', null],
    ['%E0%A4%A', null],
    [undefined, null],
  ])('reads %s as %s', (segment, email) => {
    expect(emailFromUrl(segment)).toBe(email);
  });

  it('puts the email back in the path encoded', () => {
    expect(detailsPath('rina+hc@example.com')).toBe('/healthcheck/data-customer/rina%2Bhc%40example.com');
    expect(detailsPath(null)).toBe('/healthcheck/data-customer');
  });
});
