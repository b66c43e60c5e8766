import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStoreConfig } from '../../lib/storeConfig/useStoreConfig';
import { searchUrl } from './searchUrl';

/** Talon of the header search field: its text, the store's placeholder, clear and submit. */
export function useSearchBar() {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [value, setValue] = useState('');
  const [isFocused, setFocused] = useState(false);
  const { storeConfig } = useStoreConfig();

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
    placeholder: storeConfig?.pwa?.placeholder_productsearch || formatMessage({ id: 'searchBar.placeholder' }),
    showClear: value.length > 0,
    /** For the suggestions dropdown: open while the field has focus. */
    isFocused,
    handleFocus: () => setFocused(true),
    handleBlur: () => setFocused(false),
    handleChange,
    handleClear,
    handleSubmit,
  };
}
