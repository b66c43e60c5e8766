import { useCallback, useMemo, useState } from 'react';
import {
  choose as chooseValue,
  isValueAvailable,
  missingOptions,
  previewVariant,
  resolveVariant,
  selectedValueUids,
  type ConfigurableOption,
  type Selection,
  type Variant,
} from './variantSelection';

const NO_CHOICES: Selection = {};

export interface ConfigurableOptionsTalon<P> {
  selection: Selection;
  choose(code: string, uid: string): void;
  isAvailable(code: string, uid: string): boolean;
  /** The variant once every option is chosen. */
  variant: Variant<P> | null;
  /** The variant to show while choosing: the chosen one, else the first that agrees with the choices so far. */
  preview: Variant<P> | null;
  /** Options not chosen yet. */
  missing: ConfigurableOption[];
  /** Chosen value uids in the options' order (selected_options of addProductsToCart). */
  selectedUids: string[];
}

/**
 * Talon of a configurable product's options: the shopper's choices and what follows from them.
 * `initial`: the choices to start from (a cart line's, when the line is edited); none by default.
 */
export function useConfigurableOptions<P>(options: readonly ConfigurableOption[], variants: ReadonlyArray<Variant<P>>, initial: Selection = NO_CHOICES): ConfigurableOptionsTalon<P> {
  const [selection, setSelection] = useState<Selection>(initial);
  const choose = useCallback((code: string, uid: string) => setSelection((current) => chooseValue(current, code, uid)), []);
  const isAvailable = useCallback((code: string, uid: string) => isValueAvailable(variants, selection, code, uid), [variants, selection]);
  return useMemo(() => {
    const variant = resolveVariant(options, variants, selection);
    return {
      selection,
      choose,
      isAvailable,
      variant,
      preview: variant ?? previewVariant(variants, selection),
      missing: missingOptions(options, selection),
      selectedUids: selectedValueUids(options, selection),
    };
  }, [options, variants, selection, choose, isAvailable]);
}
