import { useField, type FieldProps } from 'informed';
import { type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './field.module.css';
import { useFieldMessage } from './useFieldMessage';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'required'>;

export type TextAreaFieldProps = FieldProps<TextAreaProps & { label: string; help?: string }>;

/** A labelled multi-line text field of an informed form; its error shows and follows as TextField's. */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const { fieldState, informed, userProps, ref } = useField<TextAreaProps & { label: string; help?: string }, string>({
    validateOn: 'change-blur',
    ...props,
    type: 'text',
  } as TextAreaFieldProps);
  const { label, help, className, ...textAreaProps } = userProps;
  const message = useFieldMessage(fieldState, help);
  return (
    <FieldFrame label={label} message={message} className={className}>
      <textarea
        {...textAreaProps}
        {...informed}
        rows={rows}
        value={informed.value ?? ''}
        ref={ref}
        id={message.controlId}
        className={`${styles.control} ${styles.multiline}`}
        aria-invalid={message.error ? true : undefined}
        aria-describedby={message.describedBy}
      />
    </FieldFrame>
  );
}
