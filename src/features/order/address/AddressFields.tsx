import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SelectField, type SelectOption } from '../../../lib/ui/form/SelectField';
import { TextField } from '../../../lib/ui/form/TextField';
import styles from './addressFields.module.css';
import { addressValidators as rules, POSTCODE_LENGTH } from './addressValidation';

interface AddressFieldsProps {
  /** Field names are prefixed (`billing.`) when the form holds more than one address. */
  prefix?: string;
  provinces: readonly SelectOption[];
  /** The `autocomplete` section, so the browser fills each address from the right record. */
  section: 'shipping' | 'billing' | 'address-book';
  /** A field of the form's own before the address (the checkout's guest email), on a row of its own. */
  lead?: ReactNode;
}

/** The labelled address fields of CONVENTIONS.md: names, street, city, Province, Postal Code, Phone Number. */
export function AddressFields({ prefix = '', provinces, section, lead }: AddressFieldsProps) {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `addressForm.${id}` });
  return (
    <div className={styles.frame}>
      <div className={styles.grid}>
        {lead ? <div className={styles.wide}>{lead}</div> : null}
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
    </div>
  );
}
