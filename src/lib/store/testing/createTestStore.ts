/* Test support (not a test file): a real store over in-memory storage with recorded side effects. */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { BrowserPersistence } from '../../persistence/BrowserPersistence';
import { SIGNIN_TOKEN_TTL, StorageKeys } from '../../persistence/keys';
import { MemoryStorage } from '../../persistence/memoryStorage';
import { createInMemoryCache } from '../../apollo/createApolloClient';
import { GET_CART_DETAILS } from '../cart/cartDetails.gql';
import { type CartDetails } from '../cart/cartDetails';
import { readCartDetails } from '../cart/readCartDetails';
import { createStore } from '../createStore';
import { type RestClient, type RestRequestOptions } from '../../rest';
import { type CacheEviction } from '../types';

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
  /** How the fake shop answers REST requests (the checkout's), by path; a refusal by throwing. */
  rest?: FakeRest;
}

export type FakeRest = (path: string, options: RestRequestOptions) => unknown;

/** A REST request the thunks made: its path, method and parsed body. */
export interface SentRestRequest {
  path: string;
  method: string;
  body?: unknown;
}

/** A fake server's answer: data (with GraphQL errors, Magento's 200 answers), a network failure, or nothing ever (stays loading). */
export type FakeGraphqlAnswer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; path?: string[] }> } | { networkError: Error } | 'never';
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
        if (answer === 'never') return;
        if ('networkError' in answer) {
          observer.error(answer.networkError);
          return;
        }
        observer.next({ data: answer.data ?? null, ...(answer.errors ? { errors: answer.errors } : {}) });
        observer.complete();
      }),
  );
}

export function createTestStore({ token, cartId, isOnline = true, storage = new MemoryStorage(), prepare, onEvict, graphql = {}, links = [], rest }: TestStoreOptions = {}) {
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
  const restSent: SentRestRequest[] = [];
  const restClient = {
    request: async (path: string, options: RestRequestOptions = {}) => {
      restSent.push({ path, method: options.method ?? 'GET', body: options.body });
      if (!rest) throw new Error(`No fake REST answer for ${path}`);
      return rest(path, options);
    },
  } as RestClient;
  const store = createStore({
    apolloClient,
    restClient,
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

  /** The details of the store's cart as the Apollo cache holds them (where the cart lives). */
  const readCart = () => readCartDetails(apolloClient, store.getState().cart.cartId);
  /** Puts `cart` in the Apollo cache as getCartDetails' answer for it (as an earlier fetch would have). */
  const writeCart = (cart: CartDetails & { id: string }) => apolloClient.writeQuery({ query: GET_CART_DETAILS, variables: { cartId: cart.id }, data: { cart: { __typename: 'Cart', ...cart } as never } });

  return { store, persistence, storage, evictions, reload, logged, writeFromAnotherTab, apolloClient, sent, sentNames, restSent, readCart, writeCart };
}

/** A fake createCart answer handing out new-cart-1, new-cart-2, ... */
export function cartIdSequence(prefix = 'new-cart') {
  let count = 0;
  return (): FakeGraphqlAnswer => {
    count += 1;
    return { data: { cartId: `${prefix}-${count}` } };
  };
}
