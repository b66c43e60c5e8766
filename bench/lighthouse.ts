// `npm run bench:lighthouse [-- --url http://127.0.0.1:8080] [--runs N] [--check]`: Lighthouse mobile
// (its default simulated throttling) on the demo shop's public pages (bench/lighthousePages.ts), printing
// each page's performance score, LCP, TBT and CLS (the median run of N). Without --url it
// starts `npm start`'s server on a fresh data dir (building when stale) and stops it afterwards.
// --check exits 1 when a page misses the budget in bench/lighthouse-budget.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess, type ServerProcess } from '../server/test/serverProcess';
import { chromiumPath, CHROMIUM_ARGS } from '../scripts/chromium';
import { findBenchPages, type BenchPage } from './lighthousePages';

const READY_TIMEOUT_MS = 6 * 60_000;
const BUDGET_FILE = path.join(__dirname, 'lighthouse-budget.json');

interface PageBudget {
  minScore: number;
  maxCls: number;
  /** Largest Contentful Paint, when the page's issue names one. */
  maxLcpMs?: number;
  /** Total Blocking Time, when the page's issue names one. */
  maxTbtMs?: number;
}

/** What a page's median run misses of its budget, or null. */
function missedBudget({ score, cls, lcpMs, tbtMs }: RunResult, budget: PageBudget): string | null {
  const missed: string[] = [];
  if (score < budget.minScore) missed.push(`score ${score} (min ${budget.minScore})`);
  if (cls > budget.maxCls) missed.push(`CLS ${cls.toFixed(3)} (max ${budget.maxCls})`);
  if (budget.maxLcpMs !== undefined && lcpMs > budget.maxLcpMs) missed.push(`LCP ${lcpMs.toFixed(0)} ms (max ${budget.maxLcpMs})`);
  if (budget.maxTbtMs !== undefined && tbtMs > budget.maxTbtMs) missed.push(`TBT ${tbtMs.toFixed(0)} ms (max ${budget.maxTbtMs})`);
  return missed.length ? missed.join(', ') : null;
}

interface RunResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function measure(url: string, chromePath: string): Promise<RunResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median score: one slow run on a busy machine should not decide. */
function medianRun(runs: RunResult[]): RunResult {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
}

function budgetFor(page: BenchPage, budgets: Record<string, PageBudget>): PageBudget | undefined {
  return budgets[page.name];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '1' }, check: { type: 'boolean', default: false } } });
  const runs = Math.max(1, Number(values.runs) || 1);
  let server: ServerProcess | undefined;
  let baseUrl = values.url?.replace(/\/$/, '');
  if (!baseUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    server = startServerProcess({ PORT: '0', DATA_DIR: dataDir });
    baseUrl = await server.ready(READY_TIMEOUT_MS);
  }
  const budgets = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Record<string, PageBudget>;
  const failures: string[] = [];
  try {
    const chromePath = await chromiumPath();
    const pages = await findBenchPages(baseUrl);
    console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile, simulated throttling, ${baseUrl}`);
    console.log('page          score   LCP ms   TBT ms     CLS  url');
    for (const page of pages) {
      const results: RunResult[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(`${baseUrl}${page.path}`, chromePath));
      const median = medianRun(results);
      const { score, lcpMs, tbtMs, cls } = median;
      const budget = budgetFor(page, budgets);
      const missed = budget ? missedBudget(median, budget) : null;
      if (missed) failures.push(`${page.name}: ${missed}`);
      console.log(
        `${page.name.padEnd(13)} ${String(score).padStart(5)} ${lcpMs.toFixed(0).padStart(8)} ${tbtMs.toFixed(0).padStart(8)} ${cls.toFixed(3).padStart(7)}  ${page.path}${missed ? '  (over budget)' : ''}`,
      );
    }
  } finally {
    await server?.stop('SIGTERM');
  }
  if (failures.length) {
    console.log(`\nOver budget (bench/lighthouse-budget.json):\n  ${failures.join('\n  ')}`);
    if (values.check) process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
