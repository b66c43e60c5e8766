import { useField, type FieldProps } from 'informed';
import { type ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';
import styles from './choice.module.css';
import { useFieldMessage } from './useFieldMessage';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Shown under the label (a price, a note). */
  detail?: ReactNode;
}

type OwnProps = { legend: string; options: readonly RadioOption[] };

/** A radio group of an informed form: a fieldset whose legend names it, one labelled radio per choice. */
export function RadioGroupField(props: FieldProps<OwnProps>) {
  const { fieldState, fieldApi, userProps, ref } = useField<OwnProps, string>({ validateOn: 'change-submit', ...props } as FieldProps<OwnProps>);
  const { legend, options } = userProps;
  const message = useFieldMessage(fieldState);
  const selected = typeof fieldState.value === 'string' ? fieldState.value : '';
  // The form's focusOnInvalid focuses the chosen radio, or the first.
  const focusIndex = Math.max(0, options.findIndex((option) => option.value === selected));
  return (
    <fieldset className={styles.group} aria-describedby={message.describedBy} aria-invalid={message.error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={`${styles.option} ${option.value === selected ? styles.selected : ''}`}>
          <input
            ref={index === focusIndex ? ref : undefined}
            type="radio"
            className={styles.radio}
            name={props.name}
            value={option.value}
            checked={option.value === selected}
            onChange={() => {
              fieldApi.setValue(option.value);
              fieldApi.setTouched(true);
            }}
          />
          <span className={styles.text}>
            <span className={styles.label}>{option.label}</span>
            {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
          </span>
        </label>
      ))}
      <FieldMessage id={message.messageId} error={message.error} message={message.message} />
    </fieldset>
  );
}
