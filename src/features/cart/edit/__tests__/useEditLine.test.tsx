import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getCartDetails } from '../../../../lib/store/cart/itemActions';
import { cartLines as linesOf } from '../../../../lib/store/cart/cartDetails';
import { createTestStore } from '../../../../lib/store/testing/createTestStore';
import { type LineSpec } from '../../../../lib/store/testing/cartFixtures';
import { cartPageLine } from '../../cart-page/cartPageLine';
import { AMPOULE, ampouleAnswer, ampouleLine, editLineShop, QTY_REFUSAL, SIZES } from '../__testUtils__/editLineShop';
import { toEditableProduct } from '../editableProduct';
import { useEditLine } from '../useEditLine';

const product = toEditableProduct(ampouleAnswer().data.products.items[0] as never)!;
const uidOf = (label: string) => SIZES.find((size) => size.label === label)!.uid;

/** The cart holding `lines` (fetched into the store as the cart page does), and the talon on its first line. */
async function editing(lines: LineSpec[]) {
  const shop = editLineShop(lines);
  const testStore = createTestStore({ cartId: 'cart-1', graphql: shop.resolvers });
  await testStore.store.dispatch(getCartDetails());
  const cartLines = () => linesOf(testStore.readCart()).map(cartPageLine);
  const onUpdated = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={testStore.apolloClient}>
      <Provider store={testStore.store}>{children}</Provider>
    </ApolloProvider>
  );
  const { result } = renderHook(() => useEditLine(cartLines()[0], product, onUpdated), { wrapper });
  const sent = () => testStore.sentNames().filter((name) => name !== 'getCartDetails');
  const sentTo = (name: string) => testStore.sent.filter((operation) => operation.operationName === name).map(({ variables }) => variables);
  return { ...testStore, shop, result, onUpdated, cartLines, sent, sentTo };
}

describe('useEditLine (the cart Edit dialog’s form)', () => {
  it("starts from the line's choice and quantity, with that variant's price; sold-out sizes are not offered", async () => {
    const { result } = await editing([ampouleLine('l0', '30 ml', 2)]);
    expect(result.current.configurable.selection).toEqual({ size: uidOf('30 ml') });
    expect(result.current.quantity).toBe('2');
    expect(result.current.price).toEqual(expect.objectContaining({ value: 303000 }));
    expect(result.current.imageUrl).toContain('ampoule-30ml');
    expect(result.current.configurable.isAvailable('size', uidOf('15 ml'))).toBe(false);
    expect(result.current.configurable.isAvailable('size', uidOf('50 ml'))).toBe(true);
  });

  it('replaces the line with another variant (remove then add), and the cart follows', async () => {
    const { result, sent, sentTo, cartLines, onUpdated } = await editing([ampouleLine('l0', '30 ml', 1)]);
    act(() => result.current.configurable.choose('size', uidOf('50 ml')));
    expect(result.current.price).toEqual(expect.objectContaining({ value: 463000 }));
    act(() => result.current.setQuantity('3'));
    await act(() => result.current.submit());

    expect(sent()).toEqual(['removeItemFromCart', 'addProductsToCart']);
    expect(sentTo('addProductsToCart')).toEqual([{ cartId: 'cart-1', cartItems: [{ sku: AMPOULE.sku, quantity: 3, selected_options: [uidOf('50 ml')] }] }]);
    expect(cartLines().map((line) => [line.options[0].value, line.quantity, line.unitPrice.value])).toEqual([['50 ml', 3, 463000]]);
    expect(onUpdated).toHaveBeenCalledWith({ sku: AMPOULE.sku, quantity: 3, selectedOptions: [uidOf('50 ml')] });
    expect(result.current).toMatchObject({ refusal: null, isSaving: false });
  });

  it('changes only the quantity in place (updateCartItems) when the variant stays', async () => {
    const { result, sent, cartLines, onUpdated } = await editing([ampouleLine('l0', '30 ml', 1)]);
    act(() => result.current.setQuantity('4'));
    await act(() => result.current.submit());
    expect(sent()).toEqual(['updateCartItems']);
    expect(cartLines().map((line) => [line.uid, line.quantity])).toEqual([['l0', 4]]);
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ quantity: 4, selectedOptions: [uidOf('30 ml')] }));
  });

  it('sends nothing when nothing changed, and is done', async () => {
    const { result, sent, onUpdated } = await editing([ampouleLine('l0', '30 ml', 2)]);
    await act(() => result.current.submit());
    expect(sent()).toEqual([]);
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it("shows Magento's refusal of the new variant and keeps the line; the next Update edits the line put back", async () => {
    const { result, sent, cartLines, onUpdated } = await editing([ampouleLine('l0', '30 ml', 2)]);
    act(() => result.current.configurable.choose('size', uidOf('50 ml')));
    act(() => result.current.setQuantity('11'));
    await act(() => result.current.submit());

    expect(result.current.refusal).toBe(QTY_REFUSAL);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(sent()).toEqual(['removeItemFromCart', 'addProductsToCart', 'addProductsToCart']);
    const [kept] = cartLines();
    expect([kept.options[0].value, kept.quantity]).toEqual(['30 ml', 2]);
    expect(kept.uid).not.toBe('l0');

    act(() => result.current.setQuantity('1'));
    await act(() => result.current.submit());
    expect(result.current.refusal).toBeNull();
    expect(cartLines().map((line) => [line.options[0].value, line.quantity])).toEqual([['50 ml', 1]]);
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it("shows Magento's refusal of a quantity and leaves the line as it was", async () => {
    const { result, cartLines } = await editing([ampouleLine('l0', '30 ml', 2)]);
    act(() => result.current.setQuantity('50'));
    await act(() => result.current.submit());
    expect(result.current.refusal).toBe(QTY_REFUSAL);
    expect(cartLines().map((line) => [line.uid, line.quantity])).toEqual([['l0', 2]]);
  });

  it('asks for a quantity above 0 and for every option before sending anything', async () => {
    const { result, sent } = await editing([ampouleLine('l0', '30 ml', 2)]);
    act(() => result.current.setQuantity('0'));
    await act(() => result.current.submit());
    expect(result.current).toMatchObject({ problem: { id: 'cartEdit.quantityInvalid' }, quantityInvalid: true });

    act(() => result.current.setQuantity('1'));
    act(() => result.current.configurable.choose('size', ''));
    await act(() => result.current.submit());
    expect(result.current.problem).toEqual({ id: 'cartEdit.chooseOptions', labels: ['Size'] });
    expect(result.current.invalidCodes).toEqual(new Set(['size']));
    expect(sent()).toEqual([]);
  });
});
