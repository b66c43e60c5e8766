import { useIntl } from 'react-intl';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired } from '../../../lib/validation';

const validateEmail = combine(isRequired, isEmail);

/** A guest's email, before the shipping address: the order confirmation goes there. */
export function GuestEmailField() {
  const { formatMessage } = useIntl();
  return (
    <TextField
      name="email"
      label={formatMessage({ id: 'addressForm.email' })}
      help={formatMessage({ id: 'addressForm.emailHelp' })}
      type="email"
      autoComplete="email"
      validate={validateEmail}
    />
  );
}
