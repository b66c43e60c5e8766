import { createFakeFetch, fakeResponse, type FetchCall } from '../../apollo/__testUtils__/fakeFetch';
import { createMemoryPersistence } from '../../apollo/__testUtils__/memoryPersistence';
import { STORAGE_KEYS } from '../../apollo/persistenceContract';
import { onTokenRefused } from '../../session/tokenRefusals';
import { createRestClient } from '../request';
import { RestApiError } from '../restApiError';

const SHIPPING = '/rest/V1/guest-carts/abc/shipping-information';
const PAYMENT = '/rest/V1/carts/mine/payment-information';

/** A fetch that answers only when `release()` is called, to hold requests in flight. */
function heldFetch(answer: () => Response = () => fakeResponse({ ok: true })) {
  const releases: Array<() => void> = [];
  const fake = createFakeFetch(
    (call: FetchCall) =>
      new Promise<Response>((resolve, reject) => {
        releases.push(() => resolve(answer()));
        call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason));
      }),
  );
  return { ...fake, release: () => releases.forEach((release) => release()) };
}

const headersOf = (call: FetchCall) => call.init.headers as Record<string, string>;

test('GET by default, with JSON headers, included credentials and the parsed answer', async () => {
  const { fetch, calls } = createFakeFetch(() => fakeResponse({ payment_methods: [{ code: 'checkmo' }] }));
  const rest = createRestClient({ persistence: createMemoryPersistence(), fetch });

  await expect(rest.request(PAYMENT)).resolves.toEqual({ payment_methods: [{ code: 'checkmo' }] });
  expect(calls[0].init.method).toBe('GET');
  expect(calls[0].init.credentials).toBe('include');
  expect(headersOf(calls[0])).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
});

test('the stored customer token is sent as a bearer token, and a body as JSON', async () => {
  const { fetch, calls } = createFakeFetch(() => fakeResponse('"42"'));
  const persistence = createMemoryPersistence({ [STORAGE_KEYS.signinToken]: 'tok' });
  const rest = createRestClient({ persistence, fetch });

  const orderId = await rest.request(PAYMENT, { method: 'POST', body: { paymentMethod: { method: 'checkmo' } } });
  expect(orderId).toBe('42');
  expect(headersOf(calls[0]).Authorization).toBe('Bearer tok');
  expect(JSON.parse(String(calls[0].init.body))).toEqual({ paymentMethod: { method: 'checkmo' } });
});

test('parseJSON: false resolves with the response itself', async () => {
  const { fetch } = createFakeFetch(() => fakeResponse('plain', { headers: { 'content-type': 'text/plain' } }));
  const rest = createRestClient({ persistence: createMemoryPersistence(), fetch });
  const response = await rest.request('/rest/V1/anything', { parseJSON: false });
  await expect(response.text()).resolves.toBe('plain');
});

test('identical concurrent GETs share one fetch and each caller gets the answer', async () => {
  const { fetch, calls, release } = heldFetch();
  const rest = createRestClient({ persistence: createMemoryPersistence(), fetch });
  const first = rest.request(PAYMENT);
  const second = rest.request(PAYMENT);
  const otherUrl = rest.request(SHIPPING);
  const otherHeaders = rest.request(PAYMENT, { headers: { 'X-Requested-With': 'test' } });

  expect(calls).toHaveLength(3);
  release();
  await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
  await Promise.all([otherUrl, otherHeaders]);
});

test('POSTs with a body are never shared; a finished request is not reused', async () => {
  const { fetch, calls, release } = heldFetch();
  const rest = createRestClient({ persistence: createMemoryPersistence(), fetch });
  const body = { addressInformation: {} };
  const posts = [rest.request(SHIPPING, { method: 'POST', body }), rest.request(SHIPPING, { method: 'POST', body })];
  expect(calls).toHaveLength(2);
  release();
  await Promise.all(posts);

  const again = rest.request(SHIPPING, { method: 'POST', body });
  expect(calls).toHaveLength(3);
  release();
  await again;
});

test('an aborted request rejects; a shared fetch is cancelled only when every caller aborts', async () => {
  const { fetch, calls, release } = heldFetch();
  const rest = createRestClient({ persistence: createMemoryPersistence(), fetch });
  const mine = new AbortController();
  const theirs = new AbortController();
  const aborted = rest.request(PAYMENT, { signal: mine.signal });
  const kept = rest.request(PAYMENT, { signal: theirs.signal });

  mine.abort();
  await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  expect(calls[0].init.signal?.aborted).toBe(false);
  release();
  await expect(kept).resolves.toEqual({ ok: true });

  const lone = new AbortController();
  const cancelled = rest.request(SHIPPING, { signal: lone.signal });
  lone.abort();
  await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  expect(calls[1].init.signal?.aborted).toBe(true);
});

test('a failed call raises a RestApiError with the server message filled in', async () => {
  const { fetch } = createFakeFetch(() =>
    fakeResponse(
      {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'abc' },
        trace: '#0 Magento\\Quote\\Model\\QuoteRepository->get()',
      },
      { status: 404, statusText: 'Not Found' },
    ),
  );
  const rest = createRestClient({ persistence: createMemoryPersistence(), fetch });

  const error = await rest.request(SHIPPING, { method: 'POST', body: {} }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RestApiError);
  expect(error).toMatchObject({
    method: 'POST',
    url: SHIPPING,
    status: 404,
    statusText: 'Not Found',
    serverMessage: 'No such entity with cartId = abc',
    extraInfo: { parameters: { fieldName: 'cartId', fieldValue: 'abc' } },
    trace: '#0 Magento\\Quote\\Model\\QuoteRepository->get()',
  });
  expect((error as Error).message).toContain(`POST ${SHIPPING} responded 404 Not Found: No such entity with cartId = abc`);
});

describe('a token the server no longer accepts', () => {
  async function reportsAfter(token: string | null, status: number): Promise<number> {
    const { fetch } = createFakeFetch(() => fakeResponse({ message: "The consumer isn't authorized to access %resources." }, { status }));
    const persistence = createMemoryPersistence(token ? { [STORAGE_KEYS.signinToken]: token } : {});
    let reports = 0;
    const stop = onTokenRefused(() => (reports += 1));
    try {
      await createRestClient({ persistence, fetch }).request(PAYMENT).catch(() => undefined);
    } finally {
      stop();
    }
    return reports;
  }

  test('is reported when a request with it is answered 401', async () => {
    expect(await reportsAfter('revoked', 401)).toBe(1);
  });

  test('is not reported for a guest’s 401 or another failure', async () => {
    expect(await reportsAfter(null, 401)).toBe(0);
    expect(await reportsAfter('tok', 400)).toBe(0);
  });
});
