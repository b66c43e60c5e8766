import { act, renderHook } from '@testing-library/react';
import { type ChangeEvent, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import enUS from '../../../../../i18n/en_US.json';
import { usePagination } from '../usePagination';
import { useSort } from '../useSort';

function wrapperAt(path: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale="en-US" messages={enUS}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </IntlProvider>
    );
  };
}

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLSelectElement>;
const FIELDS = {
  default: 'position',
  options: [
    { value: 'position', label: 'Position' },
    { value: 'name', label: 'Product Name' },
    { value: 'price', label: 'Price' },
  ],
};

describe('useSort', () => {
  const render = (path: string, current: { key: string; dir: 'ASC' | 'DESC' } | null) =>
    renderHook(
      () => {
        const location = useLocation();
        const params = new URLSearchParams(location.search);
        return { sort: useSort({ fields: FIELDS, current, searchParams: params }), location };
      },
      { wrapper: wrapperAt(path) },
    );

  it('lists the choices with their names and selects the default when the URL names none', () => {
    const { result } = render('/c.html', null);
    expect(result.current.sort.value).toBe('position:ASC');
    expect(result.current.sort.options.map((option) => option.label)).toEqual([
      'Position',
      'Product Name: A to Z',
      'Product Name: Z to A',
      'Price: Low to High',
      'Price: High to Low',
    ]);
  });

  it('puts a choice in the URL on page 1, keeping the filters, and the default back out of it', () => {
    const { result } = render('/c.html?brand[filter]=A,1&page=3', null);
    act(() => result.current.sort.handleChange(change('name:DESC')));
    expect(result.current.location.pathname).toBe('/c.html');
    expect(result.current.location.search).toBe('?brand%5Bfilter%5D=A%2C1&sort=name&dir=DESC');
    act(() => result.current.sort.handleChange(change('position:ASC')));
    expect(result.current.location.search).toBe('?brand%5Bfilter%5D=A%2C1');
  });

  it('ignores a value that is not a choice', () => {
    const { result } = render('/c.html?page=2', { key: 'price', dir: 'ASC' });
    expect(result.current.sort.value).toBe('price:ASC');
    act(() => result.current.sort.handleChange(change('hacked:ASC')));
    expect(result.current.location.search).toBe('?page=2');
  });
});

describe('usePagination', () => {
  const render = (path: string, current: number, total: number, onNavigate?: () => void) =>
    renderHook(() => usePagination({ current, total, searchParams: new URLSearchParams(useLocation().search), onNavigate }), { wrapper: wrapperAt(path) });

  it('links every page to this path with the filters and sort kept, page 1 without a page number', () => {
    const { result } = render('/c.html?sort=name&dir=ASC&page=2', 2, 8);
    expect(result.current.hrefFor(1)).toBe('/c.html?sort=name&dir=ASC');
    expect(result.current.hrefFor(5)).toBe('/c.html?sort=name&dir=ASC&page=5');
    expect(result.current.previousHref).toBe('/c.html?sort=name&dir=ASC');
    expect(result.current.nextHref).toBe('/c.html?sort=name&dir=ASC&page=3');
    expect(result.current.slots).toEqual([1, 2, 3, 'gap', 8]);
  });

  it('has no Previous on the first page and no Next on the last', () => {
    expect(render('/c.html', 1, 3).result.current.previousHref).toBeNull();
    expect(render('/c.html?page=3', 3, 3).result.current.nextHref).toBeNull();
  });

  it('tells the page when a link was followed (to bring the listing into view)', () => {
    const onNavigate = jest.fn();
    const { result } = render('/c.html', 1, 3, onNavigate);
    result.current.handleNavigate();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
