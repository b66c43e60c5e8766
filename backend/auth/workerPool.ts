import type { Worker } from 'node:worker_threads';

/** Refused at once: every thread is busy and `queueLimit` jobs already wait. */
export class WorkerPoolBusyError extends Error {
  constructor() {
    super('Every worker is busy and the queue is full');
  }
}

export interface WorkerPool<Input, Output> {
  /** Runs `input` on a free thread, waiting its turn; rejects with WorkerPoolBusyError when the queue is full. */
  run(input: Input): Promise<Output>;
  /** Stops the threads; jobs still queued or running reject. The pool takes no new jobs. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** Starts one thread. It answers each `{ id, input }` message with `{ id, output }` or `{ id, error }`. */
  createWorker: () => Worker;
  size: number;
  /** Jobs that may wait for a thread; one more is refused. */
  queueLimit: number;
  log: (line: string) => void;
}

interface Job<Input, Output> {
  id: number;
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
}

interface Slot<Input, Output> {
  worker: Worker;
  job: Job<Input, Output> | null;
}

/**
 * A fixed number of worker threads, started when first needed, each running one job at a time, and a
 * bounded first-come-first-served queue in front of them. A thread that dies is replaced (its job
 * rejects). Idle threads are unref'd: they never keep the process alive, a running job does.
 */
export function createWorkerPool<Input, Output>({ createWorker, size, queueLimit, log }: WorkerPoolOptions): WorkerPool<Input, Output> {
  const slots: Slot<Input, Output>[] = [];
  const waiting: Job<Input, Output>[] = [];
  let nextId = 1;
  let closed = false;

  function start(job: Job<Input, Output>, slot: Slot<Input, Output>): void {
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, input: job.input });
  }

  function finish(slot: Slot<Input, Output>): void {
    slot.job = null;
    const next = waiting.shift();
    if (next) start(next, slot);
    else slot.worker.unref();
  }

  function spawn(): Slot<Input, Output> {
    const slot: Slot<Input, Output> = { worker: createWorker(), job: null };
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; output?: Output; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.output as Output);
      finish(slot);
    });
    // 'error' (an uncaught exception) is followed by 'exit'; whichever comes first replaces the thread.
    const lost = (reason: string) => {
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      slot.job?.reject(new Error(`A worker thread stopped (${reason})`));
      slot.job = null;
      if (closed) return;
      log(`worker pool: a thread stopped (${reason}); starting another`);
      const next = waiting.shift();
      if (next) start(next, added());
    };
    slot.worker.on('error', (error) => lost(error.message));
    slot.worker.on('exit', (code) => lost(`exit code ${code}`));
    return slot;
  }

  function added(): Slot<Input, Output> {
    const slot = spawn();
    slots.push(slot);
    return slot;
  }

  return {
    run(input) {
      return new Promise<Output>((resolve, reject) => {
        if (closed) {
          reject(new Error('The worker pool is closed'));
          return;
        }
        const job = { id: nextId++, input, resolve, reject };
        const idle = slots.find((slot) => slot.job === null) ?? (slots.length < size ? added() : null);
        if (idle) start(job, idle);
        else if (waiting.length < queueLimit) waiting.push(job);
        else reject(new WorkerPoolBusyError());
      });
    },
    async close() {
      closed = true;
      const stopping = slots.splice(0);
      for (const job of waiting.splice(0)) job.reject(new Error('The worker pool is closed'));
      for (const slot of stopping) slot.job?.reject(new Error('The worker pool is closed'));
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}
