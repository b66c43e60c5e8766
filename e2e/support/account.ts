import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually } from './eventually';
import { TIMEOUT } from './checkoutSteps';

/** The demo customer of CONVENTIONS.md. */
export const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };

/** Signs in through /sign-in and waits for the account page. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await page.goto('/sign-in', { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/customer/account', TIMEOUT);
}

/** What the test server printed so far (global setup writes it to E2E_SERVER_LOG_FILE). */
export function serverLog(): string {
  const file = process.env.E2E_SERVER_LOG_FILE;
  if (!file) throw new Error('E2E_SERVER_LOG_FILE is not set: the server log is needed (see e2e/support/globalSetup.ts).');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** The newest reset-password link the embedded shop printed for `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  const pattern = new RegExp(`password reset requested for ${email.replace(/[.+]/g, '\\$&')};.*?(https?://\\S+)`, 'g');
  const links = await eventually(
    async () => [...serverLog().matchAll(pattern)].map((match) => match[1]),
    (found) => found.length > 0,
  );
  const link = links.at(-1);
  if (!link) throw new Error(`No reset link for ${email} in the server log`);
  return link;
}

/** Everything this origin keeps in the browser: localStorage, sessionStorage and IndexedDB databases, as text. */
export async function browserStorage(page: Page): Promise<{ local: string; session: string; indexedDb: string }> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) => JSON.stringify(Object.fromEntries(Object.entries(storage)));
    const databases = (await indexedDB.databases?.()) ?? [];
    const contents: string[] = [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        contents.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return { local: dump(localStorage), session: dump(sessionStorage), indexedDb: contents.join('\n') };
  });
}
