/** The Prioritized Task Scheduling API's yield, where the browser has it. */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: long start-up work cut this way blocks no input for long (Total Blocking Time).
 * scheduler.yield() resumes ahead of other queued tasks; elsewhere a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
