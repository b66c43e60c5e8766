import { createRouter, type RouteHandler } from '../http/router';
import { listen, rawRequest, type RunningServer } from '../../server/test/listen';

// backend/index.ts serves createRouter(...) as `handle`: the embedded backend's own path check.
const reached: string[] = [];
const answer =
  (name: string): RouteHandler =>
  async (req, res) => {
    reached.push(`${name} ${req.url}`);
    res.writeHead(200).end(name);
  };

let site: RunningServer;

beforeAll(async () => {
  const handle = createRouter([
    ['/graphql', answer('graphql')],
    ['/rest/', answer('rest')],
    ['/media/', answer('media')],
  ]);
  site = await listen(async (req, res) => {
    if (!(await handle(req, res))) res.writeHead(418).end('not mine');
  });
});

afterAll(() => site.close());

beforeEach(() => {
  reached.length = 0;
});

test.each([
  '/media/../secret.txt',
  '/media/%2e%2e/secret.txt',
  '/media/%2E./secret.txt',
  '/media/..%2fsecret.txt',
  '/media/..%5csecret.txt',
  '/media/..\\secret.txt',
  '/media/%252e%252e/secret.txt',
  '/graphql/../admin',
  '/rest/V1/../../admin',
])('%s is a 400 that no handler sees', async (rawPath) => {
  const response = await rawRequest(site.url, rawPath);
  expect(response.status).toBe(400);
  expect(reached).toEqual([]);
});

test('paths of its routes reach their handler as sent; other paths are left alone', async () => {
  await rawRequest(site.url, '/graphql?query=%7B__typename%7D');
  await rawRequest(site.url, '/rest/V1/guest-carts');
  await rawRequest(site.url, '/media/catalog/product/a.jpg?width=320');
  expect((await rawRequest(site.url, '/restaurants/../graphql')).status).toBe(418);
  expect(reached).toEqual([
    'graphql /graphql?query=%7B__typename%7D',
    'rest /rest/V1/guest-carts',
    'media /media/catalog/product/a.jpg?width=320',
  ]);
});
