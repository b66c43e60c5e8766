import type { Db } from '../types';
import { expireUnpaidOrders } from './expireUnpaidOrders';

// When unpaid orders expire (expireUnpaidOrders.ts): at start, then every minute as Magento's cron
// runs its jobs, and on a request when the clock moved a minute or more since the last run (a
// busy event loop delays the timer; a clock set back must not pause the expiry; a test's clock
// jumps). The timer never keeps the process alive.

export const EXPIRY_INTERVAL_MS = 60_000;

export interface UnpaidOrderSchedule {
  /** Runs the expiry now if the clock moved a minute or more (either way) since it last ran. */
  runIfDue(): void;
  stop(): void;
}

export function scheduleUnpaidOrderExpiry(db: Db, options: { now: () => Date; log: (line: string) => void }): UnpaidOrderSchedule {
  let lastRun = Number.NEGATIVE_INFINITY;
  const run = () => {
    if (!db.open) return;
    const now = options.now();
    lastRun = now.getTime();
    try {
      const numbers = expireUnpaidOrders(db, now);
      if (numbers.length > 0) options.log(`backend: canceled ${numbers.length} unpaid bank transfer order(s) past the pending order lifetime: ${numbers.join(', ')}`);
    } catch (error) {
      // The next run tries again; a request must not fail for it.
      options.log(`backend: expiring unpaid orders failed: ${(error as Error).stack ?? String(error)}`);
    }
  };
  run();
  const timer = setInterval(run, EXPIRY_INTERVAL_MS);
  timer.unref();
  return {
    runIfDue() {
      if (!(Math.abs(options.now().getTime() - lastRun) < EXPIRY_INTERVAL_MS)) run();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
