import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import { describedBy, freshShopperPerTest, TIMEOUT } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { expectAttribute, expectCount, expectRead, expectText, expectTexts, expectValue, expectVisible } from './support/expectations';

// The health check with a pharmacist and the medical tests on the real build against the embedded
// backend: the seeded questionnaire (no header or footer on /healthcheck), its validation, the
// details step and the confirmation with its reference, at both widths; continuing with an email;
// the demo customer's seeded lab tests with their markers, and the page after buying them.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const group = (page: Page, name: string) => main(page).getByRole('group', { name });
const choose = (page: Page, question: string, answer: string) => group(page, question).getByRole('radio', { name: answer, exact: true }).check();
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

/** Answers the seeded questionnaire (backend/seed/content/healthCheckQuestions.ts), allergies included. */
async function answerQuestions(page: Page): Promise<void> {
  await choose(page, 'What would you like to discuss with a pharmacist?', 'Skin or hair problem');
  await choose(page, 'How long have you had it?', '1 to 4 weeks');
  await field(page, 'Which medicines or supplements do you take now?').fill('<b>Vitamin C</b> 500 mg');
  await choose(page, 'Are you allergic to any medicine or food?', 'Yes');
  await field(page, 'Which allergies do you have?').fill('Penicillin');
  await choose(page, 'Are you pregnant or breastfeeding?', 'Not applicable');
  await choose(page, 'How old are you?', '18 to 40');
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page, ['main'])).toEqual([]);
}

/** Waits until `control` is described by `message` (its error, read after a submit). */
const expectMessage = (control: Locator, message: string) => expectRead(() => describedBy(control), message);
const required = (control: Locator) => expectMessage(control, 'Is required.');

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`the health check on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test('the questionnaire (no header or footer) checks its answers, the details step its fields, and the confirmation gives a reference', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await page.goto('/healthcheck', { waitUntil: 'networkidle' });
      await main(page).getByRole('heading', { level: 1, name: 'Health Check with a Pharmacist' }).waitFor(TIMEOUT);
      await group(page, 'What would you like to discuss with a pharmacist?').waitFor(TIMEOUT);
      await expectCount(page.getByRole('banner'), 0);
      await expectCount(page.getByRole('contentinfo'), 0);
      await expectVisible(main(page).getByText('Step 1 of 2'));
      await expectCount(field(page, 'Which allergies do you have?'), 0);
      await expectAxeClean(page);
      await screenshot(page, `healthcheck-questions-${kind}`);

      await main(page).getByRole('button', { name: 'Next' }).click();
      await required(group(page, 'What would you like to discuss with a pharmacist?'));
      await required(group(page, 'How old are you?'));
      await choose(page, 'Are you allergic to any medicine or food?', 'Yes');
      await main(page).getByRole('button', { name: 'Next' }).click();
      await required(field(page, 'Which allergies do you have?'));
      expect(new URL(page.url()).pathname).toBe('/healthcheck');
      await expectAxeClean(page);

      await answerQuestions(page);
      // A reload keeps what was answered.
      await page.reload({ waitUntil: 'networkidle' });
      await field(page, 'Which allergies do you have?').waitFor(TIMEOUT);
      await expectValue(field(page, 'Which allergies do you have?'), 'Penicillin');
      await main(page).getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/healthcheck/data-customer', TIMEOUT);
      await main(page).getByRole('heading', { level: 1, name: 'Your Details' }).waitFor(TIMEOUT);
      await expectVisible(main(page).getByText('Step 2 of 2'));

      const submit = main(page).getByRole('button', { name: 'Submit' });
      await submit.click();
      for (const name of ['Full Name', 'Email', 'Phone Number', 'City']) await required(field(page, name));
      await required(group(page, 'How should we contact you?'));
      await field(page, 'Full Name').fill(`Rina ${kind}`);
      await field(page, 'Email').fill('rina@');
      await field(page, 'Phone Number').fill('0812-abc');
      await field(page, 'City').fill('Bandung');
      await choose(page, 'How should we contact you?', 'WhatsApp');
      await submit.click();
      await expectMessage(field(page, 'Email'), 'Invalid email');
      await expectMessage(field(page, 'Phone Number'), 'Phone number is not valid');
      await expectAxeClean(page);
      await screenshot(page, `healthcheck-details-errors-${kind}`);

      await field(page, 'Email').fill(`rina.${kind}@example.com`);
      await field(page, 'Phone Number').fill('081234567890');
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/healthcheck/data-customer/completed', TIMEOUT);
      await main(page).getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor(TIMEOUT);
      await expectVisible(main(page).getByText(/^HC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/));
      await expectVisible(main(page).getByText('The pharmacist contacts you by WhatsApp within 24 hours.'));
      await expectAxeClean(page);
      await screenshot(page, `healthcheck-completed-${kind}`);
      // The answers are gone from the tab once sent: the details step asks for them again.
      await page.goto('/healthcheck/data-customer', { waitUntil: 'networkidle' });
      await main(page).getByText('Please answer the questions first.').waitFor(TIMEOUT);
      expect(new URL(page.url()).pathname).toBe('/healthcheck');
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('the health check from an email or the pharmacist banner', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('"Continue with your email" checks the email, sends to the questions first and comes back to the details with it', async () => {
    const { page } = session;
    await page.goto('/healthcheck/email-customer', { waitUntil: 'networkidle' });
    await main(page).getByRole('heading', { level: 1, name: 'Continue with your email' }).waitFor(TIMEOUT);
    await field(page, 'Email').fill('dewi@');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expectMessage(field(page, 'Email'), 'Invalid email');
    await expectAxeClean(page);
    await field(page, 'Email').fill('dewi.hc@example.com');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await main(page).getByText('Please answer the questions first.').waitFor(TIMEOUT);
    await answerQuestions(page);
    await main(page).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname === '/healthcheck/data-customer/dewi.hc%40example.com', TIMEOUT);
    await field(page, 'Email').waitFor(TIMEOUT);
    await expectValue(field(page, 'Email'), 'dewi.hc@example.com');
    await screenshot(page, 'healthcheck-email-details-desktop');
  });

  test("the floating pharmacist banner and the home page lead to the health check", async () => {
    const { page } = session;
    await page.goto('/', { waitUntil: 'networkidle' });
    // The home page's link is in its last row: scrolled to, as a shopper would.
    const homeLink = main(page).getByRole('link', { name: 'Cek Kesehatan Gratis' });
    const scrollDown = async () => {
      await page.mouse.wheel(0, 1200);
      return homeLink.count();
    };
    await eventually(scrollDown, (count) => count > 0, 15_000);
    await expectAttribute(homeLink, 'href', /\/healthcheck$/);
    const banner = page.getByRole('complementary', { name: 'Pharmacist consultation' });
    await banner.getByRole('link', { name: 'Free health check' }).click(TIMEOUT);
    await page.waitForURL((url) => url.pathname === '/healthcheck', TIMEOUT);
    await group(page, 'What would you like to discuss with a pharmacist?').waitFor(TIMEOUT);
  });
});

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`the demo customer's medical tests on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test('the results list every seeded test with its voucher and status, the released ones with their markers; registersuccess the newest order', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await signIn(page, DEMO);
      await page.goto('/medical-test/results', { waitUntil: 'networkidle' });
      await main(page).getByRole('heading', { level: 1, name: 'Medical Test Results' }).waitFor(TIMEOUT);
      const tests = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
      await tests.first().waitFor(TIMEOUT);
      await expectCount(tests, 4);
      await expectCount(main(page).getByText(/^LAB-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/), 4);
      for (const status of ['Registered', 'Sample taken', 'Result ready']) await expectCount(main(page).getByText(status, { exact: true }), { above: 0 });
      const bloodCount = main(page).getByRole('table', { name: /^Results of .*Complete Blood Count Test$/ });
      await bloodCount.waitFor(TIMEOUT);
      await expectTexts(bloodCount.getByRole('row').filter({ hasText: 'Hemoglobin' }).getByRole('cell'), ['13.1', 'g/dL', '12.0 - 15.5', 'Normal']);
      await expectText(bloodCount.getByRole('row').filter({ hasText: 'Leukocytes' }).getByRole('cell').last(), 'High');
      await expectVisible(main(page).getByRole('table', { name: /Vitamin D Test$/ }).getByText('Low', { exact: true }));
      await expectAxeClean(page);
      await screenshot(page, `medical-test-results-${kind}`);

      await page.goto('/medical-test/registersuccess', { waitUntil: 'networkidle' });
      await main(page).getByRole('heading', { level: 1, name: 'Registration Successful' }).waitFor(TIMEOUT);
      await main(page).getByText(/^The lab tests of order #\d{9} are registered/).waitFor(TIMEOUT);
      await expectCount(tests, 2);
      await expectAttribute(main(page).getByRole('region', { name: 'Next steps' }).getByRole('link', { name: 'store locator' }), 'href', '/store-locator');
      await expectAxeClean(page);
      await screenshot(page, `medical-test-registered-${kind}`);
      await main(page).getByRole('link', { name: 'See All Test Results' }).click();
      await page.waitForURL((url) => url.pathname === '/medical-test/results', TIMEOUT);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('medical tests for a guest', () => {
  const session = freshShopperPerTest(() => browser, mobileContext);

  test('are behind the sign-in', async () => {
    const { page } = session;
    for (const path of ['/medical-test/results', '/medical-test/registersuccess']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForURL((url) => url.pathname === '/sign-in', TIMEOUT);
    }
  });
});
