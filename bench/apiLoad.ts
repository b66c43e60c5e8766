// Measuring logic of `npm run bench:api`: a bounded closed-loop load and its latency statistics.

export interface LoadLimits {
  /** Clients sending one request after another (a closed loop: the next starts when one ends). */
  concurrency: number;
  /** Stop after this many requests in total ... */
  maxRequests: number;
  /** ... or once this much time has passed, whichever comes first, so the bench always ends. */
  maxDurationMs: number;
}

export interface LoadStats {
  requests: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1];
}

/** Median, tail latencies and throughput of requests that took `latenciesMs` over `wallMs`. */
export function summarize(latenciesMs: readonly number[], wallMs: number): LoadStats {
  return {
    requests: latenciesMs.length,
    medianMs: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    p99Ms: percentile(latenciesMs, 99),
    requestsPerSecond: wallMs > 0 ? (latenciesMs.length * 1000) / wallMs : 0,
  };
}

/** Runs `request` from `concurrency` clients until a limit is reached; a failed request aborts the run. */
export async function runLoad(request: () => Promise<void>, limits: LoadLimits, now: () => number = () => performance.now()): Promise<LoadStats> {
  const latencies: number[] = [];
  const started = now();
  let issued = 0;
  const client = async () => {
    while (issued < limits.maxRequests && now() - started < limits.maxDurationMs) {
      issued++;
      const begin = now();
      await request();
      latencies.push(now() - begin);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limits.concurrency) }, client));
  return summarize(latencies, now() - started);
}

export interface ResultRow extends LoadStats {
  query: string;
  concurrency: number;
  /** The p95 latency this row must stay within, when it has a budget. */
  p95BudgetMs?: number;
}

const ms = (value: number) => value.toFixed(2);

/** A Markdown table of the results, ready to paste into an issue or README. */
export function formatTable(rows: readonly ResultRow[]): string {
  const lines = ['| query | clients | requests | median ms | p95 ms | p95 budget ms | p99 ms | req/s |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    const budget = r.p95BudgetMs === undefined ? '–' : `≤ ${r.p95BudgetMs}`;
    lines.push(`| ${r.query} | ${r.concurrency} | ${r.requests} | ${ms(r.medianMs)} | ${ms(r.p95Ms)} | ${budget} | ${ms(r.p99Ms)} | ${r.requestsPerSecond.toFixed(0)} |`);
  }
  return lines.join('\n');
}

/** One line per row whose p95 is over its budget (or that measured nothing); empty when all are within. */
export function budgetFailures(rows: readonly ResultRow[]): string[] {
  return rows
    .filter((r) => r.p95BudgetMs !== undefined && !(r.p95Ms <= r.p95BudgetMs))
    .map((r) => `${r.query} at ${r.concurrency} clients: p95 ${ms(r.p95Ms)} ms is over its budget of ${r.p95BudgetMs} ms`);
}
