import { combine, hasMinLength, isPhoneNumber, isRequired } from '../../../lib/validation';

/** Indonesian postal codes have five digits; shorter ones get spec §5's length message. */
const POSTCODE_LENGTH = 5;

/** The address fields' rules, with the messages of spec §5 (the checkout and the address book). */
export const addressValidators = {
  required: isRequired,
  postcode: combine(isRequired, hasMinLength(POSTCODE_LENGTH)),
  telephone: combine(isRequired, isPhoneNumber),
};

export { POSTCODE_LENGTH };
