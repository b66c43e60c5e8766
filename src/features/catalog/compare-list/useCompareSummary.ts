import { useQuery } from '@apollo/client/react';
import { COMPARE_SUMMARY } from './compareSummary.gql';

const NONE: string[] = [];

/**
 * Talon: the stored compare list in brief, its size and the numeric ids of its products. `fresh`
 * also asks the server once (the header does, when the app loads: the list may have changed on
 * another device); the buttons read what the cache holds.
 */
export function useCompareSummary(uid: string, { fresh = false }: { fresh?: boolean } = {}): { count: number; productIds: string[] } {
  const list = useQuery(COMPARE_SUMMARY, { variables: { uid }, fetchPolicy: fresh ? 'cache-and-network' : 'cache-first' }).data?.compareList;
  return {
    count: list?.item_count ?? 0,
    productIds: list?.items?.flatMap((item) => (item ? [item.uid] : [])) ?? NONE,
  };
}
