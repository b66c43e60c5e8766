import { useField, type FieldProps } from 'informed';
import { useId } from 'react';
import styles from './choice.module.css';

type OwnProps = { label: string };

/** A labelled checkbox of an informed form; its value is true or false. */
export function CheckboxField(props: FieldProps<OwnProps>) {
  const { fieldState, fieldApi, userProps } = useField<OwnProps, boolean>(props as FieldProps<OwnProps>);
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" className={styles.box} checked={fieldState.value === true} onChange={(event) => fieldApi.setValue(event.target.checked)} />
      <label htmlFor={id}>{userProps.label}</label>
    </div>
  );
}
