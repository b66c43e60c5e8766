import { useField, type FieldProps } from 'informed';
import { useIntl } from 'react-intl';
import { FieldMessage } from '../../../lib/ui/form/FieldMessage';
import { useFieldMessage } from '../../../lib/ui/form/useFieldMessage';
import styles from './starRatingField.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

type OwnProps = {
  /** The rating's name (Quality, Value, Price), the group's legend. */
  legend: string;
  /** Its values, lowest first: value_id is the radio's value, value the stars. */
  values: ReadonlyArray<{ value_id: string; value: string }>;
};

/**
 * One rating as a radio group: a fieldset named by its legend, a radio per value labelled "1 star" …
 * "5 stars" (read out; stars shown), the chosen value and those below it filled in. Arrow keys move
 * between the stars as in any radio group.
 */
export function StarRatingField(props: FieldProps<OwnProps>) {
  const { formatMessage } = useIntl();
  const { fieldState, fieldApi, userProps, ref } = useField<OwnProps, string>({ validateOn: 'change-submit', ...props } as FieldProps<OwnProps>);
  const { legend, values } = userProps;
  const message = useFieldMessage(fieldState);
  const selected = typeof fieldState.value === 'string' ? fieldState.value : '';
  const selectedStars = Number(values.find((value) => value.value_id === selected)?.value ?? 0);
  return (
    <fieldset className={styles.group} aria-describedby={message.describedBy} aria-invalid={message.error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {values.map((value, index) => {
          const stars = Number(value.value);
          return (
            <label key={value.value_id} className={styles.star} data-filled={stars <= selectedStars || undefined}>
              <input
                ref={index === 0 ? ref : undefined}
                type="radio"
                className={styles.radio}
                name={props.name}
                value={value.value_id}
                checked={value.value_id === selected}
                onChange={() => {
                  fieldApi.setValue(value.value_id);
                  fieldApi.setTouched(true);
                }}
              />
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={STAR_PATH} />
              </svg>
              <span className={styles.visuallyHidden}>{formatMessage({ id: 'reviewForm.star' }, { count: stars })}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={message.messageId} error={message.error} message={message.message} />
    </fieldset>
  );
}
