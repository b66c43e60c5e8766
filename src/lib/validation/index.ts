export { GENERAL_ERROR_MESSAGE, VALIDATION_MESSAGES } from './messages';
export {
  combine,
  hasMinLength,
  isEmail,
  isPhoneNumber,
  isRequired,
  isStrongPassword,
  mustDiffer,
  mustMatch,
  type Validator,
} from './validators';
