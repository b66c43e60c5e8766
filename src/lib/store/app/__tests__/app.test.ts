import { createTestStore } from '../../testing/createTestStore';
import actions from '../actions';
import { closeDrawer, toggleDrawer } from '../asyncActions';
import { selectShowOfflineIndicator } from '../selectors';

describe('app slice', () => {
  it('starts with no drawer, no overlay, search closed, not loading, and online as the browser says', () => {
    const { store } = createTestStore({ isOnline: true });
    expect(store.getState().app).toMatchObject({
      drawer: null,
      overlay: false,
      searchOpen: false,
      isPageLoading: false,
      isOnline: true,
      hasBeenOffline: false,
      nextRootComponent: null,
      unhandledErrors: [],
    });
    const offline = createTestStore({ isOnline: false }).store.getState();
    expect(offline.app.isOnline).toBe(false);
    expect(selectShowOfflineIndicator(offline)).toBe(true);
  });

  it('reads navigator.onLine when not told', () => {
    const { store } = createTestStore({ isOnline: undefined });
    expect(store.getState().app.isOnline).toBe(navigator.onLine);
  });

  it('toggles a drawer by its trigger, with the overlay shown whenever a drawer is open', async () => {
    const { store } = createTestStore();
    await store.dispatch(toggleDrawer('cart'));
    expect(store.getState().app).toMatchObject({ drawer: 'cart', overlay: true });

    await store.dispatch(toggleDrawer('nav'));
    expect(store.getState().app).toMatchObject({ drawer: 'nav', overlay: true });

    await store.dispatch(toggleDrawer('nav'));
    expect(store.getState().app).toMatchObject({ drawer: null, overlay: false });

    await store.dispatch(toggleDrawer('cart'));
    await store.dispatch(closeDrawer());
    expect(store.getState().app).toMatchObject({ drawer: null, overlay: false });
  });

  it('opens and closes search', () => {
    const { store } = createTestStore();
    store.dispatch(actions.toggleSearch());
    expect(store.getState().app.searchOpen).toBe(true);
    store.dispatch(actions.toggleSearch());
    expect(store.getState().app.searchOpen).toBe(false);
  });

  it('shows the offline indicator once offline, and hides it back online while remembering', () => {
    const { store } = createTestStore();
    expect(selectShowOfflineIndicator(store.getState())).toBe(false);

    store.dispatch(actions.setOffline());
    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(selectShowOfflineIndicator(store.getState())).toBe(true);

    store.dispatch(actions.setOnline());
    expect(store.getState().app).toMatchObject({ isOnline: true, hasBeenOffline: true });
    expect(selectShowOfflineIndicator(store.getState())).toBe(false);
  });

  it('keeps the page-loading flag and the next root component', () => {
    const { store } = createTestStore();
    store.dispatch(actions.setPageLoading(true));
    store.dispatch(actions.setNextRootComponent('Product'));
    expect(store.getState().app).toMatchObject({ isPageLoading: true, nextRootComponent: 'Product' });
    store.dispatch(actions.setPageLoading(false));
    expect(store.getState().app.isPageLoading).toBe(false);
  });
});
