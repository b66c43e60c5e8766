import { useId, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, SearchIcon } from '../../lib/icons';
import styles from './searchBar.module.css';
import { useSearchBar } from './useSearchBar';

/**
 * Extension point for the autocomplete dropdown (a later issue): it receives the field's text
 * and whether the field has focus, and renders below the field.
 */
export interface SearchSuggestionsProps {
  inputText: string;
  visible: boolean;
}

export interface SearchBarProps {
  Suggestions?: ComponentType<SearchSuggestionsProps>;
  className?: string;
}

/** The header's search field (spec §2 Search bar). */
export function SearchBar({ Suggestions, className }: SearchBarProps) {
  const { formatMessage } = useIntl();
  const talon = useSearchBar();
  const inputId = useId();
  return (
    <form role="search" className={[styles.root, className].filter(Boolean).join(' ')} onSubmit={talon.handleSubmit}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {formatMessage({ id: 'searchBar.label' })}
      </label>
      <div className={styles.field}>
        <button type="submit" className={styles.submit} aria-label={formatMessage({ id: 'searchBar.submit' })}>
          <SearchIcon size={18} />
        </button>
        <input
          id={inputId}
          ref={talon.inputRef}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={talon.placeholder}
          value={talon.value}
          onChange={talon.handleChange}
          onFocus={talon.handleFocus}
          onBlur={talon.handleBlur}
        />
        {talon.showClear ? (
          <button type="button" className={styles.clear} onClick={talon.handleClear} aria-label={formatMessage({ id: 'searchBar.clear' })}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {Suggestions ? <Suggestions inputText={talon.value} visible={talon.isFocused} /> : null}
    </form>
  );
}
