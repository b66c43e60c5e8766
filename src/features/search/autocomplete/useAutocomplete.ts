import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SearchSuggestionsProps } from '../search-bar/SearchBar';
import { GET_AUTOCOMPLETE_RESULTS } from './autocomplete.gql';
import {
  autocompleteStatus,
  categorySuggestions,
  DEBOUNCE_MS,
  MIN_LENGTH,
  productSuggestions,
  type Suggestion,
} from './autocompleteResults';
import { useDebouncedValue } from './useDebouncedValue';

/** The option ids of the listbox, for aria-activedescendant. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * Talon of the search autocomplete (spec §2 Search bar, §7 getAutocompleteResults): from 3
 * characters and 500 ms after the last keystroke it asks for 3 products (cache-and-network) and
 * offers up to 4 categories and 3 products; arrow keys move through them, Enter opens the active
 * one, Escape closes the list until the text changes.
 */
export function useAutocomplete({ inputText, visible, listboxId, onComboboxChange, keyHandlerRef }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const query = inputText.trim();
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const settled = debounced === query;
  const { data, error } = useQuery(GET_AUTOCOMPLETE_RESULTS, {
    variables: { inputText: debounced },
    skip: debounced.length < MIN_LENGTH,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // The answer shown is the one for the text in the field; an older one is never mixed in.
  const products = settled && query.length >= MIN_LENGTH ? data?.products : undefined;

  const categories = useMemo(() => categorySuggestions(products?.aggregations, query), [products, query]);
  const productRows = useMemo(() => productSuggestions(products?.items), [products]);
  const suggestions: Suggestion[] = useMemo(() => [...categories, ...productRows], [categories, productRows]);

  // Escape closes the list for the text it was pressed on; typing opens it again.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const isOpen = visible && closedFor !== inputText;
  // The active option belongs to the text it was chosen on. The ref follows every change at
  // once, so keys pressed faster than React renders each move on from the last one.
  const activeRef = useRef({ query: '', index: -1 });
  const [active, setActiveState] = useState(activeRef.current);
  const setActive = useCallback((next: { query: string; index: number }) => {
    activeRef.current = next;
    setActiveState(next);
  }, []);
  const indexOf = useCallback(
    (chosen: { query: string; index: number }) => (chosen.query === query && chosen.index < suggestions.length ? chosen.index : -1),
    [query, suggestions.length],
  );
  const activeIndex = indexOf(active);
  const expanded = isOpen && suggestions.length > 0;
  const activeId = expanded && activeIndex >= 0 ? optionId(listboxId, activeIndex) : null;

  const open = useCallback(
    (suggestion: Suggestion) => {
      setClosedFor(inputText);
      navigate(suggestion.href);
    },
    [inputText, navigate],
  );

  const handleKey = useCallback(
    (key: string): boolean => {
      const count = suggestions.length;
      const current = indexOf(activeRef.current);
      switch (key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (!isOpen) {
            setClosedFor(null);
            return true;
          }
          if (count === 0) return false;
          const step = key === 'ArrowDown' ? 1 : -1;
          const from = current < 0 ? (step > 0 ? -1 : count) : current;
          setActive({ query, index: (from + step + count) % count });
          return true;
        }
        case 'Enter':
          if (!expanded || current < 0) return false;
          open(suggestions[current]);
          return true;
        case 'Escape':
          if (!isOpen) return false;
          setClosedFor(inputText);
          return true;
        default:
          return false;
      }
    },
    [suggestions, isOpen, expanded, query, inputText, open, setActive, indexOf],
  );

  useEffect(() => {
    keyHandlerRef.current = handleKey;
  }, [keyHandlerRef, handleKey]);
  useEffect(() => () => void (keyHandlerRef.current = null), [keyHandlerRef]);

  // Before paint: the field announces the option that is highlighted, never the previous one.
  useLayoutEffect(() => {
    onComboboxChange({ expanded, activeId });
  }, [onComboboxChange, expanded, activeId]);
  useEffect(() => () => onComboboxChange({ expanded: false, activeId: null }), [onComboboxChange]);

  return {
    isOpen,
    query,
    status: autocompleteStatus({ query, settled, hasError: Boolean(error), totalCount: products?.total_count }),
    totalCount: products?.total_count ?? 0,
    categories,
    products: productRows,
    activeIndex,
    optionId: (index: number) => optionId(listboxId, index),
    handleOpen: open,
    /** Keeps focus in the field while the pointer presses an option (else the list would close first). */
    handlePointerDown: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
}
