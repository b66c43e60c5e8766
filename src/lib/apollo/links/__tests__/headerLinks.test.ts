import { ApolloLink, gql } from '@apollo/client';
import { createMemoryPersistence } from '../../__testUtils__/memoryPersistence';
import { createFakeTerminatingLink, run } from '../../__testUtils__/linkHarness';
import { STORAGE_KEYS } from '../../persistenceContract';
import { createAuthLink } from '../authLink';
import { createStoreLink } from '../storeLink';

const STORE_CONFIG = gql`
  query StoreConfig {
    storeConfig {
      store_code
    }
  }
`;

async function headersSent(link: ApolloLink) {
  const terminating = createFakeTerminatingLink();
  await run(ApolloLink.from([link, terminating.link]), STORE_CONFIG);
  return terminating.seen[0].headers;
}

describe('auth link', () => {
  test('sends the stored customer token as a bearer token', async () => {
    const persistence = createMemoryPersistence({ [STORAGE_KEYS.signinToken]: 'tok123' });
    expect(await headersSent(createAuthLink(persistence))).toEqual({ authorization: 'Bearer tok123' });
  });

  test('sends no authorization header when signed out', async () => {
    const persistence = createMemoryPersistence();
    expect(await headersSent(createAuthLink(persistence))).not.toHaveProperty('authorization');
  });

  test('reads the token per request, so sign-in and sign-out apply at once', async () => {
    const persistence = createMemoryPersistence();
    const link = createAuthLink(persistence);
    persistence.setItem(STORAGE_KEYS.signinToken, 'fresh');
    expect((await headersSent(link)).authorization).toBe('Bearer fresh');
    persistence.removeItem(STORAGE_KEYS.signinToken);
    expect(await headersSent(link)).not.toHaveProperty('authorization');
  });
});

describe('store link', () => {
  test("sends Store 'default' and no currency when nothing is stored", async () => {
    expect(await headersSent(createStoreLink(createMemoryPersistence()))).toEqual({ Store: 'default' });
  });

  test('sends the stored store view code and currency', async () => {
    const persistence = createMemoryPersistence({
      [STORAGE_KEYS.storeViewCode]: 'id_id',
      [STORAGE_KEYS.storeViewCurrency]: 'IDR',
    });
    expect(await headersSent(createStoreLink(persistence))).toEqual({
      Store: 'id_id',
      'Content-Currency': 'IDR',
    });
  });

  test('keeps headers set by earlier links', async () => {
    const persistence = createMemoryPersistence({ [STORAGE_KEYS.signinToken]: 't' });
    const chain = ApolloLink.from([createAuthLink(persistence), createStoreLink(persistence)]);
    expect(await headersSent(chain)).toEqual({ authorization: 'Bearer t', Store: 'default' });
  });
});
