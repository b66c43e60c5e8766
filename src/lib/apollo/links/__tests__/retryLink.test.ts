import { ApolloLink, gql } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { of, throwError } from 'rxjs';
import { createFakeTerminatingLink, execute } from '../../__testUtils__/linkHarness';
import { createRetryLink } from '../retryLink';

const PRODUCTS = gql`
  query Products {
    products {
      total_count
    }
  }
`;

/** Fails with a network error `failures` times, then answers. */
function chainFailing(failures: number, answer: ApolloLink.Result = { data: { ok: true } }) {
  const terminating = createFakeTerminatingLink(() =>
    terminating.seen.length <= failures ? throwError(() => new TypeError('Failed to fetch')) : of(answer),
  );
  return { link: ApolloLink.from([createRetryLink(), terminating.link]), seen: terminating.seen };
}

function start(link: ApolloLink) {
  const outcome: { results: unknown[]; error?: unknown; done: boolean } = { results: [], done: false };
  execute(link, PRODUCTS).subscribe({
    next: (result) => outcome.results.push(result),
    error: (error) => Object.assign(outcome, { error, done: true }),
    complete: () => Object.assign(outcome, { done: true }),
  });
  return outcome;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a network failure is retried and the later answer comes back', async () => {
  const { link, seen } = chainFailing(2);
  const outcome = start(link);
  await jest.advanceTimersByTimeAsync(60_000);

  expect(seen).toHaveLength(3);
  expect(outcome.results).toEqual([{ data: { ok: true } }]);
});

test('gives up after 5 attempts in total with the network error', async () => {
  const { link, seen } = chainFailing(Infinity);
  const outcome = start(link);
  await jest.advanceTimersByTimeAsync(600_000);

  expect(seen).toHaveLength(5);
  expect(outcome.error).toEqual(new TypeError('Failed to fetch'));
});

test('the first retry waits about 300 ms (jittered)', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  const { link, seen } = chainFailing(1);
  start(link);

  await jest.advanceTimersByTimeAsync(299);
  expect(seen).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(seen).toHaveLength(2);
});

test('GraphQL errors in a response are not retried', async () => {
  const answer = { data: null, errors: [{ message: 'Internal server error' }] };
  const terminating = createFakeTerminatingLink(() => of(answer));
  const outcome = start(ApolloLink.from([createRetryLink(), terminating.link]));
  await jest.advanceTimersByTimeAsync(60_000);

  expect(terminating.seen).toHaveLength(1);
  expect(outcome.results).toEqual([answer]);
});

test('nothing is retried while the browser is offline', async () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { link, seen } = chainFailing(Infinity);
  const outcome = start(link);
  await jest.advanceTimersByTimeAsync(60_000);

  expect(seen).toHaveLength(1);
  expect(outcome.error).toBeInstanceOf(TypeError);
});

test('an HTTP 4xx answer is not retried, a 5xx one is', async () => {
  const serverError = (status: number) =>
    new ServerError(`Received status code ${status}`, { response: { status } as Response, bodyText: '' });
  for (const [status, attempts] of [
    [401, 1],
    [503, 5],
  ]) {
    const terminating = createFakeTerminatingLink(() => throwError(() => serverError(status)));
    const outcome = start(ApolloLink.from([createRetryLink(), terminating.link]));
    await jest.advanceTimersByTimeAsync(600_000);
    expect({ status, attempts: terminating.seen.length }).toEqual({ status, attempts });
    expect(outcome.error).toBeInstanceOf(ServerError);
  }
});
