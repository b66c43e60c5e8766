import type { Migration } from './types';

/**
 * Health check with a pharmacist (schema/extensions/healthCheck.graphql).
 *
 * health_check_questions: the questionnaire, which the merchant edits (seeded with the shop's
 * defaults). options: JSON [{"value": "...", "label": "..."}] for radio questions. A question with
 * depends_on_code is asked (and required) only while that question's answer is depends_on_value.
 *
 * health_checks: what shoppers sent, kept as typed (HTML included: it is data, never markup).
 * answers: JSON [{"code", "question", "value", "answer"}], a snapshot of each question and answer as
 * the shopper saw them, so editing the questionnaire later never changes a stored check.
 * idempotency_key: the browser's key for one check; a second send with it is the same check.
 */
export const healthChecksMigration: Migration = {
  id: '021_health_checks',
  up(db) {
    db.exec(`
      CREATE TABLE health_check_questions (
        question_id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        input_type TEXT NOT NULL CHECK (input_type IN ('radio', 'text', 'textarea')),
        is_required INTEGER NOT NULL DEFAULT 1,
        options TEXT,
        max_length INTEGER,
        depends_on_code TEXT,
        depends_on_value TEXT,
        position INTEGER NOT NULL DEFAULT 0,
        is_active INTEGER NOT NULL DEFAULT 1
      );

      CREATE TABLE health_checks (
        health_check_id INTEGER PRIMARY KEY,
        reference_number TEXT NOT NULL UNIQUE,
        idempotency_key TEXT UNIQUE,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        fullname TEXT NOT NULL,
        email TEXT NOT NULL,
        telephone TEXT NOT NULL,
        city TEXT NOT NULL,
        preferred_contact TEXT NOT NULL CHECK (preferred_contact IN ('whatsapp', 'phone', 'email')),
        answers TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        created_at TEXT NOT NULL
      );
      CREATE INDEX health_checks_created ON health_checks (created_at);
    `);
  },
};
