import { useId, type ComponentType, type MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, SearchIcon } from '../../../lib/icons';
import styles from './searchBar.module.css';
import { useSearchBar } from './useSearchBar';

/** What the field announces of the suggestions (ARIA combobox): a list shown, its active option. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | null;
}

/**
 * Extension point for the autocomplete dropdown: it receives the field's text and whether the
 * field has focus, renders below the field, and drives the field's combobox state and keys.
 */
export interface SearchSuggestionsProps {
  inputText: string;
  visible: boolean;
  /** The id its listbox carries (the field's aria-controls). */
  listboxId: string;
  onComboboxChange: (state: ComboboxState) => void;
  /** Set by the suggestions: handles a key pressed in the field; true when it used the key. */
  keyHandlerRef: MutableRefObject<((key: string) => boolean) | null>;
}

export interface SearchBarProps {
  Suggestions?: ComponentType<SearchSuggestionsProps>;
  className?: string;
  /** A narrow field (the phone's header): the short "Search..." instead of the store's longer placeholder, which would be cut. */
  compact?: boolean;
}

/** The header's search field (spec §2 Search bar). */
export function SearchBar({ Suggestions, className, compact = false }: SearchBarProps) {
  const { formatMessage } = useIntl();
  const talon = useSearchBar();
  const inputId = useId();
  const listboxId = useId();
  const { combobox } = talon;
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
          placeholder={compact ? formatMessage({ id: 'searchBar.placeholder' }) : talon.placeholder}
          value={talon.value}
          onChange={talon.handleChange}
          onFocus={talon.handleFocus}
          onBlur={talon.handleBlur}
          onKeyDown={talon.handleKeyDown}
          {...(Suggestions
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': combobox.expanded,
                'aria-controls': combobox.expanded ? listboxId : undefined,
                'aria-activedescendant': combobox.activeId ?? undefined,
              }
            : {})}
        />
        {talon.showClear ? (
          <button type="button" className={styles.clear} onClick={talon.handleClear} aria-label={formatMessage({ id: 'searchBar.clear' })}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {Suggestions ? (
        <Suggestions
          inputText={talon.value}
          visible={talon.isFocused}
          listboxId={listboxId}
          onComboboxChange={talon.setCombobox}
          keyHandlerRef={talon.keyHandlerRef}
        />
      ) : null}
    </form>
  );
}
