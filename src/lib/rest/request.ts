import {
  type PersistenceLike,
  readStoredString,
  STORAGE_KEYS,
} from '../apollo/persistenceContract';
import { reportTokenRefused } from '../session/tokenRefusals';
import { RestApiError } from './restApiError';
import { createSharedFetcher } from './sharedFetch';

export interface RestRequestOptions {
  /** Default GET. */
  method?: string;
  /** Added to (and overriding) the JSON and authorization headers. */
  headers?: Record<string, string>;
  /** A string is sent as is; anything else is sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** false: resolve with the Response instead of its parsed JSON. */
  parseJSON?: boolean;
}

export interface RestClient {
  request<T = unknown>(path: string, options?: RestRequestOptions & { parseJSON?: true }): Promise<T>;
  request(path: string, options: RestRequestOptions & { parseJSON: false }): Promise<Response>;
}

const serializeBody = (body: unknown): string | undefined =>
  body === undefined || body === null ? undefined : typeof body === 'string' ? body : JSON.stringify(body);

/** Same method, URL, headers and body: the same request. */
const shareKeyOf = (method: string, url: string, headers: Record<string, string>, body?: string) =>
  JSON.stringify([
    method,
    url,
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(([a], [b]) => a.localeCompare(b)),
    body ?? null,
  ]);

async function parseJSONBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * The Magento REST helper (spec §7): bearer token when signed in, JSON headers,
 * credentials included, abortable, parsed JSON. Identical concurrent requests
 * share one fetch, except POSTs with a body (they change server state).
 */
export function createRestClient({
  persistence,
  fetch: fetchImpl,
}: {
  persistence: PersistenceLike;
  fetch?: typeof fetch;
}): RestClient {
  // Looked up per call so a test's or a polyfill's global fetch is honoured.
  const sharedFetch = createSharedFetcher(() => fetchImpl ?? globalThis.fetch);

  async function request(path: string, options: RestRequestOptions = {}): Promise<unknown> {
    const { method: requestedMethod = 'GET', headers: extraHeaders, body, signal, parseJSON = true } = options;
    const method = requestedMethod.toUpperCase();
    const token = readStoredString(persistence, STORAGE_KEYS.signinToken);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extraHeaders,
    };
    const bodyText = serializeBody(body);
    const shareable = !(method === 'POST' && bodyText !== undefined);

    const response = await sharedFetch(
      path,
      { method, headers, body: bodyText, credentials: 'include', signal },
      shareable ? shareKeyOf(method, path, headers, bodyText) : undefined,
    );
    // Magento's webapi answers a token it no longer accepts with 401: the session is over.
    if (response.status === 401 && token) reportTokenRefused();
    if (!response.ok) {
      throw new RestApiError({
        method,
        url: path,
        status: response.status,
        statusText: response.statusText,
        bodyText: await response.text(),
      });
    }
    return parseJSON ? parseJSONBody(response) : response;
  }

  return { request } as RestClient;
}
