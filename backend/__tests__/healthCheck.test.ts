import { issueCustomerToken } from '../auth/tokens';
import { createBackend } from '../index';
import { DEFAULT_ANSWER_LENGTH, HEALTH_CHECK_LIMITS, HEALTH_CHECK_MESSAGES } from '../resolvers/healthCheck/healthCheckInput';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The health check with a pharmacist (schema/extensions/healthCheck.graphql) through /graphql: the
// seeded questionnaire, and the checks shoppers send, validated and stored once.

const QUESTIONS = `{ healthCheckQuestions { code label input_type is_required max_length options { value label } depends_on { question_code value } } }`;
const SUBMIT = `mutation ($input: HealthCheckInput!) { submitHealthCheck(input: $input) { reference_number message response_hours } }`;

const ANSWERS = [
  { question_code: 'complaint', value: 'skin' },
  { question_code: 'duration', value: 'weeks' },
  { question_code: 'medicines', value: 'Vitamin C 500 mg' },
  { question_code: 'allergies', value: 'no' },
  { question_code: 'pregnancy', value: 'na' },
  { question_code: 'age', value: '18_40' },
];
const CONTACT = { fullname: 'Rina Wulandari', email: 'rina.hc@example.com', telephone: '081234567890', city: 'Bandung', preferred_contact: 'WHATSAPP' };
const input = (change: Record<string, unknown> = {}) => ({ answers: ANSWERS, ...CONTACT, ...change });
const withAnswer = (code: string, value: string | null) =>
  value === null ? ANSWERS.filter((answer) => answer.question_code !== code) : [...ANSWERS.filter((answer) => answer.question_code !== code), { question_code: code, value }];

interface StoredCheck {
  reference_number: string;
  customer_id: number | null;
  fullname: string;
  email: string;
  telephone: string;
  city: string;
  preferred_contact: string;
  answers: string;
}

describe('the health check', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const stored = (email: string) => db().prepare('SELECT * FROM health_checks WHERE email = ? ORDER BY health_check_id').all(email) as StoredCheck[];
  const count = () => db().prepare('SELECT COUNT(*) FROM health_checks').pluck().get() as number;
  const setConfig = (path: string, value: string | null) => {
    if (value === null) db().prepare('DELETE FROM core_config WHERE scope_id = 0 AND path = ?').run(path);
    else db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  describe('healthCheckQuestions', () => {
    it('answers the seeded questionnaire in order: radio questions with their options, free text, and allergy details only after Yes', async () => {
      const { body } = await shop.graphql(QUESTIONS);
      expect(body.errors).toBeUndefined();
      const questions = body.data.healthCheckQuestions as Array<Record<string, any>>;
      expect(questions.map((question) => question.code)).toEqual(['complaint', 'duration', 'medicines', 'allergies', 'allergy_details', 'pregnancy', 'age']);
      expect(questions[0]).toMatchObject({ input_type: 'RADIO', is_required: true, depends_on: null, label: 'What would you like to discuss with a pharmacist?' });
      expect(questions[0].options).toContainEqual({ value: 'skin', label: 'Skin or hair problem' });
      expect(questions[2]).toMatchObject({ input_type: 'TEXTAREA', is_required: false, max_length: 500, options: [] });
      expect(questions[4]).toMatchObject({ input_type: 'TEXT', is_required: true, depends_on: { question_code: 'allergies', value: 'yes' } });
      expect(questions[5].options.map((option: { value: string }) => option.value)).toEqual(['yes', 'no', 'na']);
    });

    it('leaves out a question the merchant switched off', async () => {
      db().prepare("UPDATE health_check_questions SET is_active = 0 WHERE code = 'age'").run();
      try {
        const { body } = await shop.graphql(QUESTIONS);
        expect(body.data.healthCheckQuestions.map((question: { code: string }) => question.code)).not.toContain('age');
        // Its answer is then no answer to any question.
        const refused = await shop.graphql(SUBMIT, { input: input({ email: 'off.question@example.com' }) });
        expect(refused.body.errors[0].message).toBe(HEALTH_CHECK_MESSAGES.unknownQuestion('age'));
      } finally {
        db().prepare("UPDATE health_check_questions SET is_active = 1 WHERE code = 'age'").run();
      }
    });
  });

  describe('submitHealthCheck', () => {
    it("stores a guest's check with a snapshot of each question and answer, and answers its reference and what happens next", async () => {
      const { body } = await shop.graphql(SUBMIT, { input: input({ fullname: '  Rina Wulandari ', city: ' Bandung ' }) });
      expect(body.errors).toBeUndefined();
      expect(body.data.submitHealthCheck).toEqual({
        reference_number: expect.stringMatching(/^HC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
        message: 'Thank you. A pharmacist will contact you within 24 hours.',
        response_hours: 24,
      });
      const [check] = stored(CONTACT.email);
      expect(check).toMatchObject({
        reference_number: body.data.submitHealthCheck.reference_number,
        customer_id: null,
        fullname: 'Rina Wulandari',
        telephone: CONTACT.telephone,
        city: 'Bandung',
        preferred_contact: 'whatsapp',
      });
      expect(JSON.parse(check.answers)).toEqual([
        { code: 'complaint', question: 'What would you like to discuss with a pharmacist?', value: 'skin', answer: 'Skin or hair problem' },
        { code: 'duration', question: 'How long have you had it?', value: 'weeks', answer: '1 to 4 weeks' },
        { code: 'medicines', question: 'Which medicines or supplements do you take now?', value: 'Vitamin C 500 mg', answer: 'Vitamin C 500 mg' },
        { code: 'allergies', question: 'Are you allergic to any medicine or food?', value: 'no', answer: 'No' },
        { code: 'pregnancy', question: 'Are you pregnant or breastfeeding?', value: 'na', answer: 'Not applicable' },
        { code: 'age', question: 'How old are you?', value: '18_40', answer: '18 to 40' },
      ]);
    });

    it('links a signed-in customer to their check', async () => {
      const customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
      const token = issueCustomerToken(db(), customerId);
      const { body } = await shop.graphql(SUBMIT, { input: input({ email: 'demo.hc@example.com', preferred_contact: 'EMAIL' }) }, { headers: { Authorization: `Bearer ${token}` } });
      expect(body.errors).toBeUndefined();
      expect(stored('demo.hc@example.com')[0]).toMatchObject({ customer_id: customerId, preferred_contact: 'email' });
    });

    it('asks for the allergy details only after Yes, and drops details given after No', async () => {
      const missing = await shop.graphql(SUBMIT, { input: input({ email: 'allergy@example.com', answers: withAnswer('allergies', 'yes') }) });
      expect(missing.body.errors[0]).toMatchObject({ message: HEALTH_CHECK_MESSAGES.unanswered('Which allergies do you have?'), extensions: { category: 'graphql-input' } });
      const answered = await shop.graphql(SUBMIT, {
        input: input({ email: 'allergy@example.com', answers: [...withAnswer('allergies', 'yes'), { question_code: 'allergy_details', value: 'Penicillin' }] }),
      });
      expect(answered.body.errors).toBeUndefined();
      const dropped = await shop.graphql(SUBMIT, { input: input({ email: 'no.allergy@example.com', answers: [...ANSWERS, { question_code: 'allergy_details', value: 'Penicillin' }] }) });
      expect(dropped.body.errors).toBeUndefined();
      const codes = (email: string) => JSON.parse(stored(email)[0].answers).map((answer: { code: string }) => answer.code);
      expect(codes('allergy@example.com')).toContain('allergy_details');
      expect(codes('no.allergy@example.com')).not.toContain('allergy_details');
    });

    it('keeps HTML and script exactly as typed: stored as text, never run or stripped', async () => {
      const script = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
      const { body } = await shop.graphql(SUBMIT, { input: input({ email: 'html.hc@example.com', fullname: '<i>Rina</i>', answers: withAnswer('medicines', script) }) });
      expect(body.errors).toBeUndefined();
      const [check] = stored('html.hc@example.com');
      expect(check.fullname).toBe('<i>Rina</i>');
      expect(JSON.parse(check.answers)).toContainEqual({ code: 'medicines', question: expect.any(String), value: script, answer: script });
    });

    it.each([
      ['an unanswered required question', { answers: withAnswer('complaint', null) }, HEALTH_CHECK_MESSAGES.unanswered('What would you like to discuss with a pharmacist?')],
      ['a blank answer to a required question', { answers: withAnswer('age', '   ') }, HEALTH_CHECK_MESSAGES.unanswered('How old are you?')],
      ['an answer that is not an option', { answers: withAnswer('duration', 'forever') }, HEALTH_CHECK_MESSAGES.notAnOption('How long have you had it?')],
      ['an option label instead of its value', { answers: withAnswer('allergies', 'No') }, HEALTH_CHECK_MESSAGES.notAnOption('Are you allergic to any medicine or food?')],
      ['an answer to no question', { answers: [...ANSWERS, { question_code: 'blood_type', value: 'O' }] }, HEALTH_CHECK_MESSAGES.unknownQuestion('blood_type')],
      ['a question answered twice', { answers: [...ANSWERS, { question_code: 'age', value: 'over_60' }] }, HEALTH_CHECK_MESSAGES.answeredTwice('How old are you?')],
      ['a text answer too long', { answers: withAnswer('medicines', 'x'.repeat(501)) }, HEALTH_CHECK_MESSAGES.tooLong('Which medicines or supplements do you take now?', 500)],
      ['a blank full name', { fullname: '  ' }, HEALTH_CHECK_MESSAGES.required('Full Name')],
      ['an empty email', { email: '' }, HEALTH_CHECK_MESSAGES.required('Email')],
      ['no city', { city: '' }, HEALTH_CHECK_MESSAGES.required('City')],
      ['an email without @', { email: 'not-an-email' }, HEALTH_CHECK_MESSAGES.emailInvalid],
      ['a telephone with letters', { telephone: '0812-abc' }, HEALTH_CHECK_MESSAGES.telephoneInvalid],
      ['a telephone too short', { telephone: '123' }, HEALTH_CHECK_MESSAGES.telephoneInvalid],
      ['a full name too long', { fullname: 'x'.repeat(HEALTH_CHECK_LIMITS.fullname + 1) }, HEALTH_CHECK_MESSAGES.tooLong('Full Name', HEALTH_CHECK_LIMITS.fullname)],
      ['an email too long', { email: `${'x'.repeat(250)}@example.com` }, HEALTH_CHECK_MESSAGES.tooLong('Email', HEALTH_CHECK_LIMITS.email)],
      ['a city too long', { city: 'x'.repeat(HEALTH_CHECK_LIMITS.city + 1) }, HEALTH_CHECK_MESSAGES.tooLong('City', HEALTH_CHECK_LIMITS.city)],
      ['a telephone too long', { telephone: '1'.repeat(HEALTH_CHECK_LIMITS.telephone + 1) }, HEALTH_CHECK_MESSAGES.tooLong('Phone Number', HEALTH_CHECK_LIMITS.telephone)],
      ['a malformed idempotency key', { idempotency_key: 'short' }, HEALTH_CHECK_MESSAGES.badKey],
    ])('refuses %s with an input error and stores nothing', async (_case, change, message) => {
      const before = count();
      const { body } = await shop.graphql(SUBMIT, { input: input({ email: 'refused.hc@example.com', ...change }) });
      expect(body.data.submitHealthCheck).toBeNull();
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' }, path: ['submitHealthCheck'] });
      expect(count()).toBe(before);
    });

    it('refuses a contact channel it does not offer in the query itself (GraphQL validation)', async () => {
      const { body } = await shop.graphql(SUBMIT, { input: input({ preferred_contact: 'PIGEON' }) });
      expect(body.errors[0].message).toContain('PIGEON');
    });

    it('takes text answers up to their limit (a question without one takes 500 characters)', async () => {
      db().prepare("UPDATE health_check_questions SET max_length = NULL WHERE code = 'medicines'").run();
      try {
        const longest = await shop.graphql(SUBMIT, { input: input({ email: 'longest.hc@example.com', answers: withAnswer('medicines', 'm'.repeat(DEFAULT_ANSWER_LENGTH)) }) });
        expect(longest.body.errors).toBeUndefined();
        const over = await shop.graphql(SUBMIT, { input: input({ email: 'longest.hc@example.com', answers: withAnswer('medicines', 'm'.repeat(DEFAULT_ANSWER_LENGTH + 1)) }) });
        expect(over.body.errors[0].message).toBe(HEALTH_CHECK_MESSAGES.tooLong('Which medicines or supplements do you take now?', DEFAULT_ANSWER_LENGTH));
      } finally {
        db().prepare("UPDATE health_check_questions SET max_length = 500 WHERE code = 'medicines'").run();
      }
    });

    it('stores one check however often the browser sends it with its key, even at once', async () => {
      const key = 'hc-7f3a9c2e-4b1d-4e8a-9f00-0123456789ab';
      const sends = await Promise.all([1, 2, 3].map(() => shop.graphql(SUBMIT, { input: input({ email: 'twice.hc@example.com', idempotency_key: key }) })));
      const references = sends.map(({ body }) => body.data.submitHealthCheck.reference_number);
      expect(new Set(references).size).toBe(1);
      const again = await shop.graphql(SUBMIT, { input: input({ email: 'TWICE.hc@example.com', idempotency_key: key }) });
      expect(again.body.data.submitHealthCheck.reference_number).toBe(references[0]);
      expect(stored('twice.hc@example.com')).toHaveLength(1);
      // Another check (a new key) is another reference.
      const other = await shop.graphql(SUBMIT, { input: input({ email: 'twice.hc@example.com', idempotency_key: `${key}-2` }) });
      expect(other.body.data.submitHealthCheck.reference_number).not.toBe(references[0]);
      // A key is no way to read someone else's reference.
      const stranger = await shop.graphql(SUBMIT, { input: input({ email: 'stranger.hc@example.com', idempotency_key: key }) });
      expect(stranger.body.errors[0].message).toBe(HEALTH_CHECK_MESSAGES.keyReused);
    });

    it("answers the shop's response time, and refuses while the service is switched off", async () => {
      setConfig('healthcheck/general/response_hours', '6');
      try {
        const { body } = await shop.graphql(SUBMIT, { input: input({ email: 'hours.hc@example.com' }) });
        expect(body.data.submitHealthCheck).toMatchObject({ response_hours: 6, message: 'Thank you. A pharmacist will contact you within 6 hours.' });
      } finally {
        setConfig('healthcheck/general/response_hours', null);
      }
      setConfig('healthcheck/general/enabled', '0');
      try {
        const questions = await shop.graphql(QUESTIONS);
        expect(questions.body.errors[0].message).toBe(HEALTH_CHECK_MESSAGES.unavailable);
        const { body } = await shop.graphql(SUBMIT, { input: input({ email: 'closed.hc@example.com' }) });
        expect(body.errors[0].message).toBe(HEALTH_CHECK_MESSAGES.unavailable);
        expect(stored('closed.hc@example.com')).toEqual([]);
      } finally {
        setConfig('healthcheck/general/enabled', null);
      }
    });

    it('keeps the checks across a restart of the backend', async () => {
      const { body } = await shop.graphql(SUBMIT, { input: input({ email: 'durable.hc@example.com' }) });
      const restarted = await createBackend({ dataDir: shop.backend.dataDir, log: () => {} });
      try {
        const row = restarted.db.prepare('SELECT reference_number, city FROM health_checks WHERE email = ?').get('durable.hc@example.com');
        expect(row).toEqual({ reference_number: body.data.submitHealthCheck.reference_number, city: CONTACT.city });
      } finally {
        restarted.close();
      }
    });
  });
});
