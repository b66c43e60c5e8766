import { gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { createMemoryPersistence } from '../__testUtils__/memoryPersistence';
import { createFakeTerminatingLink } from '../__testUtils__/linkHarness';
import { createApolloClient } from '../createApolloClient';
import { FIRST_PAINT_ELEMENT_ID, readFirstPaintData, writeFirstPaintData, type FirstPaintData } from '../firstPaintData';
import { FIRST_PAINT_FRESH_MS } from '../firstPaintAnswers';
import { STORAGE_KEYS } from '../persistenceContract';

interface CategoryAnswer {
  categoryList: Array<{ uid: string; name: string }> | null;
}

const CATEGORY: TypedDocumentNode<CategoryAnswer, { uid: string }> = gql`
  query getCategory($uid: String!) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      uid
      name
    }
  }
`;

const EMBEDDED: FirstPaintData = {
  storeCode: 'default',
  entries: [
    {
      operationName: 'getCategory',
      // As the server writes it: parsed, without locations (server/firstPaint/recordingRunner.ts).
      document: parse('query getCategory($uid:String!){categoryList(filters:{category_uid:{eq:$uid}}){uid name __typename}}', { noLocation: true }),
      variables: { uid: 'Mw==' },
      data: { categoryList: [{ uid: 'Mw==', name: 'Skincare', __typename: 'CategoryTree' }] },
    },
  ],
};

const FROM_SERVER = { categoryList: [{ uid: 'NA==', name: 'Makeup', __typename: 'CategoryTree' }] };

/** A page whose HTML carries `payload` as the server writes it. */
function pageWith(payload: unknown): Document {
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_ELEMENT_ID;
  element.textContent = typeof payload === 'string' ? payload : JSON.stringify(payload);
  document.body.append(element);
  return document;
}

/** The client as src/index.tsx starts it: the embedded answers are in its cache before anything renders. */
async function clientFor(doc: Document, stored: Record<string, unknown> = {}) {
  const persistence = createMemoryPersistence(stored);
  const terminating = createFakeTerminatingLink(() => of({ data: FROM_SERVER }));
  const firstPaint = readFirstPaintData(doc, persistence);
  const client = createApolloClient({ persistence, terminatingLink: terminating.link, firstPaint });
  await writeFirstPaintData(client.cache, firstPaint);
  return { client, seen: terminating.seen };
}

afterEach(() => jest.useRealTimers());

test('the embedded answer is in the cache before anything renders, and the data element is gone', async () => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  expect(client.readQuery({ query: CATEGORY, variables: { uid: 'Mw==' } })?.categoryList?.[0]?.name).toBe('Skincare');
  expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
  expect(seen).toHaveLength(0);
});

test('a cache-and-network query for the same operation and variables is answered without a request', async () => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  const { data } = await client.query({ query: CATEGORY, variables: { uid: 'Mw==' }, fetchPolicy: 'network-only' });
  expect(data?.categoryList?.[0]?.name).toBe('Skincare');
  expect(seen).toHaveLength(0);
});

test('other variables go to the server', async () => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  const { data } = await client.query({ query: CATEGORY, variables: { uid: 'NA==' } });
  expect(data?.categoryList?.[0]?.name).toBe('Makeup');
  expect(seen.map((request) => request.variables)).toEqual([{ uid: 'NA==' }]);
});

test('after the page load the server is asked again', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  jest.setSystemTime(1_000_000 + FIRST_PAINT_FRESH_MS + 1);
  await client.query({ query: CATEGORY, variables: { uid: 'Mw==' }, fetchPolicy: 'network-only' });
  expect(seen).toHaveLength(1);
});

test.each([
  ['another store view is stored', { [STORAGE_KEYS.storeViewCode]: 'id' }],
  ['another currency is stored', { [STORAGE_KEYS.storeViewCurrency]: 'USD' }],
])('answers asked for a shopper with nothing stored are not used when %s', async (_case, stored) => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED), stored);
  expect(client.readQuery({ query: CATEGORY, variables: { uid: 'Mw==' } })).toBeNull();
  await client.query({ query: CATEGORY, variables: { uid: 'Mw==' } });
  expect(seen).toHaveLength(1);
});

test.each([
  ['broken JSON', '{"storeCode":'],
  ['another shape', { entries: 'no' }],
])('%s is ignored and the app asks the server as usual', async (_case, payload) => {
  const { client, seen } = await clientFor(pageWith(payload));
  await client.query({ query: CATEGORY, variables: { uid: 'Mw==' } });
  expect(seen).toHaveLength(1);
});

test('an entry the cache cannot take is skipped, the others are kept', async () => {
  const broken = { operationName: 'x', document: { kind: 'Document', definitions: [] }, data: {} };
  const { client } = await clientFor(pageWith({ ...EMBEDDED, entries: [broken, ...EMBEDDED.entries] }));
  expect(client.readQuery({ query: CATEGORY, variables: { uid: 'Mw==' } })?.categoryList?.[0]?.name).toBe('Skincare');
});

/** Every result a watched query gives until `settled` says it is done. */
function watchedResults(client: Awaited<ReturnType<typeof clientFor>>['client'], variables: { uid: string }) {
  const results: Array<{ loading: boolean; name: string | undefined }> = [];
  const observable = client.watchQuery({ query: CATEGORY, variables, fetchPolicy: 'cache-and-network' });
  const subscription = observable.subscribe((result) => results.push({ loading: result.loading, name: result.data?.categoryList?.[0]?.name }));
  return { results, observable, stop: () => subscription.unsubscribe() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a cache-and-network query the page answered gives that answer once, not loading, without a request', async () => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  const watched = watchedResults(client, { uid: 'Mw==' });
  await settle();
  watched.stop();
  expect(watched.results).toEqual([{ loading: false, name: 'Skincare' }]);
  expect(seen).toHaveLength(0);
});

test('the same query asks the server again once its variables change', async () => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  const watched = watchedResults(client, { uid: 'Mw==' });
  await settle();
  await watched.observable.setVariables({ uid: 'NA==' });
  await settle();
  watched.stop();
  expect(seen.map((request) => request.variables)).toEqual([{ uid: 'NA==' }]);
  expect(watched.results.at(-1)).toEqual({ loading: false, name: 'Makeup' });
});

test('a cache-and-network query the page did not answer still asks the server', async () => {
  const { client, seen } = await clientFor(pageWith(EMBEDDED));
  const watched = watchedResults(client, { uid: 'NA==' });
  await settle();
  watched.stop();
  expect(seen).toHaveLength(1);
  expect(watched.results.at(-1)).toEqual({ loading: false, name: 'Makeup' });
});

test('many answers are written in slices, with the browser\u2019s other tasks run between them', async () => {
  let now = 0;
  const clock = jest.spyOn(performance, 'now').mockImplementation(() => (now += 3));
  const order: string[] = [];
  const cache = new InMemoryCache();
  const writeQuery = cache.writeQuery.bind(cache);
  jest.spyOn(cache, 'writeQuery').mockImplementation((options) => {
    order.push('write');
    return writeQuery(options);
  });
  setTimeout(() => order.push('other task'), 0);
  const entries = Array.from({ length: 10 }, (_, index) => ({ ...EMBEDDED.entries[0], variables: { uid: `uid-${index}` } }));
  expect(await writeFirstPaintData(cache, entries)).toBe(10);
  clock.mockRestore();
  expect(order.filter((step) => step === 'write')).toHaveLength(10);
  // Neither before the first write nor after the last: the writes were cut, and the other task ran in between.
  expect(order.indexOf('other task')).toBeGreaterThan(0);
  expect(order.indexOf('other task')).toBeLessThan(order.length - 1);
});
