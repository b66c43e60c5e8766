import { useCallback, useMemo, useState } from 'react';
import { customOptionsInput, missingCustomOptions, type CustomChoice, type CustomOption } from './customOptionChoice';

export interface CustomOptionsTalon {
  choice: CustomChoice;
  /** A text option's text, or a drop-down's / radio group's one value ('' for none). */
  setAnswer(optionUid: string, answer: string): void;
  toggle(optionUid: string, valueUid: string, on: boolean): void;
  chooseMany(optionUid: string, valueUids: string[]): void;
  /** Required options left empty. */
  missing: CustomOption[];
  /** Chosen value uids (selected_options) and typed texts (entered_options) for the cart. */
  input: ReturnType<typeof customOptionsInput>;
}

/** Talon of a product's custom options: nothing chosen at first (Magento preselects none). */
export function useCustomOptions(options: readonly CustomOption[]): CustomOptionsTalon {
  const [choice, setChoice] = useState<CustomChoice>({});
  const setAnswer = useCallback((optionUid: string, answer: string) => setChoice((current) => ({ ...current, [optionUid]: answer })), []);
  const chooseMany = useCallback((optionUid: string, valueUids: string[]) => setChoice((current) => ({ ...current, [optionUid]: valueUids })), []);
  const toggle = useCallback(
    (optionUid: string, valueUid: string, on: boolean) =>
      setChoice((current) => {
        const chosen = Array.isArray(current[optionUid]) ? (current[optionUid] as readonly string[]) : [];
        return { ...current, [optionUid]: on ? [...chosen.filter((uid) => uid !== valueUid), valueUid] : chosen.filter((uid) => uid !== valueUid) };
      }),
    [],
  );
  const missing = useMemo(() => missingCustomOptions(options, choice), [options, choice]);
  const input = useMemo(() => customOptionsInput(options, choice), [options, choice]);
  return { choice, setAnswer, toggle, chooseMany, missing, input };
}
