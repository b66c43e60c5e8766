import { useIntl } from 'react-intl';
import { SelectField, type SelectOption } from '../../lib/ui/form/SelectField';
import { TextField } from '../../lib/ui/form/TextField';
import { addressValidators as rules, POSTCODE_LENGTH } from './addressValidation';
import styles from './checkout.module.css';

interface AddressFieldsProps {
  /** Field names are prefixed (`billing.`) when the form holds more than one address. */
  prefix?: string;
  provinces: readonly SelectOption[];
  withEmail?: boolean;
  /** The `autocomplete` section, so the browser fills shipping and billing from the right record. */
  section: 'shipping' | 'billing';
}

/** The labelled address fields of CONVENTIONS.md: Email, names, street, city, Province, Postal Code, Phone Number. */
export function AddressFields({ prefix = '', provinces, withEmail = false, section }: AddressFieldsProps) {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `addressForm.${id}` });
  return (
    <div className={styles.addressGrid}>
      {withEmail ? (
        <TextField
          name={`${prefix}email`}
          label={label('email')}
          help={label('emailHelp')}
          type="email"
          autoComplete="email"
          validate={rules.email}
          className={styles.wide}
        />
      ) : null}
      <TextField name={`${prefix}firstname`} label={label('firstname')} autoComplete={`section-${section} given-name`} validate={rules.required} />
      <TextField name={`${prefix}lastname`} label={label('lastname')} autoComplete={`section-${section} family-name`} validate={rules.required} />
      <TextField
        name={`${prefix}street[0]`}
        label={label('street')}
        autoComplete={`section-${section} street-address`}
        validate={rules.required}
        className={styles.wide}
      />
      <TextField name={`${prefix}city`} label={label('city')} autoComplete={`section-${section} address-level2`} validate={rules.required} />
      <SelectField
        name={`${prefix}region_code`}
        label={label('province')}
        placeholder={label('provincePlaceholder')}
        options={provinces}
        autoComplete={`section-${section} address-level1`}
        validate={rules.required}
      />
      <TextField
        name={`${prefix}postcode`}
        label={label('postcode')}
        inputMode="numeric"
        maxLength={POSTCODE_LENGTH}
        autoComplete={`section-${section} postal-code`}
        validate={rules.postcode}
      />
      <TextField
        name={`${prefix}telephone`}
        label={label('telephone')}
        help={label('telephoneHelp')}
        type="tel"
        autoComplete={`section-${section} tel`}
        validate={rules.telephone}
      />
    </div>
  );
}
