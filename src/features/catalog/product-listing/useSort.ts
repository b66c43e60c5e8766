import { useCallback, useMemo, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { withSort, type ListingSort } from './listingUrl';
import { defaultSort, sortChoices, sortId, sortLabelMessage, type SortFieldsLike } from './sortOptions';

export interface SortTalon {
  options: Array<{ value: string; label: string }>;
  value: string;
  handleChange(event: ChangeEvent<HTMLSelectElement>): void;
}

/**
 * Talon of the "Sort by" control: the choices from the listing's sort_fields, the one the URL
 * names (else the default), and a change that puts the new sort in the URL on page 1 (the
 * default sort leaves the URL without one).
 */
export function useSort({ fields, current, searchParams }: { fields: SortFieldsLike | null | undefined; current: ListingSort | null; searchParams: URLSearchParams }): SortTalon {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fallback = defaultSort(fields);
  const choices = useMemo(() => sortChoices(fields, current), [fields, current]);
  const selected = current ?? fallback;
  const options = useMemo(
    () =>
      choices.map((choice) => {
        const { id, values } = sortLabelMessage(choice);
        return { value: choice.id, label: formatMessage({ id }, values) };
      }),
    [choices, formatMessage],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => {
      const choice = choices.find((candidate) => candidate.id === event.target.value);
      if (!choice) return;
      const isDefault = fallback !== null && sortId(fallback) === choice.id;
      navigate({ pathname, search: withSort(searchParams, isDefault ? null : choice.sort).toString() });
    },
    [choices, fallback, navigate, pathname, searchParams],
  );
  return { options, value: selected ? sortId(selected) : '', handleChange };
}
