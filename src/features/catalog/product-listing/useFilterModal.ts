import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { type FilterGroup, type FilterOption } from './filterGroups';
import { countFilterValues, toggleFilterValue, type ActiveFilter } from './listingUrl';

/** The app's drawer slot the filter dialog uses (the page mask shows behind it). */
export const FILTER_DRAWER = 'filter';

export interface FilterModalTalon {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** The groups with the dialog's own picks (not yet applied) marked. */
  groups: FilterGroup[];
  draftCount: number;
  toggle(group: FilterGroup, option: FilterOption): void;
  clearAll(): void;
  /** Puts the dialog's picks in the URL and closes it. */
  apply(): void;
}

/**
 * Talon of the mobile filter dialog: it opens on the filters in the URL, the shopper picks and
 * unpicks without reloading the list, then Apply puts them in the URL (Clear all empties the
 * picks; Close and Escape leave the URL as it was). Only phones show it.
 */
export function useFilterModal({
  groups,
  filters,
  onApply,
}: {
  groups: FilterGroup[];
  filters: readonly ActiveFilter[];
  onApply(filters: readonly ActiveFilter[]): void;
}): FilterModalTalon {
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const isOpen = useAppSelector(selectDrawer) === FILTER_DRAWER;
  const [draft, setDraft] = useState<readonly ActiveFilter[]>(filters);

  const open = useCallback(() => {
    setDraft(filters);
    if (!isOpen) void dispatch(toggleDrawer(FILTER_DRAWER));
  }, [dispatch, filters, isOpen]);
  const close = useCallback(() => {
    if (isOpen) void dispatch(toggleDrawer(FILTER_DRAWER));
  }, [dispatch, isOpen]);

  // Grown past 768 px: the sidebar takes over.
  useEffect(() => {
    if (isOpen && !isMobile) void dispatch(toggleDrawer(FILTER_DRAWER));
  }, [dispatch, isMobile, isOpen]);
  // Leaving the page with the dialog open closes it.
  useEffect(
    () => () => {
      void dispatch((innerDispatch, getState) => {
        if (selectDrawer(getState()) === FILTER_DRAWER) void innerDispatch(toggleDrawer(FILTER_DRAWER));
      });
    },
    [dispatch],
  );

  const draftGroups = useMemo(
    () =>
      groups.map((group) => {
        const picked = new Set(draft.find((filter) => filter.key === group.key)?.values.map((v) => v.value) ?? []);
        return { ...group, options: group.options.map((option) => ({ ...option, selected: picked.has(option.value) })) };
      }),
    [draft, groups],
  );
  const toggle = useCallback(
    (group: FilterGroup, option: FilterOption) => setDraft((current) => toggleFilterValue(current, group.key, group.type, option, { single: group.single })),
    [],
  );
  const clearAll = useCallback(() => setDraft([]), []);
  const apply = useCallback(() => {
    onApply(draft);
    close();
  }, [close, draft, onApply]);

  return { isOpen: isOpen && isMobile, open, close, groups: draftGroups, draftCount: countFilterValues(draft), toggle, clearAll, apply };
}
