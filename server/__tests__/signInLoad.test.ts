import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_HASHING_BUSY } from '../../backend/auth/passwordHashing';
import { createBackend } from '../../backend/index';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';

// Issue 20: password hashing (scrypt, tens of ms of CPU each by design) ran on libuv's thread pool,
// which also reads every file: a burst of sign-ins made the shop's script and images wait a second
// and more. Here `npm start`'s server (a process of its own, as in production) serves the shop's
// files while rounds of 32 sign-ins with unknown emails run at once, each from its own address
// (as a botnet would, so per-client limits do not hide the hashing).
jest.setTimeout(120_000);

const SCRIPT = '/static/js/main.3f2a9c1b.js';
const IMAGE = '/media/catalog/category/makeup.jpg';
const SAMPLE_EVERY_MS = 20;
const LOAD_MS = 4_000;
const BURST = 32;
/**
 * How much slower the files may be while the sign-ins run. The stall this guards against lasted
 * seconds (every file read queued behind the hashing); a machine busy with other work also slows
 * them by tens of ms, which is not that bug (issue 20's 50 ms held on a quiet machine).
 */
const BUDGET_MS = 250;

let dataDir: string;
let dist: FakeDist;
let server: ServerProcess;
let url: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-signin-load-'));
  // Seeded here, so the server starts on a ready shop.
  (await createBackend({ dataDir, log: () => {} })).close();
  dist = createFakeDist();
  server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: dist.dir, TRUST_PROXY: '1' });
  url = await server.ready(60_000);
});

afterAll(async () => {
  await server?.stop();
  dist?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function timedGet(pathname: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${pathname}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

let signIns = 0;
async function bogusSignIn(): Promise<{ message: string; category: string }> {
  signIns += 1;
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.20.${signIns >> 8}.${signIns & 255}` },
    body: JSON.stringify({
      query: 'mutation ($email: String!) { generateCustomerToken(email: $email, password: "not-the-password-1") { token } }',
      variables: { email: `nobody-${signIns}@example.com` },
    }),
  });
  const body = await response.json();
  return { message: body.errors[0].message, category: body.errors[0].extensions.category };
}

/** Requests the script and the image every SAMPLE_EVERY_MS (not one after the other: a stall then shows in every request it delays). */
async function sampleFiles(durationMs: number): Promise<number[]> {
  const timings: Promise<number>[] = [];
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    timings.push(timedGet(SCRIPT), timedGet(IMAGE));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return Promise.all(timings);
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

test('the shop script and images stay fast while bursts of 32 bogus sign-ins run; sign-ins past the queue are refused at once', async () => {
  await sampleFiles(200);
  await bogusSignIn(); // Starts the hashing thread and warms the GraphQL path.
  const alone = await sampleFiles(1_000);

  const answers: Array<{ message: string; category: string }> = [];
  let loading = true;
  const load = (async () => {
    while (loading) answers.push(...(await Promise.all(Array.from({ length: BURST }, bogusSignIn))));
  })();
  const during = await sampleFiles(LOAD_MS);
  loading = false;
  await load;

  // On a machine busy with other work the files are slower anyway: the budget is on top of their time alone.
  expect(during.length).toBeGreaterThan(100);
  expect(Math.round(p95(during))).toBeLessThanOrEqual(Math.round(p95(alone)) + BUDGET_MS);

  // Each sign-in is answered: refused as unknown, or, past the hashing queue, refused at once as busy.
  const busy = answers.filter((answer) => answer.category === 'graphql-too-many-requests');
  expect(busy.length).toBeGreaterThan(0);
  expect(new Set(busy.map((answer) => answer.message))).toEqual(new Set([PASSWORD_HASHING_BUSY]));
  expect(answers.filter((answer) => answer.category === 'graphql-authentication').length).toBeGreaterThan(0);
  expect(busy.length + answers.filter((answer) => answer.category === 'graphql-authentication').length).toBe(answers.length);
});
