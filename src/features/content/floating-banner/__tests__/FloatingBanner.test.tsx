import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { BrowserPersistence } from '../../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../../lib/persistence/keys';
import { useBottomOverlay } from '../../../../lib/ui/bottomOverlays';
import { FloatingBanner } from '../FloatingBanner';

const CHAT = 'https://wa.me/6281234567890?text=Halo%20Apoteker';
const BLOCK = `<figure><a href="${CHAT}"><img src="/media/pharmacist.png" alt="Konsultasi dengan Apoteker"></a></figure><p><a href="/faq">FAQ</a></p>`;

async function renderBanner(content = BLOCK, path = '/', beside: React.ReactNode = null) {
  return renderApp(path, {
    resolvers: {
      cmsBlocks: () => ({ data: { cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'floating_banner', content }] } } }),
    },
    ui: (
      <>
        <FloatingBanner />
        {beside}
      </>
    ),
  });
}

/** The product page's buy bar, as far as the bottom edge is concerned. */
function BuyBar() {
  useBottomOverlay('buyBar', true);
  return null;
}

beforeEach(() => localStorage.clear());

const chatLink = () => screen.getByRole('link', { name: /Chat with a pharmacist/ });

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).matchMedia;
});

it("opens the block's chat link in a new tab, with the block's 90x130 image", async () => {
  await renderBanner();
  expect(chatLink()).toHaveAttribute('href', CHAT);
  expect(chatLink()).toHaveAttribute('target', '_blank');
  expect(chatLink()).toHaveAttribute('rel', 'noopener noreferrer');
  const image = screen.getByRole('img', { name: 'Konsultasi dengan Apoteker' });
  expect(image).toHaveAttribute('width', '90');
  expect(image).toHaveAttribute('height', '130');
});

it('offers the free health check beside the chat, except on the health check itself', async () => {
  const view = await renderBanner();
  expect(screen.getByRole('link', { name: 'Free health check' })).toHaveAttribute('href', '/healthcheck');
  view.unmount();
  await renderBanner(BLOCK, '/healthcheck/email-customer');
  expect(chatLink()).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Free health check' })).toBeNull();
});

it('once closed stays closed, on the next page load too (the closing is stored)', async () => {
  const first = await renderBanner();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('link', { name: /Chat with a pharmacist/ })).toBeNull();
  expect(new BrowserPersistence().getItem(StorageKeys.floatingBannerHide)).toBe(true);
  first.unmount();
  await renderBanner();
  expect(screen.queryByRole('complementary')).toBeNull();
});

it('on a phone waits while a more important overlay has the bottom of the screen', async () => {
  stubViewportWidth(390);
  const withBar = await renderBanner(BLOCK, '/', <BuyBar />);
  expect(screen.queryByRole('link', { name: /Chat with a pharmacist/ })).toBeNull();
  withBar.unmount();
  await renderBanner();
  expect(chatLink()).toBeInTheDocument();
});

it('on a wider screen shows beside the buy bar (it keeps to its own gutter there)', async () => {
  stubViewportWidth(1280);
  await renderBanner(BLOCK, '/', <BuyBar />);
  expect(chatLink()).toBeInTheDocument();
});

it('shows nothing when the block has no chat link', async () => {
  await renderBanner('<p>No link</p>');
  expect(screen.queryByRole('complementary')).toBeNull();
});

it('bounces every 5 s after a 5 s delay, one bounce at a time', async () => {
  jest.useFakeTimers();
  await renderBanner();
  const bouncing = () => chatLink().hasAttribute('data-bouncing');
  act(() => void jest.advanceTimersByTime(4999));
  expect(bouncing()).toBe(false);
  act(() => void jest.advanceTimersByTime(1));
  expect(bouncing()).toBe(true);
  act(() => void jest.advanceTimersByTime(1000));
  expect(bouncing()).toBe(false);
  act(() => void jest.advanceTimersByTime(3999));
  expect(bouncing()).toBe(false);
  act(() => void jest.advanceTimersByTime(1));
  expect(bouncing()).toBe(true);
});

it('does not bounce for shoppers who prefer reduced motion', async () => {
  jest.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await renderBanner();
  act(() => void jest.advanceTimersByTime(20_000));
  expect(chatLink().hasAttribute('data-bouncing')).toBe(false);
});
