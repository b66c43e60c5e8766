/**
 * A shopper's walk through the real Venia storefront (PWA Studio's venia-concept 14.5.0) served
 * against this backend: home, a category, a product of each type, add to cart (the header count),
 * the free-sample coupon on the sample alone, a guest checkout of a zero total, then sign-in, a
 * signed-in zero-total order and the order history. FREESAMPLE is once per customer, so the
 * signed-in order works once per shop: walk a fresh data dir. It prints each step, every GraphQL error Venia received and every
 * console error, keeps a screenshot per step, and exits 1 when a step fails.
 *
 *   VENIA_URL=http://127.0.0.1:8193 WALK_SHOTS=/tmp/venia-shots npx tsx scripts/venia/walk.ts
 *
 * Building and serving Venia against `npm start` is described in the README ("The real Venia
 * storefront"). Not part of `npm test`: it needs Venia's own install (about 2,600 packages).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../chromium';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../backend/seed/customers/people';

const VENIA = process.env.VENIA_URL ?? 'http://127.0.0.1:8193';
const SHOTS = process.env.WALK_SHOTS ?? path.join('/tmp', 'venia-walk');
const PRODUCTS: ReadonlyArray<[string, string]> = [
  ['simple', 'nalu-skin-bloom-repair-serum-30-ml'],
  ['configurable', 'juna-skin-clear-repair-ampoule'],
  ['virtual', 'kavoti-lab-hba1c-test'],
  ['bundle', 'sake-beauty-morning-routine-kit'],
  ['grouped', 'keri-vita-newborn-starter-set'],
  ['downloadable', 'healthy-skin-habits-e-book'],
];
/** The 5 ml serum FREESAMPLE gives away (its SKU is FREE_SAMPLE_SKU): the only product in the cart, so the total is zero. */
const SAMPLE_PRODUCT = 'nalu-skin-bloom-repair-serum-sample-5-ml';
const COUPON = 'FREESAMPLE';

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

async function addAndApplyCoupon(page: Page): Promise<void> {
  await page.goto(`${VENIA}/${SAMPLE_PRODUCT}.html`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await page.waitForTimeout(3000);
  await page.goto(`${VENIA}/cart`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /enter coupon code/i }).click();
  // A signed-in customer's cart may still carry the coupon from an earlier walk.
  const couponField = page.locator('input[name="couponCode"]');
  if (await couponField.isVisible({ timeout: 2000 }).catch(() => false)) {
    await couponField.fill(COUPON);
    await page.getByRole('button', { name: /^apply$/i }).click();
  }
  await page.getByText('IDR 0.00', { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
}

/** Through the shipping method and payment (Venia picks `free` itself at a zero total) to the order number. */
async function placeOrder(page: Page): Promise<string> {
  for (const name of [/continue to shipping method/i, /continue to payment information/i]) {
    const button = page.getByRole('button', { name });
    if (await button.count()) await button.click();
    await page.waitForTimeout(3000);
  }
  await page.getByRole('button', { name: /review order/i }).click();
  await page.getByRole('button', { name: /place order/i }).click();
  await page.getByText(/Order Number: \d+/).waitFor({ timeout: 20_000 });
  return /Order Number: (\d+)/.exec(await mainText(page))?.[1] ?? '';
}

async function main(): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const browser = await chromium.launch({ executablePath: await chromiumPath() });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })).newPage();
  const graphqlErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text().slice(0, 200))));
  page.on('response', async (response) => {
    if (!response.url().includes('/graphql')) return;
    const body = (await response.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null;
    const operation = new URL(response.url()).searchParams.get('operationName') ?? (response.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    for (const error of body?.errors ?? []) graphqlErrors.push(`${operation}: ${error.message}`);
  });
  let failed = 0;
  let shot = 0;
  const step = async (name: string, run: () => Promise<string | void>) => {
    try {
      const said = await run();
      console.log(`ok    ${name}${said ? `: ${said}` : ''}`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL  ${name}: ${(error as Error).message.split('\n')[0]}`);
    }
    shot += 1;
    await page.screenshot({ path: path.join(SHOTS, `${String(shot).padStart(2, '0')}-${name.replace(/\W+/g, '-')}.png`) });
  };

  await step('home', async () => void (await page.goto(`${VENIA}/`, { waitUntil: 'networkidle' })));
  await step('category', async () => {
    await page.goto(`${VENIA}/skincare.html`, { waitUntil: 'networkidle' });
    await page.getByText(/\d+ Results/).waitFor({ timeout: 15_000 });
    return (await page.getByText(/\d+ Results/).first().innerText()).trim();
  });
  for (const [type, urlKey] of PRODUCTS) {
    await step(`${type} product`, async () => {
      await page.goto(`${VENIA}/${urlKey}.html`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      return page.locator('h1').first().innerText();
    });
  }
  await step('add to cart, header count and coupon', async () => {
    await addAndApplyCoupon(page);
    const count = await page.locator('header').getByText(/^\d+$/).filter({ visible: true }).first().innerText().catch(() => '?');
    return `header count ${count}, total IDR 0.00 with ${COUPON}`;
  });
  await step('guest checkout of a zero total', async () => {
    await page.goto(`${VENIA}/checkout`, { waitUntil: 'networkidle' });
    const form = page.locator('form').filter({ has: page.locator('input[name="firstname"]') });
    await form.locator('input[name="email"]').fill(`venia.walk.${Date.now()}@example.com`);
    await form.locator('input[name="firstname"]').fill('Budi');
    await form.locator('input[name="lastname"]').fill('Santoso');
    await form.locator('select[name="country"]').selectOption('ID');
    await form.locator('input[name="street[0]"]').fill('Jl. Sudirman No. 1');
    await form.locator('input[name="city"]').fill('Jakarta Selatan');
    await form.locator('select[name="region[region_id]"]').selectOption({ label: 'DKI Jakarta' });
    await form.locator('input[name="postcode"]').fill('12190');
    await form.locator('input[name="telephone"]').fill('081234567890');
    return `order ${await placeOrder(page)}`;
  });
  await step('sign in', async () => {
    await page.goto(`${VENIA}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /sign in/i }).first().click();
    const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
    await form.locator('input[name="email"]').fill(DEMO_EMAIL);
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: /^sign in$/i }).click();
    await page.getByText(/^Hi, /).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
  });
  let signedInOrder = '';
  await step('signed-in checkout of a zero total', async () => {
    await addAndApplyCoupon(page);
    await page.goto(`${VENIA}/checkout`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    signedInOrder = await placeOrder(page);
    return `order ${signedInOrder}`;
  });
  await step('order history', async () => {
    await page.goto(`${VENIA}/order-history`, { waitUntil: 'networkidle' });
    if (!signedInOrder) throw new Error('no signed-in order to look for');
    await page.getByText(signedInOrder).first().waitFor({ timeout: 15_000 });
    return `lists ${signedInOrder}`;
  });

  console.log(`\nGraphQL errors Venia received (${graphqlErrors.length}):`, graphqlErrors);
  console.log(`console errors (${consoleErrors.length}), distinct:`, [...new Set(consoleErrors)]);
  console.log(`screenshots: ${SHOTS}`);
  await browser.close();
  process.exitCode = failed ? 1 : 0;
}

void main();
