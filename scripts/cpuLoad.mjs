// Keeps CPU cores busy for a bounded time, so the browser tests can be run the way a busy machine
// runs them. One busy-looping worker thread per core asked for; the process ends itself after
// `minutes` (a hard cap, so it can never outlive the run that started it), when the process that
// started it is gone, or on SIGTERM/SIGINT.
// Usage: node scripts/cpuLoad.mjs [workers=2] [minutes=40]
import { isMainThread, Worker } from 'node:worker_threads';

if (!isMainThread) {
  for (;;);
}

const workers = Number(process.argv[2] ?? 2);
const minutes = Number(process.argv[3] ?? 40);
if (!(workers >= 1 && workers <= 16 && minutes > 0 && minutes <= 120)) {
  console.error('usage: node scripts/cpuLoad.mjs [workers 1-16] [minutes up to 120]');
  process.exit(2);
}
for (let i = 0; i < workers; i += 1) new Worker(new URL(import.meta.url));
console.log(`cpuLoad: ${workers} busy threads for at most ${minutes} min (pid ${process.pid})`);

const parent = process.ppid;
setTimeout(() => process.exit(0), minutes * 60_000);
// Orphaned (the run script was killed before its trap ran): stop at once.
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 2_000);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
