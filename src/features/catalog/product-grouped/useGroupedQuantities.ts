import { useCallback, useState } from 'react';
import { initialQuantities, type GroupedChild } from './groupedItems';

export interface GroupedQuantitiesTalon {
  /** Child sku -> the text of its quantity field. */
  quantities: Readonly<Record<string, string>>;
  setQuantity(sku: string, text: string): void;
}

/** Talon of a grouped product's quantity fields, one per child. */
export function useGroupedQuantities(children: readonly GroupedChild[]): GroupedQuantitiesTalon {
  const [quantities, setQuantities] = useState<Readonly<Record<string, string>>>(() => initialQuantities(children));
  const setQuantity = useCallback((sku: string, text: string) => setQuantities((current) => ({ ...current, [sku]: text })), []);
  return { quantities, setQuantity };
}
