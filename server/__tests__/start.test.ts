import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createFakeDist, SHELL_HTML, type FakeDist } from '../test/fakeDist';
import { listen } from '../test/listen';
import { startServerProcess } from '../test/serverProcess';

jest.setTimeout(60_000);

let dist: FakeDist;
let scratch: string;

beforeAll(() => {
  dist = createFakeDist();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
});

afterAll(() => {
  dist.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

test('a taken port: exits non-zero with a one-line explanation', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    const server = startServerProcess({ PORT: String(port), DIST_DIR: dist.dir, DATA_DIR: path.join(scratch, 'port-data') });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  } finally {
    blocker.close();
  }
});

test('a data dir that cannot be written: exits non-zero and says so', async () => {
  const file = path.join(scratch, 'a-file');
  fs.writeFileSync(file, 'not a folder');
  const server = startServerProcess({ PORT: '0', DIST_DIR: dist.dir, DATA_DIR: path.join(file, 'data') });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toMatch(/Cannot start the storefront: Data directory .*a-file\/data is not writable/);
  expect(server.output()).not.toContain('Storefront ready');
});

test('an invalid PORT is reported', async () => {
  const server = startServerProcess({ PORT: 'eighty', DIST_DIR: dist.dir });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toContain('PORT must be a number');
});

test('SIGTERM: stops accepting, finishes the in-flight request, exits 0', async () => {
  // A slow Magento behind the proxy keeps a request in flight while the server is told to stop.
  let upstreamGotRequest: () => void = () => {};
  const requestArrived = new Promise<void>((resolve) => (upstreamGotRequest = resolve));
  const upstream = await listen((_req, res) => {
    upstreamGotRequest();
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"slow":true}}'), 1500);
  });
  const server = startServerProcess({ PORT: '0', DIST_DIR: dist.dir, MAGENTO_BACKEND_URL: upstream.url });
  try {
    const url = await server.ready(30_000);
    expect(await (await fetch(`${url}/`)).text()).toBe(SHELL_HTML);

    const inFlight = fetch(`${url}/graphql?query=%7Bslow%7D`);
    await requestArrived;
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { slow: true } });
    expect(await server.exited).toBe(0);
    await expect(fetch(`${url}/`)).rejects.toThrow();
    expect(server.output()).toContain('Storefront stopped.');
  } finally {
    await server.stop('SIGKILL');
    await upstream.close();
  }
});

test('SIGINT with nothing in flight exits 0 promptly', async () => {
  const server = startServerProcess({ PORT: '0', DIST_DIR: dist.dir, MAGENTO_BACKEND_URL: 'http://127.0.0.1:9' });
  try {
    const url = await server.ready(30_000);
    // A keep-alive connection left idle must not hold the shutdown up.
    await (await fetch(`${url}/sw.js`)).text();
    const started = Date.now();
    expect(await server.stop('SIGINT')).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await server.stop('SIGKILL');
  }
});
