import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GraphQlTooManyRequestsException } from '../errors';
import { createWorkerPool, WorkerPoolBusyError, type WorkerPool } from './workerPool';

/**
 * Where scrypt runs. Not on libuv's thread pool (the async crypto.scrypt): its 4 threads also do
 * every file read, so a burst of sign-ins (tens of ms of CPU each, by design) made the shop's script
 * and images wait seconds. Instead a few threads of our own, and a short queue in front of them:
 * past it a hash is refused at once, so a flood of sign-ins costs one core at most and never piles
 * up work (and 32 MiB per hash) that nobody waits for any more.
 */

/** Refused sign-ins, new accounts and password changes get this (client-safe, graphql-too-many-requests). */
export const PASSWORD_HASHING_BUSY = "The server is busy checking other customers' passwords. Please try again in a moment.";

export interface PasswordHashingSettings {
  /** PASSWORD_HASH_WORKERS: threads hashing at once (default: one less than the cores, at least 1). */
  workers: number;
  /** PASSWORD_HASH_QUEUE: hashes that may wait for a thread (default 16); one more is refused. */
  queue: number;
}

export class PasswordHashingConfigError extends Error {}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new PasswordHashingConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** The settings from the environment; throws PasswordHashingConfigError for a value that is not a number in range. */
export function readPasswordHashingSettings(env: NodeJS.ProcessEnv = process.env): PasswordHashingSettings {
  return {
    workers: wholeNumber(env, 'PASSWORD_HASH_WORKERS', Math.max(1, os.availableParallelism() - 1), 1, 64),
    queue: wholeNumber(env, 'PASSWORD_HASH_QUEUE', 16, 0, 10_000),
  };
}

export interface ScryptInput {
  password: string;
  salt: string;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

// Plain CommonJS next to this file: no loader needed in the thread, under tsx, Jest or node alike.
const WORKER_FILE = path.join(__dirname, 'scryptWorker.cjs');

let pool: WorkerPool<ScryptInput, Uint8Array> | null = null;
let holders = 0;

function sharedPool(): WorkerPool<ScryptInput, Uint8Array> {
  if (!pool) {
    const { workers, queue } = readPasswordHashingSettings();
    // execArgv: [] so the thread does not load the parent's --import tsx (nor Jest's flags) for nothing.
    pool = createWorkerPool({ createWorker: () => new Worker(WORKER_FILE, { execArgv: [] }), size: workers, queueLimit: queue, log: (line) => console.error(line) });
  }
  return pool;
}

/**
 * Keeps the hashing threads for a backend; the returned function lets them go, and when the last
 * backend of the process has, they stop (Jest and `npm start` exit without waiting for them). Idle
 * threads never keep the process alive anyway, so hashing outside any backend (the seed CLI) needs
 * no hold.
 */
export function holdPasswordHashing(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && pool) {
      void pool.close();
      pool = null;
    }
  };
}

/** scrypt on a hashing thread; rejects with GraphQlTooManyRequestsException (PASSWORD_HASHING_BUSY) when the queue is full. */
export async function scryptOffThread(input: ScryptInput): Promise<Buffer> {
  try {
    const key = await sharedPool().run(input);
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  } catch (error) {
    if (error instanceof WorkerPoolBusyError) throw new GraphQlTooManyRequestsException(PASSWORD_HASHING_BUSY, 1);
    throw error;
  }
}
