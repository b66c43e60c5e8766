import type { Page } from 'playwright-core';
import { expectText } from './expectations';

// Category, search and brand listings: when one has settled. A URL change is not enough: the page
// can still show the previous URL's listing for a moment, and a control used then acts on it.

const TIMEOUT = { timeout: 15_000 };

/** The listing's "12 items" line. */
export const listingItemCount = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ items?$/ });

/**
 * Waits until the listing shows what the URL asks for (its page, sort and number of picked
 * filters), with its count shown and no previous page dimmed; returns the count.
 */
export async function listingSettled(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main || main.querySelector('[aria-busy="true"]')) return false;
      if (![...main.querySelectorAll('[role="status"]')].some((status) => /^\d+ items?$/.test(status.textContent?.trim() ?? ''))) return false;
      const url = new URL(window.location.href);
      // The page the URL names (anything but a positive whole number is page 1) is the current one.
      const raw = url.searchParams.get('page') ?? '';
      const wantedPage = /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
      const current = main.querySelector('nav[aria-label="Pagination"] [aria-current="page"]');
      if ((current ? Number(current.textContent) : 1) !== wantedPage) return false;
      // The sort the URL names is the one chosen.
      const sort = url.searchParams.get('sort');
      if (sort) {
        const label = [...main.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === 'Sort by');
        const select = label ? (document.getElementById(label.htmlFor) as HTMLSelectElement | null) : null;
        const dir = url.searchParams.get('dir')?.toUpperCase() ?? (sort === 'relevance' ? 'DESC' : 'ASC');
        if (select?.value !== `${sort}:${dir}`) return false;
      }
      // Every filter value in the URL has its chip, and no other.
      const picked = [...url.searchParams.keys()].filter((key) => key.endsWith('[filter]')).length;
      return main.querySelectorAll('ul[aria-label="Active filters"] button[aria-label]').length === picked;
    },
    undefined,
    TIMEOUT,
  );
  return Number((await listingItemCount(page).textContent())?.match(/\d+/)?.[0]);
}

/** Waits until the listing says it holds `count` products. */
export const expectItemCount = (page: Page, count: number) => expectText(listingItemCount(page), count === 1 ? '1 item' : `${count} items`);
