/* Test support (not a test file): a real store over in-memory storage with recorded side effects. */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { BrowserPersistence } from '../../persistence/BrowserPersistence';
import { SIGNIN_TOKEN_TTL, StorageKeys } from '../../persistence/keys';
import { MemoryStorage } from '../../persistence/memoryStorage';
import { createInMemoryCache } from '../../apollo/createApolloClient';
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
  /** How the fake GraphQL server answers, by operation name (createCart hands out new-cart-1, -2...). */
  graphql?: FakeGraphql;
  /** Links to run before the fake server (e.g. the storefront's own), first to last. */
  links?: ApolloLink[];
}

/** A fake server's answer: data (with GraphQL errors, Magento's 200 answers), or a network failure. */
export type FakeGraphqlAnswer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; path?: string[] }> } | { networkError: Error };
export type FakeGraphql = Record<string, (variables: Record<string, any>) => FakeGraphqlAnswer>;

/** What the thunks sent to the fake server, in order. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, any>;
}

/** An Apollo link answering by operation name from `graphql`, recording what was sent. */
function fakeGraphqlLink(graphql: FakeGraphql, sent: SentOperation[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        sent.push({ operationName: name, variables: operation.variables });
        const answer = graphql[name]?.(operation.variables) ?? { networkError: new Error(`No fake answer for ${name}`) };
        if ('networkError' in answer) {
          observer.error(answer.networkError);
          return;
        }
        observer.next({ data: answer.data ?? null, ...(answer.errors ? { errors: answer.errors } : {}) });
        observer.complete();
      }),
  );
}

export function createTestStore({ token, cartId, isOnline = true, storage = new MemoryStorage(), prepare, onEvict, graphql = {}, links = [] }: TestStoreOptions = {}) {
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
  const sent: SentOperation[] = [];
  const apolloClient = new ApolloClient({
    link: ApolloLink.from([...links, fakeGraphqlLink({ createCart: cartIdSequence(), ...graphql }, sent)]),
    cache: createInMemoryCache(),
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

  /** The names of the operations sent so far. */
  const sentNames = () => sent.map(({ operationName }) => operationName);

  return { store, persistence, storage, evictions, reload, logged, writeFromAnotherTab, apolloClient, sent, sentNames };
}

/** An operation answering `data` every time. */
/* Variables typed `any`: one double stands in for operations of every shape. */
export function answering<TData, TVariables = any>(data: TData) {
  return jest.fn<ReturnType<Operation<TData, TVariables>>, Parameters<Operation<TData, TVariables>>>(async () => ({ data }));
}

/** A fake createCart answer handing out new-cart-1, new-cart-2, ... */
export function cartIdSequence(prefix = 'new-cart') {
  let count = 0;
  return (): FakeGraphqlAnswer => {
    count += 1;
    return { data: { cartId: `${prefix}-${count}` } };
  };
}
