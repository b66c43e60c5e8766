import { ApolloLink, gql } from '@apollo/client';
import { createMemoryPersistence } from '../../__testUtils__/memoryPersistence';
import { createFakeTerminatingLink, respondWithHeaders, run } from '../../__testUtils__/linkHarness';
import { STORAGE_KEYS } from '../../persistenceContract';
import { CACHE_ID_HEADER, createCacheIdLink } from '../cacheIdLink';

const CMS_PAGE = gql`
  query CmsPage {
    cmsPage(identifier: "home") {
      title
    }
  }
`;
const ANSWER = { data: { cmsPage: { title: 'Home' } } };

function chain(persistence: ReturnType<typeof createMemoryPersistence>, responseHeaders: Record<string, string>) {
  const terminating = createFakeTerminatingLink(respondWithHeaders(ANSWER, responseHeaders));
  return { link: ApolloLink.from([createCacheIdLink(persistence), terminating.link]), seen: terminating.seen };
}

test('sends the stored cache id and stores the new one the server answers with', async () => {
  const persistence = createMemoryPersistence({ [STORAGE_KEYS.magentoCacheId]: 'old-id' });
  const { link, seen } = chain(persistence, { [CACHE_ID_HEADER]: 'new-id' });

  expect(await run(link, CMS_PAGE)).toEqual([ANSWER]);
  expect(seen[0].headers[CACHE_ID_HEADER]).toBe('old-id');
  expect(persistence.getItem(STORAGE_KEYS.magentoCacheId)).toBe('new-id');

  await run(link, CMS_PAGE);
  expect(seen[1].headers[CACHE_ID_HEADER]).toBe('new-id');
});

test('sends no cache id header before one is known', async () => {
  const { link, seen } = chain(createMemoryPersistence(), {});
  await run(link, CMS_PAGE);
  expect(seen[0].headers).not.toHaveProperty(CACHE_ID_HEADER);
});

test('does not rewrite storage when the answered id is unchanged', async () => {
  const persistence = createMemoryPersistence({ [STORAGE_KEYS.magentoCacheId]: 'same' });
  const { link } = chain(persistence, { [CACHE_ID_HEADER.toLowerCase()]: 'same' });
  await run(link, CMS_PAGE);
  expect(persistence.writes).toEqual([]);
});
