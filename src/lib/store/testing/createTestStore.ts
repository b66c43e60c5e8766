/* Test support (not a test file): a real store over in-memory storage with recorded side effects. */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { BrowserPersistence } from '../../persistence/BrowserPersistence';
import { SIGNIN_TOKEN_TTL, StorageKeys } from '../../persistence/keys';
import { MemoryStorage } from '../../persistence/memoryStorage';
import { createStore } from '../createStore';
import { type CacheEviction, type Operation } from '../types';

export interface TestStoreOptions {
  /** Stored before the store is created. */
  token?: string;
  cartId?: string;
  isOnline?: boolean;
  storage?: MemoryStorage;
  prepare?: (persistence: BrowserPersistence) => void;
  /** Called at each Apollo cache eviction, before it is recorded. */
  onEvict?: (kind: 'cart' | 'customer') => void;
}

export function createTestStore({ token, cartId, isOnline = true, storage = new MemoryStorage(), prepare, onEvict }: TestStoreOptions = {}) {
  const events = new EventTarget();
  const persistence = new BrowserPersistence({ storage, events, now: () => Date.now() });
  if (token) persistence.setItem(StorageKeys.signinToken, token, SIGNIN_TOKEN_TTL);
  if (cartId) persistence.setItem(StorageKeys.cartId, cartId);
  prepare?.(persistence);

  /** What was evicted from the Apollo cache, in order. */
  const evictions: string[] = [];
  const cacheEviction: CacheEviction = {
    clearCartDataFromCache: async () => {
      onEvict?.('cart');
      evictions.push('cart');
    },
    clearCustomerDataFromCache: async () => {
      onEvict?.('customer');
      evictions.push('customer');
    },
  };
  const reload = jest.fn();
  const logged: unknown[][] = [];
  const apolloClient = new ApolloClient({
    link: new ApolloLink(() => new Observable((observer) => observer.complete())),
    cache: new InMemoryCache(),
  });
  const store = createStore({
    apolloClient,
    persistence,
    cacheEviction,
    reload,
    isOnline,
    errorHandler: { log: (...args) => logged.push(args) },
  });

  /** Tells the store another tab wrote `value` under `name` (undefined: removed it). */
  const writeFromAnotherTab = (name: string, value: unknown) => {
    const event = new Event('storage');
    const newValue = value === undefined ? null : JSON.stringify({ value: JSON.stringify(value), timeStored: Date.now() });
    Object.assign(event, { key: persistence.keyFor(name), newValue });
    events.dispatchEvent(event);
  };

  return { store, persistence, storage, evictions, reload, logged, writeFromAnotherTab };
}

/** An operation answering `data` every time. */
/* Variables typed `any`: one double stands in for operations of every shape. */
export function answering<TData, TVariables = any>(data: TData) {
  return jest.fn<ReturnType<Operation<TData, TVariables>>, Parameters<Operation<TData, TVariables>>>(async () => ({ data }));
}

/** An operation failing with `message` (once, then answering `thenData` when given). */
export function failing<TData = unknown, TVariables = any>(message: string, thenData?: TData) {
  const operation = jest.fn<ReturnType<Operation<TData, TVariables>>, Parameters<Operation<TData, TVariables>>>();
  operation.mockRejectedValueOnce(new Error(message));
  operation.mockImplementation(async () => ({ data: thenData }));
  return operation;
}

/** A createEmptyCart operation handing out cart-1, cart-2, ... */
export function cartIdSequence(prefix = 'new-cart') {
  let count = 0;
  return jest.fn<ReturnType<Operation<{ cartId: string }>>, Parameters<Operation<{ cartId: string }>>>(async () => {
    count += 1;
    return { data: { cartId: `${prefix}-${count}` } };
  });
}
