import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStoreLabels } from '../../../lib/i18n/useStoreLabels';
import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';
import { type ComboboxState } from './SearchBar';
import { searchUrl, shownSearchQuery } from './searchUrl';

const CLOSED: ComboboxState = { expanded: false, activeId: null };

/** Talon of the header search field: its text, the store's placeholder, clear and submit. */
export function useSearchBar() {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // On the search page the field holds its words, and follows them when the URL changes.
  const { pathname, search } = useLocation();
  const shownQuery = shownSearchQuery(pathname, search);
  const [value, setValue] = useState(shownQuery);
  const [queryShown, setQueryShown] = useState(shownQuery);
  if (queryShown !== shownQuery) {
    setQueryShown(shownQuery);
    setValue(shownQuery);
  }
  const [isFocused, setFocused] = useState(false);
  const { storeConfig } = useStoreConfig();
  const { storeText } = useStoreLabels();
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED);
  const keyHandlerRef = useRef<((key: string) => boolean) | null>(null);
  // Arrow keys, Enter and Escape go to the suggestions first; what they use does nothing else.
  const handleKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (keyHandlerRef.current?.(event.key)) event.preventDefault();
  }, []);

  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value), []);
  const handleClear = useCallback(() => {
    setValue('');
    inputRef.current?.focus();
  }, []);
  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      const url = searchUrl(value);
      if (!url) return;
      navigate(url);
      setFocused(false);
    },
    [navigate, value],
  );

  return {
    inputRef,
    value,
    // The store's placeholder is in its store view's language: in another, the shop's own.
    placeholder: storeText(storeConfig?.pwa?.placeholder_productsearch) || formatMessage({ id: 'searchBar.placeholder' }),
    showClear: value.length > 0,
    /** For the suggestions dropdown: open while the field has focus. */
    isFocused,
    handleFocus: () => setFocused(true),
    handleBlur: () => setFocused(false),
    handleChange,
    handleClear,
    handleSubmit,
    handleKeyDown,
    /** The suggestions' combobox state and key handler (see SearchSuggestionsProps). */
    combobox,
    setCombobox,
    keyHandlerRef,
  };
}
