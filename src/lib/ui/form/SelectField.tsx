import { useField, type FieldProps } from 'informed';
import { type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './field.module.css';
import { useFieldMessage } from './useFieldMessage';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'required'>;
type OwnProps = SelectProps & { label: string; options: readonly SelectOption[]; placeholder: string; help?: string };

/** A labelled select of an informed form, with an empty first choice as its placeholder. */
export function SelectField(props: FieldProps<OwnProps>) {
  const { fieldState, informed, userProps, ref } = useField<OwnProps, string>({ validateOn: 'change-submit', type: 'select', ...props } as FieldProps<OwnProps>);
  const { label, options, placeholder, help, className, ...selectProps } = userProps;
  const message = useFieldMessage(fieldState, help);
  return (
    <FieldFrame label={label} message={message} className={className}>
      <select
        {...selectProps}
        {...informed}
        value={informed.value ?? ''}
        ref={ref}
        id={message.controlId}
        className={styles.control}
        aria-invalid={message.error ? true : undefined}
        aria-describedby={message.describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
