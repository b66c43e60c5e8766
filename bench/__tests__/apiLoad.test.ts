import { budgetFailures, formatTable, percentile, runLoad, summarize } from '../apiLoad';

describe('bench:api statistics', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose

  it('takes nearest-rank percentiles of unsorted samples', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('does not reorder the caller\'s samples', () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('counts requests per second over the wall time, not the sum of latencies', () => {
    const stats = summarize([10, 10, 10, 10], 20); // 4 requests overlapping in 20 ms
    expect(stats).toEqual({ requests: 4, medianMs: 10, p95Ms: 10, p99Ms: 10, requestsPerSecond: 200 });
    expect(summarize([], 0).requestsPerSecond).toBe(0);
  });

  it('stops at the request limit, across all clients', async () => {
    let calls = 0;
    const stats = await runLoad(async () => void calls++, { concurrency: 5, maxRequests: 23, maxDurationMs: 60_000 });
    expect(calls).toBe(23);
    expect(stats.requests).toBe(23);
  });

  it('stops at the time limit', async () => {
    let clock = 0;
    const stats = await runLoad(async () => void (clock += 10), { concurrency: 1, maxRequests: 1000, maxDurationMs: 50 }, () => clock);
    expect(stats.requests).toBe(5);
    expect(stats.medianMs).toBe(10);
  });

  it('fails the run when a request fails', async () => {
    await expect(runLoad(() => Promise.reject(new Error('HTTP 500')), { concurrency: 2, maxRequests: 10, maxDurationMs: 1000 })).rejects.toThrow('HTTP 500');
  });

  it('prints a Markdown table with each row\'s p95 budget', () => {
    const table = formatTable([
      { query: 'search', concurrency: 20, requests: 10, medianMs: 1.234, p95Ms: 2, p99Ms: 3, requestsPerSecond: 456.7 },
      { query: 'placeOrder', concurrency: 10, requests: 5, medianMs: 8, p95Ms: 12.5, p99Ms: 14, requestsPerSecond: 900, p95BudgetMs: 50 },
    ]);
    expect(table.split('\n')).toEqual([
      '| query | clients | requests | median ms | p95 ms | p95 budget ms | p99 ms | req/s |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      '| search | 20 | 10 | 1.23 | 2.00 | – | 3.00 | 457 |',
      '| placeOrder | 10 | 5 | 8.00 | 12.50 | ≤ 50 | 14.00 | 900 |',
    ]);
  });

  it('names the rows over their p95 budget, and a row that measured nothing', () => {
    const row = { query: 'placeOrder', concurrency: 10, requests: 5, medianMs: 8, p99Ms: 60, requestsPerSecond: 100, p95BudgetMs: 50 };
    expect(budgetFailures([{ ...row, p95Ms: 50 }, { query: 'search', concurrency: 1, requests: 1, medianMs: 99, p95Ms: 99, p99Ms: 99, requestsPerSecond: 1 }])).toEqual([]);
    expect(budgetFailures([{ ...row, p95Ms: 50.01 }])).toEqual(['placeOrder at 10 clients: p95 50.01 ms is over its budget of 50 ms']);
    expect(budgetFailures([{ ...summarize([], 0), query: 'placeOrder', concurrency: 10, p95BudgetMs: 50 }])).toHaveLength(1);
  });
});
