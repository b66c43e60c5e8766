import fs from 'node:fs';
import type { Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe-core's serious and critical violations inside the elements `selectors` match (those present).
 * Evaluated through DevTools, so the page's CSP does not block the injected script.
 */
export async function axeViolations(page: Page, selectors: string[]): Promise<string[]> {
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async (wanted: string[]) => {
    const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } };
    const include = wanted.filter((selector) => document.querySelector(selector)).map((selector) => [selector]);
    // Not into frames: the embedded players' frames are other sites' (and unreachable here), and axe's
    // messages to them only make the browser warn about their origin.
    return (await axe.run({ include }, { resultTypes: ['violations'], iframes: false })).violations;
  }, selectors);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
