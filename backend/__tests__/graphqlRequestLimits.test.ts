import net from 'node:net';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// What reaches execution: JSON POSTs of one operation, a body of bounded size, object variables.
describe('GraphQL request envelope', () => {
  let shop: TestBackend;
  const cartCount = () => shop.backend.db.prepare('SELECT COUNT(*) FROM quotes').pluck().get() as number;
  const post = async (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => {
    const response = await fetch(`${shop.url}/graphql`, { method: 'POST', headers, body });
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
  };
  const get = async (params: Record<string, string>) => {
    const response = await fetch(`${shop.url}/graphql?${new URLSearchParams(params)}`);
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  describe('Content-Type', () => {
    const mutation = JSON.stringify({ query: 'mutation { createEmptyCart }' });

    it.each([
      ['text/plain', { 'Content-Type': 'text/plain;charset=UTF-8' }],
      ['form data', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['no content type', {}],
    ])('refuses a POST sent as %s before running it', async (_label, headers) => {
      const before = cartCount();
      // fetch makes a string body text/plain unless told otherwise: a Blob without a type sends none.
      const body = 'Content-Type' in headers ? mutation : new Blob([mutation]);
      const response = await fetch(`${shop.url}/graphql`, { method: 'POST', headers, body });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Request content type must be application/json', extensions: { category: 'graphql-input' } }],
      });
      expect(cartCount()).toBe(before);
    });

    it('accepts application/json with parameters', async () => {
      const { status, body } = await post(mutation, { 'Content-Type': 'Application/JSON; charset=utf-8' });
      expect(status).toBe(200);
      expect(body.data.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/);
    });
  });

  it('answers a body over 1 MiB with HTTP 413 and a GraphQL error, and reads one of exactly 1 MiB', async () => {
    const ofSize = (bytes: number) => {
      const envelope = JSON.stringify({ query: '{ storeConfig { store_code } } # ' });
      return `${envelope.slice(0, -2)}${'x'.repeat(bytes - envelope.length)}"}`;
    };
    expect(Buffer.byteLength(ofSize(1024 * 1024))).toBe(1024 * 1024);
    const atLimit = await post(ofSize(1024 * 1024));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.storeConfig.store_code).toBe('default');
    const { status, contentType, body } = await post(ofSize(1024 * 1024 + 1));
    expect(status).toBe(413);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({ errors: [{ message: 'Request body is larger than 1048576 bytes', extensions: { category: 'graphql' } }] });
  });

  it('still answers after refusing an oversized body', async () => {
    await post(JSON.stringify({ query: `{ storeConfig { store_code } } # ${'x'.repeat(4 * 1024 * 1024)}` }));
    const { status, body } = await post(JSON.stringify({ query: '{ storeConfig { store_code } }' }));
    expect(status).toBe(200);
    expect(body.data.storeConfig.store_code).toBe('default');
  });

  it('lets a client still uploading a 5 MB body read its 413 (no reset connection)', async () => {
    const size = 5 * 1024 * 1024;
    const { port } = new URL(shop.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let writeError: Error | null = null;
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error) => (writeError = error));
    socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    for (let sent = 0; sent < size && !writeError; sent += chunk.length) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    expect(writeError).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"message":"Request body is larger than 1048576 bytes"');
  });

  it('refuses a query of more tokens than any operation has with a 400 GraphQL error, in milliseconds', async () => {
    // Under the 1 MiB body limit, one repeated field: 440,000 tokens.
    const query = `{ ${'a '.repeat(440_000)}}`;
    const started = performance.now();
    const { status, body } = await post(JSON.stringify({ query }));
    const took = performance.now() - started;
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: 'Syntax Error: Document contains more that 5000 tokens. Parsing aborted.', extensions: { category: 'graphql' } }] });
    // Parsed whole, it took 2.6 s; a generous bound for a busy machine.
    expect(took).toBeLessThan(500);
  });

  it('says batching is not supported for a JSON array, and runs none of it', async () => {
    const before = cartCount();
    const batch = [{ query: 'mutation { createEmptyCart }' }, { query: '{ storeConfig { store_code } }' }];
    const { status, body } = await post(JSON.stringify(batch));
    expect(status).toBe(500);
    expect(body).toEqual({
      errors: [
        { message: 'Batched requests are not supported: send one GraphQL operation per request', extensions: { category: 'graphql' } },
      ],
    });
    expect(cartCount()).toBe(before);
  });

  it.each(['5', '"a string"', 'null'])('refuses the JSON body %s with a GraphQL error', async (raw) => {
    const { status, body } = await post(raw);
    expect(status).toBe(500);
    expect(body.errors[0].extensions.category).toBe('graphql');
  });

  describe('variables that are not a JSON object', () => {
    const query = 'query ($id: String!) { cart(cart_id: $id) { id } }';

    it.each([['5'], ['[1]'], ['"x"'], ['true']])('POST "variables": %s answers a JSON GraphQL error', async (raw) => {
      const { status, contentType, body } = await post(`{"query": ${JSON.stringify(query)}, "variables": ${raw}}`);
      expect(status).toBe(500);
      expect(contentType).toMatch(/^application\/json/);
      expect(body).toEqual({
        errors: [{ message: 'The "variables" parameter must be a JSON object', extensions: { category: 'graphql' } }],
      });
    });

    it.each([['5'], ['[1]'], ['"x"']])('GET variables=%s answers a JSON GraphQL error', async (raw) => {
      const { status, contentType, body } = await get({ query, variables: raw });
      expect(status).toBe(500);
      expect(contentType).toMatch(/^application\/json/);
      expect(body.errors[0]).toEqual({ message: 'The "variables" parameter must be a JSON object', extensions: { category: 'graphql' } });
    });

    it('GET variables that are not JSON answers a JSON GraphQL error', async () => {
      const { status, body } = await get({ query, variables: '{nope' });
      expect(status).toBe(500);
      expect(body.errors[0].message).toBe('Unable to parse the "variables" parameter: it is not valid JSON');
    });

    it('keeps serving afterwards', async () => {
      const { status, body } = await get({ query: '{ storeConfig { store_code } }' });
      expect(status).toBe(200);
      expect(body.data.storeConfig.store_code).toBe('default');
    });
  });
});
