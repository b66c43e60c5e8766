// Magento's server-side password rule (AccountManagement::checkPasswordStrength and
// CredentialsValidator::checkPasswordDifferentFromEmail), with its messages word for word. The
// storefront's own form rule (spec section 5) is stricter; this is what the API accepts.

/** AccountManagement::MAX_PASSWORD_LENGTH. */
export const MAX_PASSWORD_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  tooLong: (max: number) => `Please enter a password with at most ${max} characters.`,
  tooShort: (min: number) => `The password needs at least ${min} characters. Create a new password and try again.`,
  edgeSpaces: "The password can't begin or end with a space. Verify the password and try again.",
  classes: (count: number) =>
    `Minimum of different classes of characters in password is ${count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
  sameAsEmail: "The password can't be the same as the email address. Create a new password and try again.",
} as const;

export interface PasswordRule {
  /** customer/password/minimum_password_length (8). */
  minLength: number;
  /** customer/password/required_character_classes_number (3). */
  requiredClasses: number;
}

export function passwordRule(config: (path: string) => string | null): PasswordRule {
  const number = (path: string, fallback: number) => {
    const value = Number(config(path) ?? fallback);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    minLength: number('customer/password/minimum_password_length', 8),
    requiredClasses: number('customer/password/required_character_classes_number', 3),
  };
}

/** How many of Magento's classes the password uses: digits, upper case, lower case, anything else. */
function characterClasses(password: string): number {
  return [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** Magento's message for a password it refuses, or null when it is strong enough. Lengths count characters, not bytes. */
export function passwordStrengthProblem(password: string, rule: PasswordRule): string | null {
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong(MAX_PASSWORD_LENGTH);
  if (length < rule.minLength) return PASSWORD_MESSAGES.tooShort(rule.minLength);
  if ([...password.trim()].length !== length) return PASSWORD_MESSAGES.edgeSpaces;
  if (characterClasses(password) < rule.requiredClasses) return PASSWORD_MESSAGES.classes(rule.requiredClasses);
  return null;
}

/** Magento refuses a password equal to the account's email, in any letter case. */
export const isPasswordSameAsEmail = (password: string, email: string): boolean => password.toLowerCase() === email.toLowerCase();
