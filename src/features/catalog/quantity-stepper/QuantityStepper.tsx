import { useIntl } from 'react-intl';
import { stepQuantity } from './quantity';
import classes from './quantityStepper.module.css';

export interface QuantityStepperProps {
  id: string;
  /** The field's label (also names the − and + buttons' group). */
  label: string;
  /** What the quantity is of (a bundle option, a grouped child): names the − and + buttons apart from the page's own. */
  of?: string;
  /** Show the label only to screen readers (e.g. in a table row that already names the product). */
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** The lowest quantity the buttons go to (1 for a product, 0 for a grouped child). */
  min?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of a message describing what is wrong with the value. */
  describedBy?: string;
}

/** A number field with − and + buttons; typing is free (validation happens on Add to Cart). */
export function QuantityStepper({ id, label, of, hideLabel = false, value, onChange, min = 1, disabled = false, invalid = false, describedBy }: QuantityStepperProps) {
  const { formatMessage } = useIntl();
  const atMin = Number(value) <= min;
  const decrease = of ? formatMessage({ id: 'quantityStepper.decreaseOf' }, { name: of }) : formatMessage({ id: 'quantityStepper.decrease' });
  const increase = of ? formatMessage({ id: 'quantityStepper.increaseOf' }, { name: of }) : formatMessage({ id: 'quantityStepper.increase' });
  return (
    <div className={classes.field}>
      <label className={hideLabel ? classes.hiddenLabel : classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.stepper} role="group" aria-label={label}>
        <button
          type="button"
          className={classes.button}
          aria-label={decrease}
          disabled={disabled || atMin}
          onClick={() => onChange(stepQuantity(value, -1, min))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={classes.input}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={classes.button}
          aria-label={increase}
          disabled={disabled}
          onClick={() => onChange(stepQuantity(value, 1, min))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
