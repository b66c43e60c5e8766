/** Runs a task once a slot is free; resolves or rejects as the task does. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `slots` tasks run at once; the others wait their turn, first come first served.
 * (p-limit 7 does this too, but it is ESM-only: this repo's Jest would need it and yocto-queue
 * added to its transform list, and it would displace the p-limit 3 Jest itself hoists.)
 */
export function createLimiter(slots: number): Limiter {
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
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
