import type { Locator } from 'playwright-core';
import { eventually } from './eventually';

// Assertions that wait for the state they check. A one-shot count(), isVisible(), textContent() or
// getAttribute() reads the page at one instant: on a busy machine that instant can come before the
// render it means to check.

const WAIT_MS = 15_000;

type CountRule = number | { atLeast: number } | { above: number };

const accepts = (rule: CountRule) => (count: number) =>
  typeof rule === 'number' ? count === rule : 'atLeast' in rule ? count >= rule.atLeast : count > rule.above;

/** Waits until `locator` matches as many elements as `rule` says, then asserts it. */
export async function expectCount(locator: Locator, rule: CountRule, timeoutMs = WAIT_MS): Promise<void> {
  const count = await eventually(() => locator.count(), accepts(rule), timeoutMs);
  if (typeof rule === 'number') expect(count).toBe(rule);
  else if ('atLeast' in rule) expect(count).toBeGreaterThanOrEqual(rule.atLeast);
  else expect(count).toBeGreaterThan(rule.above);
}

/** Waits for `locator` to be visible (fails after the wait with Playwright's own message). */
export async function expectVisible(locator: Locator, timeoutMs = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: timeoutMs });
}

/** Waits for `locator` to be hidden or gone. */
export async function expectHidden(locator: Locator, timeoutMs = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: timeoutMs });
}

type State = 'checked' | 'disabled' | 'enabled';

const readState = (locator: Locator, state: State) =>
  state === 'checked' ? locator.isChecked() : state === 'disabled' ? locator.isDisabled() : locator.isEnabled();

/** Waits until `locator` is (or is not) checked, disabled or enabled, then asserts it. */
export async function expectState(locator: Locator, state: State, wanted = true, timeoutMs = WAIT_MS): Promise<void> {
  expect(await eventually(() => readState(locator, state), (value) => value === wanted, timeoutMs)).toBe(wanted);
}

/**
 * What a read must come to: exactly this value (a string, null, a list), a string matching this
 * pattern, or a string or list that contains this part.
 */
export type Expected<T> = T | RegExp | { contains: string };

function meets<T>(value: T, expected: Expected<T>): boolean {
  if (expected instanceof RegExp) return typeof value === 'string' && expected.test(value);
  if (expected !== null && typeof expected === 'object' && 'contains' in expected) {
    return (typeof value === 'string' || Array.isArray(value)) && value.includes(expected.contains);
  }
  return JSON.stringify(value) === JSON.stringify(expected);
}

/** Reads `read` until it gives what `expected` says (or the time is up), then asserts it with jest's own message. */
export async function expectRead<T>(read: () => Promise<T>, expected: Expected<T>, timeoutMs = WAIT_MS): Promise<void> {
  const value = await eventually(read, (candidate) => meets(candidate, expected), timeoutMs);
  if (expected instanceof RegExp) expect(value).toMatch(expected);
  else if (expected !== null && typeof expected === 'object' && 'contains' in expected) expect(value).toContain(expected.contains);
  else expect(value).toEqual(expected);
}

/** Text with every kind of white space as one ordinary space, trimmed: what the shopper reads. */
export const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const read = { timeout: WAIT_MS };

/** Waits until the (one) element's text, white space made plain, is what `expected` says. */
export const expectText = (locator: Locator, expected: Expected<string>, timeoutMs = WAIT_MS) =>
  expectRead(async () => plain(await locator.textContent(read)), expected, timeoutMs);

/** Waits until the texts of all the elements, white space made plain, are what `expected` says. */
export const expectTexts = (locator: Locator, expected: Expected<string[]>, timeoutMs = WAIT_MS) =>
  expectRead(async () => (await locator.allTextContents()).map(plain), expected, timeoutMs);

/** Waits until the element's attribute `name` is what `expected` says (null: absent). */
export const expectAttribute = (locator: Locator, name: string, expected: Expected<string | null>, timeoutMs = WAIT_MS) =>
  expectRead(() => locator.getAttribute(name, read), expected, timeoutMs);

/** Waits until the field's value is what `expected` says. */
export const expectValue = (locator: Locator, expected: Expected<string>, timeoutMs = WAIT_MS) => expectRead(() => locator.inputValue(read), expected, timeoutMs);
