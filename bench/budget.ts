import fs from 'node:fs';
import path from 'node:path';

export interface Budget {
  /** Gzip (level 9) bytes of every script `/` loads before interaction, on desktop and on mobile. */
  initialJsGzipBytes: number;
}

export const BUDGET_FILE = path.resolve(__dirname, 'budget.json');

export function readBudget(file = BUDGET_FILE): Budget {
  const { initialJsGzipBytes } = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Budget>;
  if (typeof initialJsGzipBytes !== 'number' || !(initialJsGzipBytes > 0)) throw new Error(`${file}: initialJsGzipBytes must be a positive number`);
  return { initialJsGzipBytes };
}

/** Null when `measured` fits, else a sentence saying by how much it is over and what grew. */
export function overBudget(measured: number, budget: Budget, scripts: ReadonlyArray<{ url: string; gzip: number }>): string | null {
  if (measured <= budget.initialJsGzipBytes) return null;
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((s) => `${new URL(s.url).pathname} ${(s.gzip / 1024).toFixed(1)} KB`);
  return `/ loads ${(measured / 1024).toFixed(1)} KB of JavaScript (gzip) before interaction, over the budget of ${(budget.initialJsGzipBytes / 1024).toFixed(1)} KB by ${((measured - budget.initialJsGzipBytes) / 1024).toFixed(1)} KB; largest: ${largest.join(', ')}`;
}
