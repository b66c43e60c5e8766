import type { Locator, Page } from 'playwright-core';

// What floats over a page (the pharmacist banner, the install prompt, the Filter button, toasts, the
// product-added banner, the phone's buy bar) against what a shopper must click or read there:
// enabled buttons, links and form controls, and prices.
//
// Each target is checked where a shopper scrolling down first sees it whole: scrolled up until its
// bottom edge meets the bottom of the screen, or as far as the page goes. Full-width bars docked to
// the bottom edge (the tab bar, the buy bar, the phone's one bottom overlay) are the screen's frame:
// that bottom edge is their top, so content scrolling under them counts as below the fold, but a
// target the page keeps under them at its very end (no room reserved) is covered. Anything else
// that floats is checked against every target at every one of those positions, and no two
// overlays may overlap at any of them.

/** The overlays a shopper can meet, found by role and name (whatever their markup). */
export function overlayLocators(page: Page): Record<string, Locator> {
  return {
    'pharmacist banner': page.getByRole('complementary', { name: 'Pharmacist consultation' }),
    'install prompt': page.getByRole('region', { name: 'Get the Jingga app' }),
    'Filter button': page.getByRole('button', { name: 'Filter', exact: true }),
    toast: page.getByRole('alert').or(page.getByRole('status')),
    'product-added banner': page.getByTestId('product-added-banner'),
    'buy bar': page.getByRole('form', { name: /^Buy / }).getByRole('button', { name: 'Add to Cart' }),
  };
}

const MARK = 'data-e2e-overlay';

/** Tags every overlay's element with its name for the in-page check (the fixed or sticky box around it is the overlay). */
async function markOverlays(page: Page): Promise<void> {
  await page.evaluate((mark) => document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark)), MARK);
  for (const [name, locator] of Object.entries(overlayLocators(page))) {
    await locator.evaluateAll((elements, [mark, value]) => elements.forEach((element) => element.setAttribute(mark, value)), [MARK, name] as const);
  }
}

/** Scrolls down the whole page a screen at a time so that whatever loads near the viewport (footer, product floors) is there. */
export async function loadWholePage(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.9, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Every overlay that covers a target or another overlay, as readable lines (empty when none does). */
export async function coveredTargets(page: Page): Promise<string[]> {
  await markOverlays(page);
  const problems = await page.evaluate((mark) => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const viewport = (): Box => ({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
    const intersect = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
    const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
    // Touching edges or a hairline of anti-aliasing is not covering.
    const overlaps = (a: Box, b: Box) => {
      const common = intersect(a, b);
      return common.right - common.left > 1 && common.bottom - common.top > 1;
    };
    const position = (element: Element) => getComputedStyle(element).position;

    /** The element's box as far as it is not clipped away by a scrolling or clipping ancestor, or by the screen. */
    const shownBox = (element: Element, own: Box = element.getBoundingClientRect()): Box => {
      let box = intersect(own, viewport());
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') box = intersect(box, parent.getBoundingClientRect());
        if (style.position === 'fixed') break;
      }
      return box;
    };
    const isShown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[aria-hidden="true"], [inert], [hidden]');

    // The overlays: the fixed box around each marked element; its extent is what it and its children paint.
    // A named overlay that sticks instead (inside a sticky box) is the marked element itself; toasts are
    // only those in a fixed box (a live region in the sticky cart summary is part of the page).
    const overlays = new Map<Element, string>();
    const ancestry = (element: Element) => {
      const list: Element[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) list.push(node);
      return list;
    };
    document.querySelectorAll(`[${mark}]`).forEach((element) => {
      const name = element.getAttribute(mark) ?? 'overlay';
      const line = ancestry(element);
      const sticks = name !== 'toast' && line.some((node) => position(node) === 'sticky');
      const root = line.find((node) => position(node) === 'fixed') ?? (sticks ? element : undefined);
      if (!root || !isShown(element)) return;
      // A toast region around a named overlay (the product-added banner's status region) takes that overlay's name.
      if (!overlays.has(root) || overlays.get(root) === 'toast') overlays.set(root, name);
    });
    const overlayBox = (root: Element): Box | null => {
      const boxes = [root, ...root.querySelectorAll('*')].filter(isShown).map((element) => shownBox(element)).filter((box) => !isEmpty(box));
      if (boxes.length === 0) return null;
      return boxes.reduce((all, box) => ({ left: Math.min(all.left, box.left), top: Math.min(all.top, box.top), right: Math.max(all.right, box.right), bottom: Math.max(all.bottom, box.bottom) }));
    };
    const inOverlay = (element: Element) => [...overlays.keys()].some((root) => root.contains(element));

    // The screen's bottom frame: full-width fixed bars stacked from the bottom edge.
    const fixedBars = [...document.body.querySelectorAll('*')]
      .filter((element) => position(element) === 'fixed' && isShown(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.left <= 1 && box.right >= window.innerWidth - 1 && box.height > 0 && box.height < window.innerHeight / 2);
    let frameTop = window.innerHeight;
    for (let grew = true; grew; ) {
      grew = false;
      for (const { box } of fixedBars) {
        if (box.bottom >= frameTop - 1 && box.top < frameTop) {
          frameTop = box.top;
          grew = true;
        }
      }
    }
    const isFrame = (root: Element) => fixedBars.some(({ element, box }) => element === root && box.top >= frameTop - 1);

    // The targets: enabled controls and links, and every price on the page.
    interface Target {
      label: string;
      element: Element;
      box: () => Box;
    }
    const targets: Target[] = [];
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `${element.tagName.toLowerCase()} "${name.slice(0, 50) || element.getAttribute('href') || element.getAttribute('name') || '?'}"`;
    };
    document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"]').forEach((element) => {
      if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true' || !isShown(element) || inOverlay(element)) return;
      targets.push({ label: describe(element), element, box: () => shownBox(element) });
    });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/(?:Rp|IDR|\$)\s?\d/.test(text) || !isShown(parent) || inOverlay(parent) || parent.closest('script, style, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      targets.push({ label: `price "${text.replace(/\s+/g, ' ').trim()}"`, element: parent, box: () => shownBox(parent, range.getBoundingClientRect()) });
    }

    // Where each target is checked: scrolled until its bottom meets the frame, within the page's scroll range.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const stops = new Map<number, Target[]>();
    for (const target of targets) {
      const own = target.element.getBoundingClientRect();
      // A target in fixed chrome (the tab bar) does not move: checked where it is.
      const pinned = ancestry(target.element).some((element) => position(element) === 'fixed');
      const stop = pinned ? 0 : Math.round(Math.min(Math.max(own.bottom - frameTop, 0), Math.max(maxScroll, 0)));
      stops.set(stop, [...(stops.get(stop) ?? []), target]);
    }

    const found = new Set<string>();
    for (const [stop, atStop] of [...stops.entries()].sort(([a], [b]) => a - b)) {
      window.scrollTo({ top: stop, behavior: 'instant' });
      const shown = [...overlays.entries()].map(([root, name]) => ({ root, name, box: overlayBox(root), frame: isFrame(root) })).filter((overlay) => overlay.box !== null);
      shown.forEach((a, index) =>
        shown.slice(index + 1).forEach((b) => {
          if (overlaps(a.box!, b.box!)) found.add(`the ${a.name} and the ${b.name} overlap`);
        }),
      );
      for (const target of atStop) {
        const box = target.box();
        if (isEmpty(box)) continue;
        for (const overlay of shown) {
          if (!overlaps(overlay.box!, box)) continue;
          // Under a bottom bar is below the fold, unless the page can scroll no further.
          if (overlay.frame && stop < maxScroll - 1) continue;
          found.add(`the ${overlay.name} covers ${target.label}`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found];
  }, MARK);
  return problems;
}
