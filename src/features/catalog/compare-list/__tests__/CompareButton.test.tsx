import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { storedCompareListUid, storeCompareListUid } from '../../../../lib/persistence/compareListUid';
import { ToastContainer } from '../../../chrome/toasts/ToastContainer';
import { ToastProvider } from '../../../chrome/toasts/ToastProvider';
import { CompareButton } from '../CompareButton';
import { CompareLink } from '../CompareLink';
import { productIdFromUid } from '../productId';

const SERUM = { uid: btoa('11'), name: 'Nalu Skin Bloom Repair Serum' };
const LIPSTICK = { uid: btoa('42'), name: 'Juna Matte Lipstick' };
const LIST_UID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

const summary = (uid: string, ids: string[]) => ({ __typename: 'CompareList', uid, item_count: ids.length, items: ids.map((id) => ({ __typename: 'ComparableItem', uid: id })) });

/** The shop's compare lists: one list, kept as the mutations change it. */
function compareShop(initial: string[] = []): { resolvers: FakeResolvers; ids: () => string[] } {
  const state = { ids: [...initial] };
  const resolvers: FakeResolvers = {
    compareSummary: ({ uid }) => ({ data: { compareList: uid === LIST_UID ? summary(LIST_UID, state.ids) : null } }),
    createCompareList: ({ products }) => {
      state.ids = [...products];
      return { data: { createCompareList: summary(LIST_UID, state.ids) } };
    },
    addToCompareList: ({ uid, products }) => {
      if (uid !== LIST_UID) return { data: { addProductsToCompareList: null } };
      state.ids = [...new Set([...state.ids, ...products])];
      return { data: { addProductsToCompareList: summary(LIST_UID, state.ids) } };
    },
    removeFromCompareList: ({ products }) => {
      state.ids = state.ids.filter((id) => !products.includes(id));
      return { data: { removeProductsFromCompareList: summary(LIST_UID, state.ids) } };
    },
  };
  return { resolvers, ids: () => state.ids };
}

const UI = (
  <ToastProvider>
    <CompareLink />
    <CompareButton productUid={SERUM.uid} productName={SERUM.name} />
    <CompareButton productUid={LIPSTICK.uid} productName={LIPSTICK.name} variant="text" />
    <ToastContainer />
  </ToastProvider>
);

const buttons = () => screen.getAllByRole('button', { name: /Compare$/ });
const operations = (sent: Array<{ operationName: string }>) => sent.map(({ operationName }) => operationName);

beforeEach(() => {
  storeCompareListUid(null);
  stubViewportWidth(1280);
});

describe('compare buttons and the header count', () => {
  it('start a list with the first product, add the next to it and take one out, the count following', async () => {
    const shop = compareShop();
    const { sent } = await renderApp('/', { ui: UI, resolvers: shop.resolvers });
    // No list yet: nothing to ask, no count in the header.
    expect(operations(sent)).not.toContain('compareSummary');
    expect(screen.queryByRole('link', { name: /^Compare \d+ product/ })).not.toBeInTheDocument();
    const [serum] = buttons();
    expect(serum).toHaveAccessibleName('Add to Compare');
    expect(serum).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(serum);
    expect(await screen.findByText(`You added ${SERUM.name} to the comparison list.`)).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'createCompareList')?.variables).toEqual({ products: ['11'] });
    expect(storedCompareListUid()).toBe(LIST_UID);
    expect(await screen.findByRole('link', { name: 'Compare 1 product' })).toHaveAttribute('href', '/product-compare');
    expect(buttons()[0]).toHaveAccessibleName('Remove from Compare');
    expect(buttons()[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(buttons()[1]);
    expect(await screen.findByRole('link', { name: 'Compare 2 products' })).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'addToCompareList')?.variables).toEqual({ uid: LIST_UID, products: ['42'] });
    expect(buttons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    // The product page's button says it in words.
    expect(buttons()[1]).toHaveTextContent('Remove from Compare');

    await userEvent.click(buttons()[0]);
    expect(await screen.findByText(`You removed ${SERUM.name} from the comparison list.`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Compare 1 product' })).toBeInTheDocument();
    expect(buttons()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(shop.ids()).toEqual(['42']);
  });

  it('read a stored list at once, and open the comparison from the toast', async () => {
    storeCompareListUid(LIST_UID);
    const { currentLocation } = await renderApp('/', { ui: UI, resolvers: compareShop(['42']).resolvers });
    expect(await screen.findByRole('link', { name: 'Compare 1 product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from Compare' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Compare' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View comparison' }));
    expect(currentLocation().pathname).toBe('/product-compare');
  });

  it('leave the phone header its room: no count under 768 px, and no question asked for it', async () => {
    storeCompareListUid(LIST_UID);
    const resize = stubViewportWidth(390);
    const { sent } = await renderApp('/', { ui: <CompareLink />, resolvers: compareShop(['42']).resolvers });
    expect(screen.queryByRole('link', { name: /^Compare \d+ product/ })).not.toBeInTheDocument();
    expect(operations(sent)).not.toContain('compareSummary');
    act(() => resize(1024));
    expect(await screen.findByRole('link', { name: 'Compare 1 product' })).toBeInTheDocument();
  });

  it('make one list of two quick first presses', async () => {
    const shop = compareShop();
    const { sent } = await renderApp('/', { ui: UI, resolvers: shop.resolvers });
    const [serum, lipstick] = buttons();
    act(() => {
      fireEvent.click(serum);
      fireEvent.click(lipstick);
    });
    expect(await screen.findByRole('link', { name: 'Compare 2 products' })).toBeInTheDocument();
    expect(operations(sent).filter((name) => name === 'createCompareList')).toHaveLength(1);
    expect(shop.ids()).toEqual(['11', '42']);
  });

  it('start a new list when the stored one is no longer answered for', async () => {
    storeCompareListUid('gone-list');
    const { sent } = await renderApp('/', { ui: UI, resolvers: compareShop().resolvers });
    await userEvent.click(buttons()[0]);
    await waitFor(() => expect(storedCompareListUid()).toBe(LIST_UID));
    expect(operations(sent)).toEqual(expect.arrayContaining(['addToCompareList', 'createCompareList']));
    expect(await screen.findByRole('link', { name: 'Compare 1 product' })).toBeInTheDocument();
  });

  it('say why when the shop cannot be reached, and keep the product out', async () => {
    const shop = compareShop();
    await renderApp('/', { ui: UI, resolvers: { ...shop.resolvers, createCompareList: () => ({ networkError: new Error('Failed to fetch') }) } });
    await userEvent.click(buttons()[0]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(buttons()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(storedCompareListUid()).toBeNull();
  });
});

describe('productIdFromUid', () => {
  it("reads Magento's product uid (base64 of the id) and nothing else", () => {
    expect(productIdFromUid('MTE=')).toBe('11');
    expect(productIdFromUid(btoa('configurable/1/2'))).toBeNull();
    expect(productIdFromUid('not base64!')).toBeNull();
  });
});
