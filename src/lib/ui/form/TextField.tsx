import { useField, type FieldProps } from 'informed';
import { type InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './field.module.css';
import { useFieldMessage } from './useFieldMessage';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'required'>;

export type TextFieldProps = FieldProps<InputProps & { label: string; help?: string }>;

/**
 * A labelled text input of an informed form. Its error shows once the field was left (or the form
 * submitted), then follows every keystroke: a fixed field's message goes as it is typed, not on
 * the blur of the click on Send, which would move the button away under the pointer.
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { fieldState, informed, userProps, ref } = useField<InputProps & { label: string; help?: string }, string>({
    validateOn: 'change-blur',
    ...props,
    // informed reads a native input's event only for the types it knows ('email' is not one): the
    // value is text whatever the input's own type.
    type: 'text',
  } as TextFieldProps);
  const { label, help, className, ...inputProps } = userProps;
  const message = useFieldMessage(fieldState, help);
  return (
    <FieldFrame label={label} message={message} className={className}>
      <input
        {...inputProps}
        {...informed}
        type={type}
        value={informed.value ?? ''}
        ref={ref}
        id={message.controlId}
        className={styles.control}
        aria-invalid={message.error ? true : undefined}
        aria-describedby={message.describedBy}
      />
    </FieldFrame>
  );
}
