import { defineActions, REQUEST_RECEIVE, type ActionCreator, type AsyncActionPair } from '../actionCreators';
import { on, sliceReducer } from '../sliceReducer';

interface Actions {
  addItem: AsyncActionPair<{ sku: string }, string>;
  reset: ActionCreator;
}

const actions = defineActions<Actions>('CART', { ADD_ITEM: REQUEST_RECEIVE }, 'RESET');

test('creators are named in camel case and typed under the slice prefix', () => {
  expect(String(actions.addItem.request)).toBe('CART/ADD_ITEM/REQUEST');
  expect(actions.addItem.receive('cart-1')).toEqual({ type: 'CART/ADD_ITEM/RECEIVE', payload: 'cart-1' });
  expect(actions.reset()).toEqual({ type: 'CART/RESET' });
});

test('an Error payload makes an error action (Flux Standard Action)', () => {
  const error = new Error('The requested qty is not available');
  expect(actions.addItem.receive(error)).toEqual({ type: 'CART/ADD_ITEM/RECEIVE', payload: error, error: true });
});

test('a slice reducer applies its own cases and leaves other actions alone', () => {
  const reducer = sliceReducer<{ skus: string[] }>(
    { skus: [] },
    on(actions.addItem.request, (state, { payload }) => ({ skus: [...state.skus, payload.sku] })),
  );
  const initial = reducer(undefined, { type: '@@INIT' });
  expect(initial).toEqual({ skus: [] });
  expect(reducer(initial, actions.addItem.request({ sku: 'A1' }))).toEqual({ skus: ['A1'] });
  expect(reducer(initial, actions.reset())).toBe(initial);
});
