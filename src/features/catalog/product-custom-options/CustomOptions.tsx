import { useIntl } from 'react-intl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { addedPrice, type CustomOption, type CustomOptionPrice } from './customOptionChoice';
import { type CustomOptionsTalon } from './useCustomOptions';
import classes from '../option-choices/optionChoices.module.css';

export interface CustomOptionsProps extends Omit<CustomOptionsTalon, 'missing' | 'input'> {
  options: readonly CustomOption[];
  /** The product's unit price (percent prices are shares of it) and its currency. */
  productPrice: number;
  currency: string;
  /** Options to mark as wrong after a failed Add to Cart. */
  invalidUids: ReadonlySet<string>;
  /** Id of the message that says what is wrong. */
  errorId?: string;
}

type ControlProps = Omit<CustomOptionsProps, 'options' | 'invalidUids' | 'productPrice' | 'currency'> & {
  option: CustomOption;
  id: string;
  invalid: boolean;
  label(title: string, price: CustomOptionPrice): string;
};

const fieldId = (option: CustomOption) => `custom-option-${option.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
const textOf = (answer: unknown) => (typeof answer === 'string' ? answer : '');
const uidsOf = (answer: unknown): readonly string[] => (Array.isArray(answer) ? answer : []);
const invalidProps = (invalid: boolean, errorId?: string) => ({ 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined });

function TextControl({ option, id, choice, setAnswer, invalid, errorId }: ControlProps) {
  const { formatMessage } = useIntl();
  const limit = option.maxCharacters > 0 ? option.maxCharacters : undefined;
  const hintId = `${id}-hint`;
  const shared = {
    id,
    className: classes.text,
    value: textOf(choice[option.uid]),
    maxLength: limit,
    required: option.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [limit ? hintId : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
  return (
    <>
      {option.kind === 'area' ? (
        <textarea {...shared} rows={3} onChange={(event) => setAnswer(option.uid, event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => setAnswer(option.uid, event.target.value)} />
      )}
      {limit && (
        <span id={hintId} className={classes.hint}>
          {formatMessage({ id: 'productOptions.maxCharacters' }, { count: limit })}
        </span>
      )}
    </>
  );
}

function SelectControl({ option, id, choice, setAnswer, invalid, errorId, label }: ControlProps) {
  const { formatMessage } = useIntl();
  return (
    <select id={id} className={classes.select} value={textOf(choice[option.uid])} required={option.required} {...invalidProps(invalid, errorId)} onChange={(event) => setAnswer(option.uid, event.target.value)}>
      <option value="">{formatMessage({ id: option.required ? 'productOptions.chooseOne' : 'productOptions.none' })}</option>
      {option.values.map((value) => (
        <option key={value.uid} value={value.uid}>
          {label(value.title, value.price)}
        </option>
      ))}
    </select>
  );
}

function MultipleControl({ option, id, choice, chooseMany, invalid, errorId, label }: ControlProps) {
  return (
    <select
      id={id}
      className={classes.multi}
      multiple
      size={Math.min(option.values.length, 5)}
      value={[...uidsOf(choice[option.uid])]}
      {...invalidProps(invalid, errorId)}
      onChange={(event) => chooseMany(option.uid, Array.from(event.target.selectedOptions, (element) => element.value))}
    >
      {option.values.map((value) => (
        <option key={value.uid} value={value.uid}>
          {label(value.title, value.price)}
        </option>
      ))}
    </select>
  );
}

function RadioControl({ option, id, choice, setAnswer, invalid, errorId, label }: ControlProps) {
  const { formatMessage } = useIntl();
  const chosen = textOf(choice[option.uid]);
  const choices = option.required ? option.values : [{ uid: '', title: formatMessage({ id: 'productOptions.none' }), price: { amount: 0, percent: false } }, ...option.values];
  return (
    <div className={classes.choices}>
      {choices.map((value) => (
        <label key={value.uid} className={classes.choice}>
          <input type="radio" name={id} value={value.uid} checked={chosen === value.uid} {...invalidProps(invalid, errorId)} onChange={() => setAnswer(option.uid, value.uid)} />
          <span>{label(value.title, value.price)}</span>
        </label>
      ))}
    </div>
  );
}

function CheckboxControl({ option, choice, toggle, invalid, errorId, label }: ControlProps) {
  const chosen = uidsOf(choice[option.uid]);
  return (
    <div className={classes.choices}>
      {option.values.map((value) => (
        <label key={value.uid} className={classes.choice}>
          <input type="checkbox" value={value.uid} checked={chosen.includes(value.uid)} {...invalidProps(invalid, errorId)} onChange={(event) => toggle(option.uid, value.uid, event.target.checked)} />
          <span>{label(value.title, value.price)}</span>
        </label>
      ))}
    </div>
  );
}

const CONTROLS = { field: TextControl, area: TextControl, drop_down: SelectControl, multiple: MultipleControl, radio: RadioControl, checkbox: CheckboxControl };
const GROUPS = new Set(['radio', 'checkbox']);

/** A product's custom options (engraving, gift wrap, a greeting card…), each with what it adds to the price. */
export function CustomOptions({ options, productPrice, currency, invalidUids, ...rest }: CustomOptionsProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const label = (title: string, price: CustomOptionPrice) => {
    const amount = addedPrice(price, productPrice);
    return amount > 0 ? `${title} +${formatPrice({ value: amount, currency })}` : title;
  };
  return (
    <div className={classes.options}>
      {options.map((option) => {
        const id = fieldId(option);
        const invalid = invalidUids.has(option.uid);
        const Control = CONTROLS[option.kind];
        const textPrice = option.kind === 'field' || option.kind === 'area' ? option.price : null;
        const title = (
          <>
            {textPrice ? label(option.title, textPrice) : option.title}
            {option.required && <span className={classes.required}>{formatMessage({ id: 'productOptions.required' })}</span>}
          </>
        );
        const control = <Control option={option} id={id} invalid={invalid} label={label} {...rest} />;
        // A group of radios or checkboxes is named by its legend; a single control by its label.
        return GROUPS.has(option.kind) ? (
          <fieldset key={option.uid} className={classes.option} data-invalid={invalid || undefined}>
            <legend className={classes.title}>{title}</legend>
            {control}
          </fieldset>
        ) : (
          <div key={option.uid} className={classes.option} data-invalid={invalid || undefined}>
            <label className={classes.title} htmlFor={id}>
              {title}
            </label>
            {control}
          </div>
        );
      })}
    </div>
  );
}
