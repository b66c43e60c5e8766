import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetProblem, readBudget } from '../budget';

describe('the initial JavaScript budget', () => {
  const scripts = [
    { url: 'http://shop.test/static/js/main.1.js', gzip: 150_000 },
    { url: 'http://shop.test/static/js/footer.2.js', gzip: 40_000 },
  ];

  it('passes what fits, to the byte, and what is at most 2 KB under it', () => {
    expect(budgetProblem(190_000, { initialJsGzipBytes: 190_000 }, scripts)).toBeNull();
    expect(budgetProblem(187_952, { initialJsGzipBytes: 190_000 }, scripts)).toBeNull();
  });

  it('fails what grew past it, naming the amount and the largest scripts', () => {
    expect(budgetProblem(190_001, { initialJsGzipBytes: 189_000 }, scripts)).toBe(
      '/ loads 185.5 KB of JavaScript (gzip) before interaction, over the budget of 184.6 KB by 1.0 KB; largest: /static/js/main.1.js 146.5 KB, /static/js/footer.2.js 39.1 KB',
    );
  });

  it('fails a saving the budget did not follow, naming the figure to lower it to', () => {
    expect(budgetProblem(187_951, { initialJsGzipBytes: 190_000 }, scripts)).toBe(
      '/ loads 183.5 KB of JavaScript (gzip) before interaction, 2.0 KB under the budget: lower initialJsGzipBytes in bench/budget.json to 187951',
    );
  });

  it('reads the committed budget file, refusing one without a positive number', () => {
    expect(readBudget().initialJsGzipBytes).toBeGreaterThan(100_000);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'budget-')), 'budget.json');
    fs.writeFileSync(file, '{"initialJsGzipBytes": 0}');
    expect(() => readBudget(file)).toThrow('initialJsGzipBytes must be a positive number');
  });
});
