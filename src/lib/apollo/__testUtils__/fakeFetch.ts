/** The parts of a fetch Response that the code under test reads (jsdom has no Response). */
export interface FakeResponseInit {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
}

export function fakeResponse(body: unknown, init: FakeResponseInit = {}): Response {
  const { status = 200, statusText = 'OK', headers = { 'content-type': 'application/json' } } = init;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const build = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      statusText,
      headers: new Headers(headers),
      text: async () => text,
      json: async () => JSON.parse(text),
      clone: build,
    }) as unknown as Response;
  return build();
}

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** A fetch double: records calls and answers with `respond(call)`. */
export function createFakeFetch(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
