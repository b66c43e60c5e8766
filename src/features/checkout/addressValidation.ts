import { combine, hasMinLength, isEmail, isPhoneNumber, isRequired } from '../../lib/validation';

/** Indonesian postal codes have five digits; shorter ones get spec §5's length message. */
const POSTCODE_LENGTH = 5;

/** The address form's rules, with the messages of spec §5. */
export const addressValidators = {
  required: isRequired,
  email: combine(isRequired, isEmail),
  postcode: combine(isRequired, hasMinLength(POSTCODE_LENGTH)),
  telephone: combine(isRequired, isPhoneNumber),
};

export { POSTCODE_LENGTH };
