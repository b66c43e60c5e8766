import type { Db } from '../types';

// Health check with a pharmacist (021_health_checks): the questionnaire and the checks sent.

export type HealthCheckInputType = 'radio' | 'text' | 'textarea';
export type HealthCheckChannel = 'whatsapp' | 'phone' | 'email';

export interface HealthCheckQuestionOption {
  value: string;
  label: string;
}

export interface HealthCheckQuestionRow {
  code: string;
  label: string;
  input_type: HealthCheckInputType;
  is_required: boolean;
  options: HealthCheckQuestionOption[];
  max_length: number | null;
  depends_on: { question_code: string; value: string } | null;
}

interface StoredQuestion {
  code: string;
  label: string;
  input_type: HealthCheckInputType;
  is_required: number;
  options: string | null;
  max_length: number | null;
  depends_on_code: string | null;
  depends_on_value: string | null;
}

function parseOptions(json: string | null): HealthCheckQuestionOption[] {
  if (!json) return [];
  const parsed = JSON.parse(json) as unknown;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((option: { value?: unknown; label?: unknown }) =>
    typeof option?.value === 'string' && typeof option.label === 'string' ? [{ value: option.value, label: option.label }] : [],
  );
}

/** The active questions, in the order they are asked. */
export function listHealthCheckQuestions(db: Db): HealthCheckQuestionRow[] {
  const rows = db
    .prepare(
      `SELECT code, label, input_type, is_required, options, max_length, depends_on_code, depends_on_value
       FROM health_check_questions WHERE is_active = 1 ORDER BY position, question_id`,
    )
    .all() as StoredQuestion[];
  return rows.map((row) => ({
    code: row.code,
    label: row.label,
    input_type: row.input_type,
    is_required: row.is_required === 1,
    options: parseOptions(row.options),
    max_length: row.max_length,
    depends_on: row.depends_on_code && row.depends_on_value !== null ? { question_code: row.depends_on_code, value: row.depends_on_value } : null,
  }));
}

export interface NewHealthCheckQuestion {
  code: string;
  label: string;
  input_type: HealthCheckInputType;
  is_required: boolean;
  options?: readonly HealthCheckQuestionOption[];
  max_length?: number | null;
  depends_on?: { question_code: string; value: string } | null;
}

/** Writes the questionnaire's questions in the order given (the seed's, or a merchant's import). */
export function insertHealthCheckQuestions(db: Db, questions: readonly NewHealthCheckQuestion[]): void {
  const insert = db.prepare(
    `INSERT INTO health_check_questions (code, label, input_type, is_required, options, max_length, depends_on_code, depends_on_value, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  questions.forEach((question, index) =>
    insert.run(
      question.code,
      question.label,
      question.input_type,
      question.is_required ? 1 : 0,
      question.options?.length ? JSON.stringify(question.options) : null,
      question.max_length ?? null,
      question.depends_on?.question_code ?? null,
      question.depends_on?.value ?? null,
      (index + 1) * 10,
    ),
  );
}

/** One answer as stored: the question and the answer as the shopper read them, beside their codes. */
export interface StoredHealthCheckAnswer {
  code: string;
  question: string;
  value: string;
  answer: string;
}

export interface NewHealthCheck {
  referenceNumber: string;
  idempotencyKey: string | null;
  storeId: number;
  customerId: number | null;
  fullname: string;
  email: string;
  telephone: string;
  city: string;
  preferredContact: HealthCheckChannel;
  answers: readonly StoredHealthCheckAnswer[];
  now?: Date;
}

/** Whether a check already has this reference number. */
export function isHealthCheckReferenceTaken(db: Db, referenceNumber: string): boolean {
  return db.prepare('SELECT 1 FROM health_checks WHERE reference_number = ?').get(referenceNumber) !== undefined;
}

/** Keeps a health check; returns its id. */
export function insertHealthCheck(db: Db, check: NewHealthCheck): number {
  const createdAt = (check.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
  const result = db
    .prepare(
      `INSERT INTO health_checks (reference_number, idempotency_key, store_id, customer_id, fullname, email, telephone, city, preferred_contact, answers, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      check.referenceNumber,
      check.idempotencyKey,
      check.storeId,
      check.customerId,
      check.fullname,
      check.email,
      check.telephone,
      check.city,
      check.preferredContact,
      JSON.stringify(check.answers),
      createdAt,
    );
  return Number(result.lastInsertRowid);
}

/** The check sent earlier with this idempotency key: its reference and the email it was sent with. */
export function findHealthCheckByKey(db: Db, idempotencyKey: string): { reference_number: string; email: string } | null {
  return (db.prepare('SELECT reference_number, email FROM health_checks WHERE idempotency_key = ?').get(idempotencyKey) as { reference_number: string; email: string } | undefined) ?? null;
}
