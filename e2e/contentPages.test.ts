import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { TIMEOUT } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { expectAttribute, expectCount, expectHidden, expectState, expectValue } from './support/expectations';

// The contact form, the FAQ and the newsletter page on the real build against the embedded backend,
// with its seeded content, at both widths: each form's error and success paths, the FAQ accordion
// from the keyboard, and no serious accessibility problem on any of them.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The message the shop stored for `email` (read from the test server's database), or undefined. */
function storedContactMessage(email: string): { fullname: string; message: string } | undefined {
  const logFile = process.env.E2E_SERVER_LOG_FILE;
  if (!logFile) throw new Error('E2E_SERVER_LOG_FILE is not set: the test server’s data dir is needed (see e2e/support/globalSetup.ts).');
  // The server's DATA_DIR holds the log and the database (backend/index.ts DATABASE_FILE).
  const db = new Database(path.join(path.dirname(logFile), 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT fullname, message FROM contact_messages WHERE email = ? ORDER BY message_id DESC').get(email) as
      | { fullname: string; message: string }
      | undefined;
  } finally {
    db.close();
  }
}

const FIELDS = ['Fullname', 'Email', 'Telephone', 'Message'] as const;

function contactForm(page: Page) {
  const form = page.getByRole('main').getByRole('region', { name: 'Drop us a message' });
  return { form, field: (name: (typeof FIELDS)[number]) => form.getByRole('textbox', { name }), send: form.getByRole('button', { name: 'Send' }) };
}

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`content pages on ${kind}`, () => {
    const session = pagePerTest(() => browser, makeContext);

    test('contact: every field required and checked, then a message with HTML in it sent, stored as text and confirmed', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await page.goto(kind === 'desktop' ? '/contact' : '/contact-us', { waitUntil: 'networkidle' });
      const { form, field, send } = contactForm(page);
      await form.getByRole('heading', { name: 'Drop us a message' }).waitFor(TIMEOUT);
      // The shop's contact details from the CMS block beside the form.
      await page.getByRole('main').getByRole('heading', { name: 'Customer care' }).waitFor(TIMEOUT);
      await expectAttribute(page.getByRole('main').getByRole('link', { name: '1500-123' }), 'href', 'tel:1500123');

      await send.click();
      for (const name of FIELDS) await expectAttribute(field(name), 'aria-invalid', 'true');
      await expectCount(form.getByText('Is required.'), 4);
      await field('Email').fill('rina@');
      await field('Telephone').fill('0812-abc');
      await send.click();
      await form.getByText('Invalid email').waitFor(TIMEOUT);
      await form.getByText('Phone number is not valid').waitFor(TIMEOUT);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `contact-errors-${kind}`);

      const email = `contact-${kind}-${Date.now()}@example.com`;
      const message = `<img src=x onerror="window.__contactXss=1"><b>Bold?</b> <script>window.__contactXss=2</script> Is this safe for kids?`;
      await field('Fullname').fill('Rina <i>Wulandari</i>');
      await field('Email').fill(email);
      await field('Telephone').fill('081234567890');
      await field('Message').fill(message);
      await send.click();
      // The toast (the inline confirmation under the form says more).
      await page.getByRole('status').filter({ hasText: /^Your message has been sent$/ }).waitFor(TIMEOUT);
      await form.getByText('Your message has been sent. We will get back to you shortly!').waitFor(TIMEOUT);
      for (const name of FIELDS) await expectValue(field(name), '');
      expect(await page.evaluate(() => (window as unknown as { __contactXss?: number }).__contactXss)).toBeUndefined();
      const stored = await eventually(async () => storedContactMessage(email), (row) => row !== undefined);
      expect(stored).toEqual({ fullname: 'Rina <i>Wulandari</i>', message });
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `contact-sent-${kind}`);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });

    test('FAQ: the seeded questions under their topics, opened and closed from the keyboard', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await page.goto('/faq', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor(TIMEOUT);
      for (const topic of ['Orders', 'Shipping', 'Payment', 'Medicines']) await main.getByRole('heading', { level: 2, name: topic }).waitFor(TIMEOUT);
      await expectCount(main.getByRole('button', { expanded: true }), 0);
      await expectCount(main.getByRole('button', { expanded: false }), 8);

      const question = main.getByRole('button', { name: 'How much is shipping?' });
      const answer = main.getByText('Shipping is free above Rp150.000');
      // On the page, hidden until its question is opened.
      await expectCount(answer, 1);
      await expectHidden(answer);
      await question.focus();
      await page.keyboard.press('Enter');
      await answer.waitFor({ state: 'visible', ...TIMEOUT });
      await expectAttribute(question, 'aria-expanded', 'true');
      await main.getByRole('region', { name: 'How much is shipping?' }).waitFor(TIMEOUT);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `faq-open-${kind}`);
      await page.keyboard.press('Space');
      await answer.waitFor({ state: 'hidden', ...TIMEOUT });
      await expectAttribute(question, 'aria-expanded', 'false');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });

    test('newsletter page: an email subscribes, and subscribing it again gets Magento’s message', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await page.goto('/newsletter', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor(TIMEOUT);
      const email = main.getByRole('textbox', { name: 'Email' });
      const subscribe = main.getByRole('button', { name: 'Subscribe' });

      await subscribe.click();
      await main.getByText('Is required.').waitFor(TIMEOUT);
      const address = `newsletter-${kind}-${Date.now()}@example.com`;
      await email.fill(address);
      await subscribe.click();
      await page.getByRole('status').filter({ hasText: 'The email address is subscribed.' }).waitFor(TIMEOUT);
      await expectValue(email, '');
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `newsletter-subscribed-${kind}`);

      await email.fill(address);
      await subscribe.click();
      const refusal = page.getByRole('alert').filter({ hasText: 'This email address is already subscribed.' });
      await refusal.waitFor(TIMEOUT);
      await expectState(subscribe, 'enabled', true);
      await refusal.getByRole('button', { name: 'Close' }).click();
      await refusal.waitFor({ state: 'detached', ...TIMEOUT });
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  });
}
