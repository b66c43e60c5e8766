import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { GET_CATEGORY_TREE } from './categoryTree.gql';
import { categoryTreeEntries, type CategoryTreeEntry } from './categoryTreeEntries';

export interface CategoryTreeTalon {
  entries: CategoryTreeEntry[];
  /** True until the first answer (cached or fresh) arrives. */
  loading: boolean;
  /** The tree could not be fetched and nothing is cached. */
  failed: boolean;
  isExpanded(uid: string): boolean;
  toggle(uid: string): void;
}

/** Talon of /category: the category tree and which branches the shopper has opened. */
export function useCategoryTree(): CategoryTreeTalon {
  const { data, error } = useQuery(GET_CATEGORY_TREE, { fetchPolicy: 'cache-and-network' });
  const entries = useMemo(() => categoryTreeEntries(data), [data]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const isExpanded = useCallback((uid: string) => expanded.has(uid), [expanded]);
  const toggle = useCallback((uid: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });
  }, []);

  return { entries, loading: !data && !error, failed: !data && Boolean(error), isExpanded, toggle };
}
