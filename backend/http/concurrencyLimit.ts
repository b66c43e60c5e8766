/** Runs a task once a slot is free; resolves or rejects as the task does. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Refused at once: every slot is busy and the queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super('Every slot is busy and the queue is full');
  }
}

/**
 * At most `slots` tasks run at once; the others wait their turn, first come first served, up to
 * `maxWaiting` of them: one more is refused at once with QueueFullError (a wait that long would
 * outlast the client, and the work would pile up for nobody).
 * (p-limit 7 does this too, but it is ESM-only: this repo's Jest would need it and yocto-queue
 * added to its transform list, and it would displace the p-limit 3 Jest itself hoists.)
 */
export function createLimiter(slots: number, maxWaiting = Infinity): Limiter {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    // The freed slot passes straight to the next task, so a newcomer cannot overtake it.
    if (next) next();
    else running -= 1;
  };

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running += 1;
    else if (waiting.length >= maxWaiting) throw new QueueFullError();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
