import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { SearchBar } from '../../search-bar/SearchBar';
import Autocomplete from '../Autocomplete';
import { LazySuggestions } from '../LazySuggestions';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'IDR' });

function item(uid: string, name: string, final: number, regular = final) {
  return {
    __typename: 'SimpleProduct',
    id: 1,
    uid,
    name,
    small_image: { __typename: 'ProductImage', url: `https://shop.test/media/catalog/product/${uid}.jpg` },
    url_key: uid,
    url_suffix: '.html',
    price_range: {
      __typename: 'PriceRange',
      minimum_price: {
        __typename: 'ProductPrice',
        regular_price: money(regular),
        final_price: money(final),
        discount: { __typename: 'ProductDiscount', amount_off: regular - final, percent_off: regular > final ? Math.round(((regular - final) / regular) * 100) : 0 },
      },
    },
  };
}

/** A fake getAutocompleteResults answering any text with two categories and two products. */
function autocomplete() {
  const asked: string[] = [];
  const resolver = ({ inputText }: Record<string, any>) => {
    asked.push(inputText);
    return {
      data: {
        products: {
          __typename: 'Products',
          total_count: 12,
          page_info: { __typename: 'SearchResultPageInfo', total_pages: 4 },
          aggregations: [
            {
              __typename: 'Aggregation',
              label: 'Category',
              count: 2,
              attribute_code: 'category_uid',
              options: [
                { __typename: 'AggregationOption', label: 'Face', value: 'MTA=' },
                { __typename: 'AggregationOption', label: 'Body', value: 'MTE=' },
              ],
            },
          ],
          items: [item('glow-serum', 'Glow Serum', 80000, 100000), item('night-serum', 'Night Serum', 150000)],
        },
      },
    };
  };
  return { asked, resolvers: { getAutocompleteResults: resolver } };
}

const field = () => screen.getByRole('combobox', { name: 'Search products' });
const status = () => screen.getByRole('status');

async function setup(Suggestions = Autocomplete) {
  jest.useFakeTimers();
  const { asked, resolvers } = autocomplete();
  const view = await renderChrome(<SearchBar Suggestions={Suggestions} />, { resolvers, path: '/category' });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  /** Lets the 500 ms debounce run out and the fake server answer. */
  const settle = () => act(async () => void jest.advanceTimersByTime(500));
  return { ...view, asked, user, settle };
}

afterEach(() => jest.useRealTimers());

describe('search autocomplete: minimum length and debounce', () => {
  it('prompts, asks for three characters, and sends nothing for fewer', async () => {
    const { user, settle, asked } = await setup();
    await user.click(field());
    expect(status()).toHaveTextContent('Search for a product');
    await user.type(field(), 'se');
    await settle();
    expect(status()).toHaveTextContent('Search term must be at least three characters');
    expect(asked).toEqual([]);
  });

  it('waits 500 ms after the last keystroke and sends the text once', async () => {
    const { user, settle, asked } = await setup();
    await user.type(field(), 'ser');
    act(() => void jest.advanceTimersByTime(300));
    await user.type(field(), 'um');
    act(() => void jest.advanceTimersByTime(499));
    expect(asked).toEqual([]);
    expect(status()).toHaveTextContent('Fetching results...');
    await settle();
    expect(asked).toEqual(['serum']);
    expect(status()).toHaveTextContent('12 items');
  });

  it('shows up to 4 categories "in {label}", then "Product Suggestions" with name, price, regular price and percent off', async () => {
    const { user, settle } = await setup();
    await user.type(field(), 'serum');
    await settle();
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'serum in Face',
      'serum in Body',
      expect.stringMatching(/^Glow SerumRp\s80\.000Regular price Rp\s100\.000\s*20% off$/),
      expect.stringMatching(/^Night SerumRp\s150\.000$/),
    ]);
    expect(within(listbox).getByRole('group', { name: 'Product Suggestions' })).toBeInTheDocument();
    // The thumbnail is 60 wide, its height reserved (decorative: the name is next to it).
    expect(options[2].querySelector('img')).toMatchObject({ width: 60, height: 75, alt: '' });
  });

  it('shows typed markup as text', async () => {
    const { user, settle } = await setup();
    await user.type(field(), '<script>alert(1)</script>');
    await settle();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('<script>alert(1)</script> in Face');
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('search autocomplete: keyboard (combobox)', () => {
  it('moves through the suggestions with the arrow keys, wrapping around', async () => {
    const { user, settle } = await setup();
    await user.type(field(), 'serum');
    await settle();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[3].id);
    expect(field()).toHaveFocus();
  });

  it('opens the active suggestion on Enter: a category search or a product page', async () => {
    const { user, settle, currentLocation } = await setup();
    await user.type(field(), 'serum');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentLocation().pathname).toBe('/search.html');
    const params = new URLSearchParams(currentLocation().search);
    expect(params.get('query')).toBe('serum');
    expect(params.get('category_uid[filter]')).toBe('Body,MTE=');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(field(), 's');
    await settle();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentLocation().pathname).toBe('/night-serum.html');
  });

  it('submits the search itself on Enter when no suggestion is active', async () => {
    const { user, settle, currentLocation } = await setup();
    await user.type(field(), ' serum ');
    await settle();
    await user.keyboard('{Enter}');
    expect(currentLocation().pathname).toBe('/search.html');
    expect(currentLocation().search).toBe('?query=serum');
  });

  it('closes on Escape and opens again on typing or an arrow key', async () => {
    const { user, settle } = await setup();
    await user.type(field(), 'serum');
    await settle();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(field(), 's');
    await settle();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('opens a suggestion on a click, and closes when the field loses focus', async () => {
    const { user, settle, currentLocation } = await setup();
    await user.type(field(), 'serum');
    await settle();
    await user.click(screen.getByRole('option', { name: /Glow Serum/ }));
    expect(currentLocation().pathname).toBe('/glow-serum.html');
    await user.type(field(), 'x');
    await settle();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('LazySuggestions', () => {
  it('loads the autocomplete only once the field is focused', async () => {
    const { user } = await setup(LazySuggestions);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(field());
    expect(await screen.findByText('Search for a product')).toBeInTheDocument();
  });
});
