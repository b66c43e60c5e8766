import { useIntl } from 'react-intl';
import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';
import { showsSwatches } from './swatch';
import { chosenLabel, type ConfigurableOption, type OptionValue, type Selection } from './variantSelection';
import classes from './productOptions.module.css';

export interface ConfigurableOptionsProps {
  options: readonly ConfigurableOption[];
  selection: Selection;
  choose(code: string, uid: string): void;
  isAvailable(code: string, uid: string): boolean;
  /** Options to mark as missing (after the shopper tried to add without choosing them). */
  invalidCodes?: ReadonlySet<string>;
  /** Id of the message that explains what is missing. */
  errorId?: string;
}

const SWATCH_IMAGE = 40;

function SwatchFace({ value }: { value: OptionValue }) {
  const swatch = value.swatch;
  if (swatch?.kind === 'color') {
    return (
      <svg className={classes.chip} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill={swatch.color} />
      </svg>
    );
  }
  if (swatch?.kind === 'image') {
    return <img className={classes.chip} src={resizedImageUrl(swatch.url, { width: SWATCH_IMAGE * 2, height: SWATCH_IMAGE * 2 })} width={SWATCH_IMAGE} height={SWATCH_IMAGE} alt="" loading="lazy" />;
  }
  return (
    <span className={classes.text} aria-hidden="true">
      {swatch?.text ?? value.label}
    </span>
  );
}

function SwatchGroup({ option, selection, choose, isAvailable, invalid, errorId }: { option: ConfigurableOption; invalid: boolean } & Omit<ConfigurableOptionsProps, 'options' | 'invalidCodes'>) {
  const { formatMessage } = useIntl();
  const name = `configurable-${option.code}`;
  return (
    <div className={classes.swatches} role="radiogroup" aria-labelledby={`${name}-label`} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
      {option.values.map((value) => {
        const available = isAvailable(option.code, value.uid);
        return (
          <label key={value.uid} className={classes.swatch} data-available={available} title={value.label}>
            <input
              className={classes.radio}
              type="radio"
              name={name}
              value={value.uid}
              checked={selection[option.code] === value.uid}
              disabled={!available}
              onChange={() => choose(option.code, value.uid)}
            />
            <SwatchFace value={value} />
            <span className={classes.hiddenName}>
              {available ? value.label : formatMessage({ id: 'productOptions.unavailable' }, { label: value.label })}
            </span>
          </label>
        );
      })}
    </div>
  );
}

function OptionSelect({ option, selection, choose, isAvailable, invalid, errorId }: { option: ConfigurableOption; invalid: boolean } & Omit<ConfigurableOptionsProps, 'options' | 'invalidCodes'>) {
  const { formatMessage } = useIntl();
  const id = `configurable-${option.code}`;
  return (
    <select
      id={id}
      className={classes.select}
      value={selection[option.code] ?? ''}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      onChange={(event) => choose(option.code, event.target.value)}
    >
      <option value="">{formatMessage({ id: 'productOptions.choose' }, { label: option.label })}</option>
      {option.values.map((value) => {
        const available = isAvailable(option.code, value.uid);
        return (
          <option key={value.uid} value={value.uid} disabled={!available}>
            {available ? value.label : formatMessage({ id: 'productOptions.unavailable' }, { label: value.label })}
          </option>
        );
      })}
    </select>
  );
}

/** spec §3 configurable products: one control per option, swatches where the values have them. */
export function ConfigurableOptions({ options, invalidCodes, ...rest }: ConfigurableOptionsProps) {
  return (
    <div className={classes.options}>
      {options.map((option) => {
        const invalid = invalidCodes?.has(option.code) ?? false;
        const chosen = chosenLabel(option, rest.selection);
        const labelId = `configurable-${option.code}-label`;
        const swatches = showsSwatches(option.values);
        return (
          <div key={option.code} className={classes.option} data-invalid={invalid || undefined}>
            {swatches ? (
              <p className={classes.label} id={labelId}>
                {option.label}
                {chosen && <span className={classes.chosen}>: {chosen}</span>}
              </p>
            ) : (
              <label className={classes.label} id={labelId} htmlFor={`configurable-${option.code}`}>
                {option.label}
              </label>
            )}
            {swatches ? <SwatchGroup option={option} invalid={invalid} {...rest} /> : <OptionSelect option={option} invalid={invalid} {...rest} />}
          </div>
        );
      })}
    </div>
  );
}
