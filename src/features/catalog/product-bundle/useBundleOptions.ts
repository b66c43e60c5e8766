import { useCallback, useMemo, useState } from 'react';
import { parseQuantity } from '../quantity-stepper/quantity';
import {
  bundlePrice,
  chooseMany as chooseManyOf,
  chooseOne as chooseOneOf,
  defaultChoice,
  invalidQuantities,
  missingRequired,
  optionQuantity,
  setOptionQuantity,
  toggle as toggleOf,
  type BundleChoice,
  type BundleOption,
  type BundlePricing,
  type UnitPrice,
} from './bundleChoice';
import { bundleSelectedOptions } from './bundleUid';

export interface BundleOptionsTalon {
  choice: BundleChoice;
  chooseOne(optionUid: string, selectionUid: string): void;
  toggle(optionUid: string, selectionUid: string, on: boolean): void;
  chooseMany(optionUid: string, selectionUids: string[]): void;
  /** The quantity field's text of a single-choice option, or null when it has nothing chosen. */
  quantityText(option: BundleOption): string | null;
  setQuantityText(optionUid: string, text: string): void;
  /** Price of one bundle as chosen. */
  price: UnitPrice;
  /** Required options with nothing chosen. */
  missing: BundleOption[];
  /** Options whose typed quantity is not a whole number above 0. */
  badQuantities: BundleOption[];
  /** selected_options of addProductsToCart (each uid carries its quantity). */
  selectedOptions: string[];
}

/** Talon of a bundle's options: the default selections first, then the shopper's choice and its price. */
export function useBundleOptions(options: readonly BundleOption[], pricing: BundlePricing): BundleOptionsTalon {
  const [choice, setChoice] = useState<BundleChoice>(() => defaultChoice(options));
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});

  const forget = (optionUid: string) =>
    setTexts((current) => {
      const next = { ...current };
      delete next[optionUid];
      return next;
    });

  const chooseOne = useCallback((optionUid: string, selectionUid: string) => {
    setChoice((current) => chooseOneOf(current, optionUid, selectionUid));
    forget(optionUid);
  }, []);
  const toggle = useCallback((optionUid: string, selectionUid: string, on: boolean) => setChoice((current) => toggleOf(current, optionUid, selectionUid, on)), []);
  const chooseMany = useCallback((optionUid: string, selectionUids: string[]) => setChoice((current) => chooseManyOf(current, optionUid, selectionUids)), []);
  const setQuantityText = useCallback((optionUid: string, text: string) => {
    setTexts((current) => ({ ...current, [optionUid]: text }));
    setChoice((current) => setOptionQuantity(current, optionUid, parseQuantity(text)));
  }, []);
  const quantityText = useCallback(
    (option: BundleOption) => {
      const quantity = optionQuantity(option, choice);
      if (quantity === null) return null;
      return texts[option.uid] ?? String(quantity);
    },
    [choice, texts],
  );

  return useMemo(
    () => ({
      choice,
      chooseOne,
      toggle,
      chooseMany,
      quantityText,
      setQuantityText,
      price: bundlePrice(pricing, options, choice),
      missing: missingRequired(options, choice),
      badQuantities: invalidQuantities(options, choice),
      selectedOptions: bundleSelectedOptions(options, choice),
    }),
    [choice, chooseOne, toggle, chooseMany, quantityText, setQuantityText, pricing, options],
  );
}
