import { type HealthCheckAnswerInput, type HealthCheckQuestionsQuery } from '../../../__generated__/operations';
import { isEmail } from '../../../lib/validation';

/** One question of the questionnaire, as the server sends it. */
export type HealthCheckQuestion = NonNullable<NonNullable<HealthCheckQuestionsQuery['healthCheckQuestions']>[number]>;

/** The answers so far: each question's code to its option value or text. */
export type Answers = Record<string, string>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Whether the question is asked with these answers: its condition's question is asked and has the answer named (as the server decides). */
export function isAsked(question: HealthCheckQuestion, byCode: ReadonlyMap<string, HealthCheckQuestion>, answers: Readonly<Record<string, unknown>>, depth = 0): boolean {
  const condition = question.depends_on;
  if (!condition) return true;
  const parent = byCode.get(condition.question_code);
  if (!parent || depth > byCode.size) return false;
  return text(answers[parent.code]) === condition.value && isAsked(parent, byCode, answers, depth + 1);
}

/** The questions asked with these answers, in order (allergy details only after "Yes"). */
export function askedQuestions(questions: readonly HealthCheckQuestion[], answers: Readonly<Record<string, unknown>>): HealthCheckQuestion[] {
  const byCode = new Map(questions.map((question) => [question.code, question]));
  return questions.filter((question) => isAsked(question, byCode, answers));
}

/** What the form holds, kept as answers: trimmed text of the questions asked, empty ones left out. */
export function toAnswers(questions: readonly HealthCheckQuestion[], values: Readonly<Record<string, unknown>>): Answers {
  return Object.fromEntries(askedQuestions(questions, values).flatMap((question) => (text(values[question.code]) ? [[question.code, text(values[question.code])]] : [])));
}

/** The answers as the mutation takes them. */
export function toAnswerInputs(answers: Readonly<Answers>): HealthCheckAnswerInput[] {
  return Object.entries(answers).map(([question_code, value]) => ({ question_code, value }));
}

function safely(decode: () => string): string | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

/**
 * The email in /healthcheck/data-customer/:emailUrl: the router hands the segment decoded once; a
 * link may have encoded it twice or in base64. Null when none of these reads as an email.
 */
export function emailFromUrl(segment: string | undefined): string | null {
  if (!segment) return null;
  const candidates = [segment, safely(() => decodeURIComponent(segment)), safely(() => atob(segment))];
  const email = candidates.map((candidate) => text(candidate)).find((candidate) => candidate && !isEmail(candidate));
  return email ?? null;
}

/** The details step's path, with the email when there is one. */
export function detailsPath(email: string | null | undefined): string {
  return email ? `/healthcheck/data-customer/${encodeURIComponent(email)}` : '/healthcheck/data-customer';
}
