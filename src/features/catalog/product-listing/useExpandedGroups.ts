import { useCallback, useState } from 'react';

/** Options a group shows before "Show more". */
export const VISIBLE_OPTIONS = 6;

/** Talon of a filter list: which groups show all their options. */
export function useExpandedGroups() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const isExpanded = useCallback((key: string) => expanded.has(key), [expanded]);
  const toggleExpanded = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return { isExpanded, toggleExpanded };
}
