import { useSyncExternalStore } from 'react';
import { storedEstimate, storeEstimate, type EstimateDestination } from './estimateDestination';
import { type EstimatedMethod } from './estimatedMethods';

/*
 * The cart page's shipping estimate, shared by the totals (useShippingEstimate, in the page's talon)
 * and the Estimate Shipping form below them: the destination and the picked method are remembered
 * for the tab, the methods Magento answered for the destination are kept while the page is open.
 */

export interface ShippingEstimateState {
  destination: EstimateDestination | null;
  /** The method the shopper picked ("carrier|method"); null: the cheapest delivery. */
  chosen: string | null;
  /** The destination's methods and rates; null until they arrive (or when they could not be had). */
  methods: readonly EstimatedMethod[] | null;
  status: 'idle' | 'loading' | 'done' | 'failed';
}

let state: ShippingEstimateState | null = null;
const listeners = new Set<() => void>();

function current(): ShippingEstimateState {
  state ??= { ...storedEstimate(), methods: null, status: 'idle' };
  return state;
}

function update(change: Partial<ShippingEstimateState>): void {
  const before = current();
  state = { ...before, ...change };
  if (state.destination !== before.destination || state.chosen !== before.chosen) storeEstimate({ destination: state.destination, chosen: state.chosen });
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const shippingEstimateStore = {
  /** A new destination: its methods are asked for again, and the cheapest delivery is chosen. */
  setDestination(destination: EstimateDestination): void {
    update({ destination, chosen: null, methods: null, status: 'idle' });
  },
  choose(chosen: string): void {
    update({ chosen });
  },
  loading(): void {
    update({ status: 'loading' });
  },
  received(methods: readonly EstimatedMethod[]): void {
    update({ methods, status: 'done' });
  },
  failed(): void {
    update({ methods: null, status: 'failed' });
  },
  /** Back to what the tab remembers (tests; a new page load does the same). */
  reload(): void {
    state = null;
    listeners.forEach((listener) => listener());
  },
};

/** The estimate's state, following every change. */
export function useShippingEstimateState(): ShippingEstimateState {
  return useSyncExternalStore(subscribe, current, current);
}
