import { useIntl } from 'react-intl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { isMultiple, type BundleOption, type BundleSelection } from './bundleChoice';
import { type BundleOptionsTalon } from './useBundleOptions';
import classes from '../option-choices/optionChoices.module.css';

export interface BundleOptionsProps extends Omit<BundleOptionsTalon, 'price' | 'missing' | 'badQuantities' | 'selectedOptions'> {
  options: readonly BundleOption[];
  currency: string;
  /** Options to mark as wrong after a failed Add to Cart (missing or a bad quantity). */
  invalidUids?: ReadonlySet<string>;
  /** Id of the message that says what is wrong. */
  errorId?: string;
}

type OptionProps = Omit<BundleOptionsProps, 'options' | 'invalidUids'> & { option: BundleOption; invalid: boolean; describe(selection: BundleSelection): string };

const fieldId = (option: BundleOption) => `bundle-${option.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;

function RadioOption({ option, choice, chooseOne, invalid, errorId, describe }: OptionProps) {
  const { formatMessage } = useIntl();
  const chosen = choice[option.uid]?.selected[0] ?? '';
  const name = fieldId(option);
  return (
    <div className={classes.choices} role="radiogroup" aria-labelledby={`${name}-title`} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
      {!option.required && (
        <label className={classes.choice}>
          <input type="radio" name={name} value="" checked={chosen === ''} onChange={() => chooseOne(option.uid, '')} />
          <span>{formatMessage({ id: 'productOptions.none' })}</span>
        </label>
      )}
      {option.selections.map((selection) => (
        <label key={selection.uid} className={classes.choice} data-available={selection.inStock}>
          <input type="radio" name={name} value={selection.uid} checked={chosen === selection.uid} disabled={!selection.inStock} onChange={() => chooseOne(option.uid, selection.uid)} />
          <span>{describe(selection)}</span>
        </label>
      ))}
    </div>
  );
}

function SelectOption({ option, choice, chooseOne, invalid, errorId, describe }: OptionProps) {
  const { formatMessage } = useIntl();
  return (
    <select
      id={fieldId(option)}
      className={classes.select}
      value={choice[option.uid]?.selected[0] ?? ''}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      onChange={(event) => chooseOne(option.uid, event.target.value)}
    >
      <option value="">{formatMessage({ id: option.required ? 'productOptions.chooseOne' : 'productOptions.none' })}</option>
      {option.selections.map((selection) => (
        <option key={selection.uid} value={selection.uid} disabled={!selection.inStock}>
          {describe(selection)}
        </option>
      ))}
    </select>
  );
}

function CheckboxOption({ option, choice, toggle, invalid, errorId, describe }: OptionProps) {
  const chosen = choice[option.uid]?.selected ?? [];
  return (
    <div className={classes.choices} role="group" aria-labelledby={`${fieldId(option)}-title`} aria-describedby={invalid ? errorId : undefined}>
      {option.selections.map((selection) => (
        <label key={selection.uid} className={classes.choice} data-available={selection.inStock}>
          <input
            type="checkbox"
            value={selection.uid}
            checked={chosen.includes(selection.uid)}
            disabled={!selection.inStock}
            aria-invalid={invalid || undefined}
            onChange={(event) => toggle(option.uid, selection.uid, event.target.checked)}
          />
          <span>{describe(selection)}</span>
        </label>
      ))}
    </div>
  );
}

function MultiOption({ option, choice, chooseMany, invalid, errorId, describe }: OptionProps) {
  return (
    <select
      id={fieldId(option)}
      className={classes.multi}
      multiple
      size={Math.min(option.selections.length, 5)}
      value={[...(choice[option.uid]?.selected ?? [])]}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      onChange={(event) => chooseMany(option.uid, Array.from(event.target.selectedOptions, (element) => element.value))}
    >
      {option.selections.map((selection) => (
        <option key={selection.uid} value={selection.uid} disabled={!selection.inStock}>
          {describe(selection)}
        </option>
      ))}
    </select>
  );
}

const CONTROLS = { radio: RadioOption, select: SelectOption, checkbox: CheckboxOption, multi: MultiOption };

/** spec §3 bundle products: each option with its selections (radio, select, checkbox or multi-select) and quantities. */
export function BundleOptions({ options, invalidUids, ...rest }: BundleOptionsProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const describe = (selection: BundleSelection) => {
    const parts = [selection.quantity > 1 ? `${selection.quantity} × ${selection.label}` : selection.label];
    if (selection.unitPrice.final > 0) parts.push(`+${formatPrice({ value: selection.unitPrice.final * selection.quantity, currency: rest.currency })}`);
    const text = parts.join(' ');
    return selection.inStock ? text : formatMessage({ id: 'bundle.outOfStock' }, { label: text });
  };
  return (
    <div className={classes.options}>
      {options.map((option) => {
        const invalid = invalidUids?.has(option.uid) ?? false;
        const Control = CONTROLS[option.type] ?? RadioOption;
        const id = fieldId(option);
        const single = !isMultiple(option);
        const quantity = single ? rest.quantityText(option) : null;
        const chosen = option.selections.find((selection) => selection.uid === rest.choice[option.uid]?.selected[0]);
        const TitleTag = option.type === 'select' || option.type === 'multi' ? 'label' : 'p';
        return (
          <div key={option.uid} className={classes.option} data-invalid={invalid || undefined}>
            <TitleTag className={classes.title} id={`${id}-title`} {...(TitleTag === 'label' ? { htmlFor: id } : {})}>
              {option.title}
              {option.required && <span className={classes.required}>{formatMessage({ id: 'productOptions.required' })}</span>}
            </TitleTag>
            <Control option={option} invalid={invalid} describe={describe} {...rest} />
            {single && quantity !== null && chosen?.canChangeQuantity && (
              <QuantityStepper
                id={`${id}-qty`}
                label={formatMessage({ id: 'bundle.quantity' }, { title: option.title })}
                of={option.title}
                value={quantity}
                onChange={(text) => rest.setQuantityText(option.uid, text)}
                invalid={invalid}
                describedBy={invalid ? rest.errorId : undefined}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
