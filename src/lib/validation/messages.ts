export { GENERAL_ERROR_MESSAGE } from '../apollo/errors';

/** The validation messages of spec §5, word for word. */
export const VALIDATION_MESSAGES = {
  required: 'Is required.',
  tooShort: 'Must contain more characters',
  email: 'Invalid email',
  password: 'Minimum 12 characters, contains UPPERCASE, lowercase, digit (0-9), special characters',
  mustMatch: 'Fields must match',
  mustDiffer: 'Fields must be different',
  phone: 'Phone number is not valid',
} as const;
