import { Worker } from 'node:worker_threads';
import { PASSWORD_HASHING_BUSY } from '../auth/passwordHashing';
import { createWorkerPool, WorkerPoolBusyError } from '../auth/workerPool';
import { DEMO_EMAIL } from '../seed/customers/people';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// One hashing thread and room for two waiting hashes: the third hash asked for while one runs is
// refused at once. (Read when the pool starts, so set before the first hash of this test file.)
process.env.PASSWORD_HASH_WORKERS = '1';
process.env.PASSWORD_HASH_QUEUE = '2';

const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const CREATE = `mutation ($email: String!) {
  createCustomerV2(input: { email: $email, firstname: "Ann", lastname: "Lee", password: "Another1234!Pass" }) { customer { email } }
}`;
const BUSY = { message: PASSWORD_HASHING_BUSY, extensions: { category: 'graphql-too-many-requests' } };

describe('password hashing threads, over HTTP', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    // Each request from an address of its own: per-client limits must not be what refuses them here.
    shop = await startTestBackend({ trustedProxies: 1 });
  }, 120_000);
  afterAll(() => shop.close());

  let client = 0;
  const from = () => ({ headers: { 'X-Forwarded-For': `10.30.0.${(client += 1)}` } });
  const timed = async <T>(work: Promise<T>) => {
    const started = performance.now();
    const result = await work;
    return { result, ms: performance.now() - started };
  };

  it('checks sign-ins one after another and refuses those past the queue at once, with a message the shopper can act on', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => timed(shop.graphql(SIGN_IN, { email: `nobody-${index}@example.com`, password: 'Wrong1234!Pass' }, from()))),
    );
    const busy = answers.filter(({ result }) => result.body.errors?.[0]?.extensions.category === 'graphql-too-many-requests');
    const checked = answers.filter(({ result }) => result.body.errors?.[0]?.extensions.category === 'graphql-authentication');
    // One runs, two wait, the rest are refused (all ten arrive within the first hash's time).
    expect(checked.length).toBeGreaterThanOrEqual(3);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(checked.length + busy.length).toBe(10);
    for (const { result } of busy) expect(result.body).toEqual({ errors: [expect.objectContaining(BUSY)], data: { generateCustomerToken: null } });
    // Refused before any hash finished: the slowest refusal is faster than the slowest checked sign-in by at least a hash.
    expect(Math.max(...busy.map(({ ms }) => ms))).toBeLessThan(Math.max(...checked.map(({ ms }) => ms)));
  });

  it('a refused sign-in to a real account does not count as a wrong password', async () => {
    const failures = () => shop.backend.db.prepare('SELECT failures_num FROM customers WHERE email = ?').pluck().get(DEMO_EMAIL);
    const before = failures();
    const answers = await Promise.all(Array.from({ length: 8 }, () => shop.graphql(SIGN_IN, { email: DEMO_EMAIL, password: 'Wrong1234!Pass' }, from())));
    const categories = answers.map(({ body }) => body.errors[0].extensions.category);
    const checked = categories.filter((category) => category === 'graphql-authentication').length;
    expect(categories.filter((category) => category === 'graphql-too-many-requests').length).toBeGreaterThanOrEqual(1);
    expect(checked + categories.filter((category) => category === 'graphql-too-many-requests').length).toBe(8);
    expect(failures()).toBe(Number(before) + checked);
  });

  it('refuses a new account the same way when the queue is full, and makes it once there is room', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => shop.graphql(CREATE, { email: `new-${index}@example.com` }, from())));
    const made = answers.filter(({ body }) => body.data.createCustomerV2 !== null).length;
    const busy = answers.filter(({ body }) => body.errors?.[0]?.message === PASSWORD_HASHING_BUSY).length;
    expect(made).toBeGreaterThanOrEqual(3);
    expect(busy).toBeGreaterThanOrEqual(1);
    expect(made + busy).toBe(6);
    const again = await shop.graphql(CREATE, { email: 'new-later@example.com' }, from());
    expect(again.body.data.createCustomerV2.customer.email).toBe('new-later@example.com');
  });
});

describe('worker pool', () => {
  // Doubles a number; exits the whole thread for "crash", as a native crash or an out-of-memory would.
  const SOURCE = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', ({ id, input }) => {
      if (input === 'crash') process.exit(3);
      parentPort.postMessage({ id, output: input * 2 });
    });`;
  const lines: string[] = [];
  const pool = createWorkerPool<number | 'crash', number>({
    createWorker: () => new Worker(SOURCE, { eval: true }),
    size: 1,
    queueLimit: 1,
    log: (line) => lines.push(line),
  });
  afterAll(() => pool.close());

  it('replaces a thread that dies: its job fails, the one waiting behind it and later ones run', async () => {
    const crashed = pool.run('crash');
    const waiting = pool.run(21);
    await expect(crashed).rejects.toThrow('A worker thread stopped (exit code 3)');
    expect(await waiting).toBe(42);
    expect(await pool.run(2)).toBe(4);
    expect(lines).toEqual(['worker pool: a thread stopped (exit code 3); starting another']);
  });

  it('refuses a job past the queue at once', async () => {
    const running = pool.run(1);
    const queued = pool.run(2);
    await expect(pool.run(3)).rejects.toBeInstanceOf(WorkerPoolBusyError);
    expect(await Promise.all([running, queued])).toEqual([2, 4]);
  });

  it('rejects what is left when closed, and takes nothing after', async () => {
    const spare = createWorkerPool<number, number>({ createWorker: () => new Worker(SOURCE, { eval: true }), size: 1, queueLimit: 4, log: () => {} });
    const jobs = Promise.allSettled([spare.run(1), spare.run(2)]);
    await spare.close();
    expect((await jobs).map((job) => job.status === 'rejected' && (job.reason as Error).message)).toEqual(['The worker pool is closed', 'The worker pool is closed']);
    await expect(spare.run(3)).rejects.toThrow('The worker pool is closed');
  });
});
