import { type BrowserPersistence } from '../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';
import { sessionPersistence } from '../../../lib/persistence/sessionPersistence';
import { type Answers } from './questions';

/**
 * The health check between its steps, in this tab's sessionStorage: a reload keeps it, the end of
 * the visit drops it, and a sent check clears it (the answers are health data).
 */
export interface HealthCheckDraft {
  answers: Answers;
  /** The questionnaire was completed (Next passed its checks) with these answers. */
  isComplete: boolean;
  /** The email the shopper arrived with (/healthcheck/data-customer/<email>), for when they come back. */
  email: string | null;
  /** This check's key: sending it again (a double click, a reload) is the same check on the server. */
  key: string;
}

/** 32 random hex characters (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newCheckKey(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else bytes.forEach((_byte, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && Object.values(value).every((answer) => typeof answer === 'string');

function isDraft(value: unknown): value is HealthCheckDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<HealthCheckDraft>;
  return isAnswers(draft.answers) && typeof draft.isComplete === 'boolean' && typeof draft.key === 'string' && (draft.email === null || typeof draft.email === 'string');
}

export function readDraft(persistence: BrowserPersistence = sessionPersistence()): HealthCheckDraft | null {
  const stored = persistence.getItem<unknown>(StorageKeys.healthCheckDraft);
  return isDraft(stored) ? stored : null;
}

/** Updates the draft (a new one, with a new key, when there is none). */
export function updateDraft(change: Partial<Omit<HealthCheckDraft, 'key'>>, persistence: BrowserPersistence = sessionPersistence()): HealthCheckDraft {
  const draft: HealthCheckDraft = { answers: {}, isComplete: false, email: null, key: newCheckKey(), ...readDraft(persistence), ...change };
  persistence.setItem(StorageKeys.healthCheckDraft, draft);
  return draft;
}

export function clearDraft(persistence: BrowserPersistence = sessionPersistence()): void {
  persistence.removeItem(StorageKeys.healthCheckDraft);
}
