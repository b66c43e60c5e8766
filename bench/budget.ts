import fs from 'node:fs';
import path from 'node:path';

export interface Budget {
  /** Gzip (level 9) bytes of the scripts the HTML of `/` declares (its entry and its preloads). */
  initialJsGzipBytes: number;
}

export const BUDGET_FILE = path.resolve(__dirname, 'budget.json');

/** How far under the budget a measure may fall before the budget must follow it down. */
export const BUDGET_SLACK_BYTES = 2048;

export function readBudget(file = BUDGET_FILE): Budget {
  const { initialJsGzipBytes } = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Budget>;
  if (typeof initialJsGzipBytes !== 'number' || !(initialJsGzipBytes > 0)) throw new Error(`${file}: initialJsGzipBytes must be a positive number`);
  return { initialJsGzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Null when `measured` is within the budget and no more than BUDGET_SLACK_BYTES under it; else a
 * sentence saying what to do: over it, by how much and what is largest; far under it, the figure to
 * lower the budget to (a saving must not leave room for the next regression).
 */
export function budgetProblem(measured: number, budget: Budget, scripts: ReadonlyArray<{ url: string; gzip: number }>): string | null {
  if (measured > budget.initialJsGzipBytes) {
    const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((s) => `${new URL(s.url).pathname} ${kb(s.gzip)}`);
    return `/ loads ${kb(measured)} of JavaScript (gzip) before interaction, over the budget of ${kb(budget.initialJsGzipBytes)} by ${kb(measured - budget.initialJsGzipBytes)}; largest: ${largest.join(', ')}`;
  }
  if (budget.initialJsGzipBytes - measured > BUDGET_SLACK_BYTES) {
    return `/ loads ${kb(measured)} of JavaScript (gzip) before interaction, ${kb(budget.initialJsGzipBytes - measured)} under the budget: lower initialJsGzipBytes in bench/budget.json to ${measured}`;
  }
  return null;
}
