import { VALIDATION_MESSAGES as MESSAGES } from './messages';

/**
 * A field validator in informed's shape: the field's value and all the form's values in,
 * an error message out (undefined when valid).
 */
export type Validator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Standard address pattern: something@domain.tld without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional plus signs, optional brackets round a 1-4 digit part, then 8-16 digits. */
const PHONE_PATTERN = /^\+*\(?[0-9]{1,4}\)?[0-9]{8,16}$/;
/** One each of lowercase, uppercase, digit and special character (the 12 is only in the message). */
const PASSWORD_RULES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** Empty or whitespace-only gives 'Is required.' */
export const isRequired: Validator = (value) => (asText(value).trim() ? undefined : MESSAGES.required);

export const hasMinLength =
  (minimum: number): Validator =>
  (value) =>
    asText(value).length >= minimum ? undefined : MESSAGES.tooShort;

/** An empty value passes: combine with isRequired when the field is mandatory. */
export const isEmail: Validator = (value) => {
  const text = asText(value).trim();
  return !text || EMAIL_PATTERN.test(text) ? undefined : MESSAGES.email;
};

export const isStrongPassword: Validator = (value) => {
  const text = asText(value);
  return PASSWORD_RULES.every((rule) => rule.test(text)) ? undefined : MESSAGES.password;
};

export const isPhoneNumber: Validator = (value) => {
  const text = asText(value).trim();
  return !text || PHONE_PATTERN.test(text) ? undefined : MESSAGES.phone;
};

/** The value must equal the form's `otherField` (e.g. Confirm Password). */
export const mustMatch =
  (otherField: string): Validator =>
  (value, values = {}) =>
    asText(value) === asText(values[otherField]) ? undefined : MESSAGES.mustMatch;

/** The value must differ from the form's `otherField` (e.g. a new password). */
export const mustDiffer =
  (otherField: string): Validator =>
  (value, values = {}) =>
    asText(value) !== asText(values[otherField]) ? undefined : MESSAGES.mustDiffer;

/** Runs validators in order and gives the first message. */
export const combine =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validate of validators) {
      const message = validate(value, values);
      if (message) return message;
    }
    return undefined;
  };
