import { gql } from '@apollo/client';
import { createMemoryPersistence } from '../__testUtils__/memoryPersistence';
import { createCachePersistor } from '../cachePersistence';
import { createInMemoryCache } from '../createApolloClient';

const STORE_CONFIG = gql`
  query StoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const storeConfig = (code: string, name: string) => ({
  storeConfig: { __typename: 'StoreConfig', store_code: code, store_name: name },
});

function persistedCache(persistence: ReturnType<typeof createMemoryPersistence>, storeCode: string) {
  const cache = createInMemoryCache();
  const persistor = createCachePersistor({ cache, persistence, storeCode, delayMs: 1000 });
  persistor.restore();
  return { cache, persistor };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a new cache restores what an earlier one wrote (after the debounce)', () => {
  const persistence = createMemoryPersistence();
  const first = persistedCache(persistence, 'default');
  first.cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'Jingga') });

  jest.advanceTimersByTime(1000);
  const second = persistedCache(persistence, 'default');
  expect(second.cache.readQuery({ query: STORE_CONFIG })).toEqual(storeConfig('default', 'Jingga'));
});

test('writes in quick succession are stored once, after they stop', () => {
  const persistence = createMemoryPersistence();
  const { cache, persistor } = persistedCache(persistence, 'default');
  cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'One') });
  jest.advanceTimersByTime(500);
  cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'Two') });
  jest.advanceTimersByTime(999);
  expect(persistence.writes).toHaveLength(0);

  jest.advanceTimersByTime(1);
  expect(persistence.writes).toHaveLength(1);
  expect(persistence.writes[0].name).toBe(persistor.key);
});

test('each store view keeps its own snapshot', () => {
  const persistence = createMemoryPersistence();
  const english = persistedCache(persistence, 'default');
  english.cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'Jingga') });
  english.persistor.persist();

  const indonesian = persistedCache(persistence, 'id_id');
  expect(indonesian.persistor.key).not.toBe(english.persistor.key);
  expect(indonesian.cache.readQuery({ query: STORE_CONFIG })).toBeNull();
  indonesian.cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('id_id', 'Jingga ID') });
  indonesian.persistor.persist();

  expect(persistedCache(persistence, 'default').cache.readQuery({ query: STORE_CONFIG })).toEqual(
    storeConfig('default', 'Jingga'),
  );
});

test('restoring does not write the snapshot back, and purge removes it', () => {
  const persistence = createMemoryPersistence();
  const first = persistedCache(persistence, 'default');
  first.cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'Jingga') });
  first.persistor.persist();
  persistence.writes.length = 0;

  const second = persistedCache(persistence, 'default');
  jest.advanceTimersByTime(5000);
  expect(persistence.writes).toHaveLength(0);

  second.persistor.purge();
  expect(persistedCache(persistence, 'default').cache.readQuery({ query: STORE_CONFIG })).toBeNull();
});

test('when storage refuses the snapshot, the outdated one is removed instead', () => {
  const persistence = createMemoryPersistence();
  const { cache, persistor } = persistedCache(persistence, 'default');
  cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'Old') });
  persistor.persist();
  persistence.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };

  cache.writeQuery({ query: STORE_CONFIG, data: storeConfig('default', 'New') });
  expect(() => persistor.persist()).not.toThrow();
  expect(persistence.getItem(persistor.key)).toBeUndefined();
});
