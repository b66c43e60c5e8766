import { createTestStore } from '../../testing/createTestStore';
import appActions from '../../app/actions';
import { defineActions, type AsyncActionPair } from '../../actionCreators';
import { createErrorHandlerMiddleware } from '../errorHandler';
import { applyMiddleware, legacy_createStore } from 'redux';
import { rootReducer, loadInitialState } from '../../rootReducer';
import { BrowserPersistence } from '../../../persistence/BrowserPersistence';
import { MemoryStorage } from '../../../persistence/memoryStorage';

const feature = defineActions<{ load: AsyncActionPair<void, string> }>('FEATURE', { LOAD: { REQUEST: undefined, RECEIVE: undefined } });

describe('error-handling middleware', () => {
  it('records an error nobody handled with an id from its type, the second and a letter, and logs it', () => {
    const { store, logged } = createTestStore();
    store.dispatch(feature.load.receive(new TypeError('boom')));

    const [record] = store.getState().app.unhandledErrors;
    expect(record.error.message).toBe('boom');
    expect(record.actionType).toBe('FEATURE/LOAD/RECEIVE');
    expect(record.id).toMatch(/^TypeError-\d+-[a-z]$/);
    expect(Number(record.id.split('-')[1])).toBeCloseTo(Date.now() / 1000, -1);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(record.error);
  });

  it('ignores successful actions and errors marked handled where they were dispatched', () => {
    const { store } = createTestStore();
    store.dispatch(feature.load.receive('fine'));
    store.dispatch({ ...feature.load.receive(new Error('dealt with')), meta: { handled: true } });
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('removes an error once it is marked handled', () => {
    const { store } = createTestStore();
    store.dispatch(feature.load.receive(new Error('one')));
    store.dispatch(feature.load.receive(new Error('two')));
    const [first, second] = store.getState().app.unhandledErrors;
    expect(first.id).not.toBe(second.id);

    store.dispatch(appActions.markErrorHandled(first.id));
    expect(store.getState().app.unhandledErrors.map(({ error }) => error.message)).toEqual(['two']);
  });

  it('logs to console.error by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const persistence = new BrowserPersistence({ storage: new MemoryStorage() });
      const store = legacy_createStore(rootReducer, loadInitialState(persistence, true), applyMiddleware(createErrorHandlerMiddleware({ now: () => 90_500, random: () => 0 })));
      store.dispatch(feature.load.receive(new Error('x')));
      expect(store.getState().app.unhandledErrors[0].id).toBe('Error-90-a');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
