import { useSyncExternalStore } from 'react';
import { storedCompareListUid, subscribeCompareListUid } from '../../../lib/persistence/compareListUid';

const noUid = () => null;
const readUid = () => storedCompareListUid();

/** The stored compare list uid (null: the shopper has no list), following every change. */
export function useCompareListUid(): string | null {
  return useSyncExternalStore(subscribeCompareListUid, readUid, noUid);
}
