import { lazy, Suspense, useState } from 'react';
import { withMessageGroup } from '../../../lib/i18n/withMessageGroup';
import { type SearchSuggestionsProps } from '../search-bar/SearchBar';

// The dropdown's code (query, talon, markup) and strings are fetched when the shopper first focuses the field.
const Autocomplete = lazy(withMessageGroup('search-autocomplete', () => import(/* webpackChunkName: "search-autocomplete" */ './Autocomplete')));

/** The SearchBar's Suggestions: nothing until the field is first focused, then the autocomplete. */
export function LazySuggestions(props: SearchSuggestionsProps) {
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Autocomplete {...props} />
    </Suspense>
  ) : null;
}
