import { isValidEmail } from '../../auth/email';
import { GraphQlInputException } from '../../errors';
import type { HealthCheckChannel, HealthCheckQuestionRow, StoredHealthCheckAnswer } from '../../repositories/healthCheckRepository';
import { FIELD_LIMITS, isTooLong, tooLong } from '../../text/fieldLimits';

/** Longest value kept per field (the text answers have their question's own max_length). */
export const HEALTH_CHECK_LIMITS = FIELD_LIMITS.healthCheck;
/** A text question without a max_length of its own takes this much. */
export const DEFAULT_ANSWER_LENGTH = 500;

export const HEALTH_CHECK_MESSAGES = {
  unavailable: 'The health check is unavailable.',
  required: (label: string) => `${label} field is required.`,
  tooLong,
  // The contact form's words (resolvers/contact.ts), which are Magento's.
  emailInvalid: 'The email address is invalid. Verify the email address and try again.',
  telephoneInvalid: 'Telephone number is not valid.',
  unanswered: (question: string) => `Answer the question "${question}".`,
  notAnOption: (question: string) => `Choose one of the answers offered to "${question}".`,
  unknownQuestion: (code: string) => `There is no question "${code}" in the health check.`,
  answeredTwice: (question: string) => `The question "${question}" is answered more than once.`,
  badKey: 'The health check key is not valid.',
  keyReused: 'This health check was already sent with another email address.',
  sent: (hours: number) => `Thank you. A pharmacist will contact you within ${hours} hours.`,
} as const;

/** The storefront's phone rule (spec §5): optional plus signs and brackets round 1-4 digits, then 8-16 digits. */
const PHONE_PATTERN = /^\+*\(?[0-9]{1,4}\)?[0-9]{8,16}$/;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const CHANNELS: Record<string, HealthCheckChannel> = { WHATSAPP: 'whatsapp', PHONE: 'phone', EMAIL: 'email' };

export interface HealthCheckInputArgs {
  answers: ReadonlyArray<{ question_code: string; value: string }>;
  fullname: string;
  email: string;
  telephone: string;
  city: string;
  preferred_contact: string;
  idempotency_key?: string | null;
}

export interface CheckedHealthCheck {
  fullname: string;
  email: string;
  telephone: string;
  city: string;
  preferredContact: HealthCheckChannel;
  idempotencyKey: string | null;
  answers: StoredHealthCheckAnswer[];
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

function checkContact(input: HealthCheckInputArgs): Omit<CheckedHealthCheck, 'answers' | 'idempotencyKey'> {
  const fields = { fullname: trimmed(input.fullname), email: trimmed(input.email), telephone: trimmed(input.telephone), city: trimmed(input.city) };
  const labels = { fullname: 'Full Name', email: 'Email', telephone: 'Phone Number', city: 'City' } as const;
  for (const key of ['fullname', 'email', 'telephone', 'city'] as const) {
    if (!fields[key]) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.required(labels[key]));
    if (isTooLong(fields[key], HEALTH_CHECK_LIMITS[key])) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.tooLong(labels[key], HEALTH_CHECK_LIMITS[key]));
  }
  if (!isValidEmail(fields.email)) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.emailInvalid);
  if (!PHONE_PATTERN.test(fields.telephone)) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.telephoneInvalid);
  const preferredContact = CHANNELS[input.preferred_contact];
  // The schema's enum lets nothing else through; this keeps a direct caller honest too.
  if (!preferredContact) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.required('Preferred Contact'));
  return { ...fields, preferredContact };
}

function checkKey(key: string | null | undefined): string | null {
  const value = trimmed(key);
  if (!value) return null;
  if (!KEY_PATTERN.test(value)) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.badKey);
  return value;
}

/** Whether the question is asked, given the answers: its condition's question is asked and has the answer named. */
function isAsked(question: HealthCheckQuestionRow, byCode: Map<string, HealthCheckQuestionRow>, values: Map<string, string>, depth = 0): boolean {
  const condition = question.depends_on;
  if (!condition) return true;
  const parent = byCode.get(condition.question_code);
  // A condition on a question that is gone, or a loop in the merchant's conditions, asks nothing.
  if (!parent || depth > byCode.size) return false;
  return values.get(parent.code) === condition.value && isAsked(parent, byCode, values, depth + 1);
}

/** Every asked question's answer, checked against the questionnaire; answers to unasked questions are dropped. */
export function checkAnswers(questions: readonly HealthCheckQuestionRow[], given: HealthCheckInputArgs['answers']): StoredHealthCheckAnswer[] {
  const byCode = new Map(questions.map((question) => [question.code, question]));
  const values = new Map<string, string>();
  for (const answer of given) {
    const code = trimmed(answer.question_code).slice(0, HEALTH_CHECK_LIMITS.code);
    const question = byCode.get(code);
    if (!question) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.unknownQuestion(code));
    if (values.has(code)) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.answeredTwice(question.label));
    values.set(code, trimmed(answer.value));
  }
  const answers: StoredHealthCheckAnswer[] = [];
  for (const question of questions) {
    if (!isAsked(question, byCode, values)) continue;
    const value = values.get(question.code) ?? '';
    if (!value) {
      if (question.is_required) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.unanswered(question.label));
      continue;
    }
    if (question.input_type === 'radio') {
      const option = question.options.find((candidate) => candidate.value === value);
      if (!option) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.notAnOption(question.label));
      answers.push({ code: question.code, question: question.label, value, answer: option.label });
      continue;
    }
    const limit = Math.min(question.max_length ?? DEFAULT_ANSWER_LENGTH, HEALTH_CHECK_LIMITS.answer);
    if (isTooLong(value, limit)) throw new GraphQlInputException(HEALTH_CHECK_MESSAGES.tooLong(question.label, limit));
    answers.push({ code: question.code, question: question.label, value, answer: value });
  }
  return answers;
}

/** The whole input checked in the order the shopper gave it (answers, contact details, then the key) and trimmed; the first problem is an input error. */
export function checkHealthCheckInput(questions: readonly HealthCheckQuestionRow[], input: HealthCheckInputArgs): CheckedHealthCheck {
  const answers = checkAnswers(questions, input.answers);
  const contact = checkContact(input);
  return { ...contact, idempotencyKey: checkKey(input.idempotency_key), answers };
}
