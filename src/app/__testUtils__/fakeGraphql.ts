import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { createInMemoryCache } from '../../lib/apollo/createApolloClient';

/** What a fake operation answers: data, a network failure, or nothing ever (stays loading). */
export type FakeAnswer = { data: Record<string, unknown> } | { networkError: Error } | 'never';

export type FakeResolvers = Record<string, (variables: Record<string, any>) => FakeAnswer>;

export const TEST_STORE_NAME = 'Jingga Test Store';
export const TEST_CART_ID = 'TestCart0000000000000000000000ID';

/** The chrome's storeConfigData answer: the demo store's values with a test's overrides. */
export function storeConfigAnswer(overrides: Record<string, unknown> = {}): FakeAnswer {
  return {
    data: {
      storeConfig: {
        __typename: 'StoreConfig',
        store_code: 'default',
        locale: 'en_US',
        header_logo_src: null,
        secure_base_media_url: null,
        is_maintenance: 0,
        copyright: null,
        cms_home_page: 'home',
        product_url_suffix: '.html',
        default_display_currency_code: 'IDR',
        pwa: { __typename: 'PwaStoreConfig', placeholder_productsearch: null },
        ...overrides,
      },
    },
  };
}

/**
 * A store view that speaks `locale`: every storeConfig answer names it (they share one cache entry,
 * so one answer with another locale would switch the language back).
 */
export function storeSpeaking(locale: string): FakeResolvers {
  return {
    getLocale: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', locale } } }),
    storeConfigData: () => storeConfigAnswer({ locale }),
  };
}

/** storeConfig answers every page needs; tests override or add operations by name. */
export const DEFAULT_RESOLVERS: FakeResolvers = {
  getStoreName: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: TEST_STORE_NAME } } }),
  getLocale: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', locale: 'en_US' } } }),
  storeConfigData: () => storeConfigAnswer(),
  // Every page frame makes sure the shopper has a cart; signed-in shoppers then count its items.
  createCart: () => ({ data: { cartId: TEST_CART_ID } }),
  getItemCount: ({ cartId }) => ({ data: { cart: { __typename: 'Cart', id: cartId, total_quantity: 0 } } }),
};

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An Apollo client whose terminating link answers by operation name (Apollo 4: a custom link
 * returning an rxjs Observable), over the storefront's real cache configuration.
 */
export function createFakeClient(resolvers: FakeResolvers = {}) {
  const all = { ...DEFAULT_RESOLVERS, ...resolvers };
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        sent.push({ operationName: name, variables: operation.variables });
        const resolve = all[name];
        const answer: FakeAnswer = resolve ? resolve(operation.variables) : { networkError: new Error(`No fake for ${name}`) };
        if (answer === 'never') return;
        if ('networkError' in answer) {
          observer.error(answer.networkError);
          return;
        }
        observer.next({ data: answer.data });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: createInMemoryCache() }), sent };
}
