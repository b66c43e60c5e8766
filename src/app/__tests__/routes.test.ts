import { routes } from '../routes';

const REACT_LAZY = Symbol.for('react.lazy');

describe('routes table', () => {
  it('gives every route a path and a lazily loaded component', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^(\/|\*$)/);
      expect(route.component.$$typeof).toBe(REACT_LAZY);
    }
  });

  it('has no path twice', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the shell routes of the spec and ends with the catch-all', () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/home', '/category', '/cart', '/sign-in']));
    expect(routes[routes.length - 1].path).toBe('*');
  });

  it('loads a page component from each lazy chunk', async () => {
    for (const route of routes) {
      // React.lazy keeps its loader in _payload._result until first render.
      const payload = (route.component as unknown as { _payload: { _result: () => Promise<{ default: unknown }> } })._payload;
      const loaded = await payload._result();
      expect(typeof loaded.default).toBe('function');
    }
  });
});
