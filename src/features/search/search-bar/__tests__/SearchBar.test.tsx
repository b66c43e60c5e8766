import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { useEffect } from 'react';
import { SearchBar, type SearchSuggestionsProps } from '../SearchBar';
import { searchUrl } from '../searchUrl';
import { storeConfigAnswer } from '../../../../app/__testUtils__/fakeGraphql';

const config = (placeholder: string | null) => ({
  storeConfigData: () => storeConfigAnswer({ pwa: { __typename: 'PwaStoreConfig', placeholder_productsearch: placeholder } }),
});

const field = () => screen.getByRole('textbox', { name: 'Search products' });

describe('searchUrl', () => {
  it('searches for the trimmed text, and for nothing when it is blank', () => {
    expect(searchUrl('  vitamin c ')).toBe('/search.html?query=vitamin+c');
    expect(searchUrl('   ')).toBeNull();
  });
});

describe('SearchBar', () => {
  it("shows the store's placeholder", async () => {
    await renderChrome(<SearchBar />, { resolvers: config('Find your serum') });
    expect(field()).toHaveAttribute('placeholder', 'Find your serum');
  });

  it('shows the short "Search..." in a compact field (the phone header), whatever the store\'s placeholder', async () => {
    await renderChrome(<SearchBar compact />, { resolvers: config('Search for products, brands and more...') });
    expect(field()).toHaveAttribute('placeholder', 'Search...');
  });

  it('falls back to "Search..." when the store has none', async () => {
    await renderChrome(<SearchBar />, { resolvers: config(null) });
    expect(field()).toHaveAttribute('placeholder', 'Search...');
  });

  it('shows a "Clear Text" button only while there is text, which empties the field', async () => {
    await renderChrome(<SearchBar />, { resolvers: config(null) });
    expect(screen.queryByRole('button', { name: 'Clear Text' })).not.toBeInTheDocument();
    await userEvent.type(field(), 'serum');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Text' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Text' })).not.toBeInTheDocument();
  });

  it('holds the words of the search page shown, and follows the next search', async () => {
    await renderChrome(<SearchBar />, { resolvers: config(null), path: '/search.html?query=vitamin%20c' });
    expect(field()).toHaveValue('vitamin c');
    await userEvent.clear(field());
    await userEvent.type(field(), ' serum {Enter}');
    expect(field()).toHaveValue('serum');
  });

  it('starts empty on any other page', async () => {
    await renderChrome(<SearchBar />, { resolvers: config(null), path: '/skincare.html?query=vitamin' });
    expect(field()).toHaveValue('');
  });

  it('navigates to the search page with the trimmed query on Enter', async () => {
    const { currentLocation } = await renderChrome(<SearchBar />, { resolvers: config(null), path: '/category' });
    await userEvent.type(field(), '  face serum  {Enter}');
    expect(currentLocation().pathname).toBe('/search.html');
    expect(new URLSearchParams(currentLocation().search).get('query')).toBe('face serum');
  });

  it('stays put when the query is blank, by Enter or by the search button', async () => {
    const { currentLocation } = await renderChrome(<SearchBar />, { resolvers: config(null), path: '/category' });
    await userEvent.type(field(), '    {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation().pathname).toBe('/category');
  });

  it('hands the text and focus to the suggestions extension point', async () => {
    const Suggestions = ({ inputText, visible }: SearchSuggestionsProps) => (
      <output data-testid="suggestions">{visible ? `open:${inputText}` : 'closed'}</output>
    );
    await renderChrome(<SearchBar Suggestions={Suggestions} />, { resolvers: config(null) });
    expect(screen.getByTestId('suggestions')).toHaveTextContent('closed');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'tea');
    expect(screen.getByTestId('suggestions')).toHaveTextContent('open:tea');
  });

  it('lets the suggestions drive the field as an ARIA combobox: expanded, active option, keys', async () => {
    const keys: string[] = [];
    function Suggestions({ listboxId, onComboboxChange, keyHandlerRef }: SearchSuggestionsProps) {
      useEffect(() => {
        keyHandlerRef.current = (key) => {
          keys.push(key);
          if (key !== 'ArrowDown') return false;
          onComboboxChange({ expanded: true, activeId: `${listboxId}-0` });
          return true;
        };
      });
      return (
        <div id={listboxId} role="listbox" aria-label="Suggestions">
          <div id={`${listboxId}-0`} role="option" aria-selected="true">
            Green tea
          </div>
        </div>
      );
    }
    const { currentLocation } = await renderChrome(<SearchBar Suggestions={Suggestions} />, { resolvers: config(null), path: '/category' });
    const combobox = screen.getByRole('combobox', { name: 'Search products' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-controls');

    await userEvent.type(combobox, 'tea{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);

    // A key the suggestions do not use does what it always does: Enter submits the search.
    await userEvent.keyboard('{Enter}');
    expect(keys).toEqual(['t', 'e', 'a', 'ArrowDown', 'Enter']);
    expect(currentLocation().pathname).toBe('/search.html');
  });
});
