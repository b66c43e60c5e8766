import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { expectAttribute, expectCount, expectRead, expectVisible } from './support/expectations';

// The home page and the Health & Beauty Week landing page as a shopper sees them: every Page
// Builder content type of the seed shop, rendered from Magento's storage HTML on the real build.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Sums the layout shifts the page reports (the CLS a shopper would feel), from the start of the page. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/** Scrolls to the bottom the way a shopper does, so content that waits for the viewport arrives. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd && step > 3) break;
  }
  // Not networkidle: the video players' frames (other sites) may keep the network busy.
  await page.waitForTimeout(500);
}

describe.each([
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const)('Page Builder content on %s', (kind, makeContext) => {
  const session = pagePerTest(() => browser, makeContext);

  test('the home page: slider with the first picture first, the USP block, product floors, banners, html, divider and buttons', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const layoutShift = await watchLayoutShifts(page);
    // The static shell, the app's stand-in and the slider show one picture: fetched once.
    const firstSlideRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('home-slide-1')) firstSlideRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');

    const slider = main.getByRole('region', { name: 'Promotions' });
    await slider.waitFor();
    const slides = slider.locator('[aria-roledescription="slide"]');
    await expectCount(slides, 3);
    const firstPicture = slides.first().locator('img');
    await expectAttribute(firstPicture, 'fetchpriority', 'high');
    await expectRead(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), true);
    const picked = () => firstPicture.evaluate((image: HTMLImageElement) => image.currentSrc);
    await expectRead(picked, { contains: kind === 'mobile' ? 'home-slide-1-mobile' : 'home-slide-1-desktop' });
    await expectRead(picked, { contains: 'quality=85' });
    await expectVisible(slides.first().getByRole('heading', { name: 'Promo Akhir Tahun' }));
    expect(firstSlideRequests).toHaveLength(1);

    // The slider advances: the next arrow shows the second slide.
    await slider.getByRole('button', { name: 'Pause Promotions' }).click();
    await slider.getByRole('button', { name: 'Next: Promotions' }).click();
    await expectRead(() => slides.nth(1).evaluate((slide) => !slide.hasAttribute('inert')), true);
    const secondInView = () =>
      slides.nth(1).getByRole('heading', { name: 'Gratis Ongkir' }).evaluate((heading) => heading.getBoundingClientRect().left >= 0 && heading.getBoundingClientRect().right <= window.innerWidth);
    await expectRead(secondInView, true);

    await main.getByText('100% Original').first().waitFor();
    await screenshot(page, `pagebuilder-home-top-${kind}`);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);

    await scrollThrough(page);
    const floor = main.getByRole('heading', { level: 2, name: 'Best Sellers' });
    await expectVisible(floor);
    const floorCards = main.getByRole('list', { name: 'Products' }).first().getByRole('listitem');
    await expectCount(floorCards, 8);
    await expectCount(main.getByRole('link', { name: /Vitamin Hemat/ }), 1);
    await expectVisible(main.getByText('JINGGAHEMAT'));
    await expectCount(main.locator('hr'), { above: 0 });
    await expectAttribute(main.getByRole('link', { name: 'Cari Apotek Terdekat' }), 'href', /\/store-locator$/);
    await screenshot(page, `pagebuilder-home-${kind}`);
    expect(await axeViolations(page, ['main'])).toEqual([]);
    // Requests the page cancelled itself are no failures: a busy machine sees pictures it switched away from.
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('the landing page: every other content type, in both style forms', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/health-beauty-week', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Health & Beauty Week' }).waitFor();
    await expectRead(() => page.title(), { contains: 'Health & Beauty Week: promo skincare & vitamin' });
    await expectAttribute(page.locator('meta[name="description"]'), 'content', { contains: 'Satu minggu penuh promo skincare' });

    // Full-bleed hero with a parallax background: its picture moves as the page scrolls.
    const hero = main.getByRole('heading', { name: 'Sehat & cantik, hemat hingga 50%' });
    const heroWidth = await hero.evaluate((heading) => heading.closest('[data-pb-style]')?.parentElement?.getBoundingClientRect().width ?? 0);
    expect(Math.round(heroWidth)).toBe(kind === 'mobile' ? 390 : 1280);

    // Image: the mobile source below 768 px, link and caption.
    const image = main.getByRole('img', { name: 'Rangkaian skincare pagi di meja rias' });
    await image.scrollIntoViewIfNeeded();
    const expected = kind === 'mobile' ? 'skincare-routine-mobile' : 'skincare-routine-desktop';
    await expectRead(() => image.evaluate((img: HTMLImageElement) => img.currentSrc), { contains: expected });
    expect(await main.getByText('Rutinitas pagi: cleanser, toner, serum, pelembap dan sunscreen.').evaluate((caption) => caption.tagName)).toBe('FIGCAPTION');

    // Stacked buttons of the same width.
    const widths = await Promise.all(['Belanja Sekarang', 'Cari Toko', 'Baca Tips Kesehatan'].map((name) => main.getByRole('link', { name, exact: true }).evaluate((link) => Math.round(link.getBoundingClientRect().width))));
    expect(new Set(widths).size).toBe(1);

    // Columns side by side on desktop, stacked on phones.
    const columnTops = await Promise.all(['100% Original', 'Ambil di toko'].map((name) => main.getByRole('heading', { level: 3, name }).evaluate((heading) => heading.closest('[data-pb-style]')?.getBoundingClientRect().top ?? 0)));
    expect(columnTops[1] > columnTops[0] + 40).toBe(kind === 'mobile');

    // The merchant's hidden element stays hidden.
    await expectCount(main.getByText('Hidden promo'), 0);

    await scrollThrough(page);
    // Tabs switch by click and arrow key; only the active panel shows.
    const tabs = main.getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Vitamin' }).click();
    await expectAttribute(tabs.getByRole('tab', { name: 'Vitamin' }), 'aria-selected', 'true');
    await expectCount(main.getByRole('tabpanel'), 1);
    await page.keyboard.press('ArrowRight');
    await expectAttribute(tabs.getByRole('tab', { name: 'Mom & Baby' }), 'aria-selected', 'true');

    // Products: a grid and a carousel of the catalogue's cards.
    const productLists = main.getByRole('list', { name: 'Products' });
    await expectCount(productLists, 2);
    await expectCount(productLists.first().getByRole('listitem'), { above: 3 });

    // Banners in every appearance, the videos (lazy players, muted autoplay where set), the map's locations without a maps key.
    for (const name of ['Diskon Skincare 50%', 'Gratis Konsultasi', 'Vitamin Beli 2 Gratis 1', 'Cashback Makeup 20%']) await expectCount(main.getByRole('heading', { name }), 1);
    await expectAttribute(main.locator('iframe[src*="youtube"]'), 'src', /autoplay=1.*mute=1|mute=1.*autoplay=1/);
    await expectCount(main.locator('iframe[src*="player.vimeo.com"]'), 1);
    await expectCount(main.getByRole('link', { name: /Open in Google Maps/ }), 3);
    await expectAttribute(main.getByRole('link', { name: '+62 21 555 1000' }), 'href', 'tel:+62215551000');

    // The divider, the html content type, the block, the 2.3-form row with its inline border.
    await expectVisible(main.getByText('Obat keras hanya dengan resep dokter.'));
    await expectVisible(main.getByText('Siap dalam 2 jam'));
    const oldForm = main.getByRole('heading', { name: 'Info Pengiriman' });
    const framedBy = await oldForm.evaluate((heading) => {
      for (let element = heading.parentElement; element; element = element.parentElement) if (getComputedStyle(element).borderTopStyle !== 'none') return getComputedStyle(element).borderTopStyle;
      return 'none';
    });
    expect(framedBy).not.toBe('none');

    await screenshot(page, `pagebuilder-landing-${kind}`);
    expect(await axeViolations(page, ['main'])).toEqual([]);
    // Requests the page cancelled itself are no failures: a busy machine sees pictures it switched away from (which file each picture shows is checked above).
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
