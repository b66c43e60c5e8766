import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { BrowserPersistence } from '../../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../../lib/persistence/keys';
import { useBottomOverlay } from '../../../../lib/ui/bottomOverlays';
import { InstallAppPopup } from '../InstallAppPopup';
import { SHELL_INSTALL_OFFER_ID } from '../shellInstallOffer';

const heading = () => screen.queryByRole('heading', { name: 'Get the Jingga app' });

beforeEach(() => localStorage.clear());

it('shows at mobile width when no hide flag is stored', async () => {
  stubViewportWidth(390);
  await renderApp('/', { ui: <InstallAppPopup /> });
  expect(heading()).toBeInTheDocument();
});

it('does not show at 768 px and wider', async () => {
  const resize = stubViewportWidth(768);
  await renderApp('/', { ui: <InstallAppPopup /> });
  expect(heading()).toBeNull();
  act(() => resize(767));
  expect(heading()).toBeInTheDocument();
});

it('stores the hide flag when closed and stays hidden afterwards', async () => {
  stubViewportWidth(390);
  const first = await renderApp('/', { ui: <InstallAppPopup /> });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(heading()).toBeNull();
  expect(new BrowserPersistence().getItem(StorageKeys.installAppPopupHide)).toBe(true);
  first.unmount();
  await renderApp('/', { ui: <InstallAppPopup /> });
  expect(heading()).toBeNull();
});

it("offers the browser's install prompt when there is one", async () => {
  stubViewportWidth(390);
  await renderApp('/', { ui: <InstallAppPopup /> });
  expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  act(() => void window.dispatchEvent(event));
  expect(event.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Install' }));
  expect(prompt).toHaveBeenCalled();
  expect(heading()).toBeNull();
});

/** A toast on the screen (as far as the bottom edge is concerned) until its button is pressed. */
function Toast() {
  const [shown, setShown] = useState(true);
  useBottomOverlay('toasts', shown);
  return (
    <button type="button" onClick={() => setShown(false)}>
      Toast gone
    </button>
  );
}

/** The popup beside a toast that holds the bottom edge until its button is pressed. */
const renderWithToast = () =>
  renderApp('/', {
    ui: (
      <>
        <InstallAppPopup />
        <Toast />
      </>
    ),
  });

it('waits while a toast has the bottom of the screen, and comes back after it', async () => {
  stubViewportWidth(390);
  await renderWithToast();
  expect(heading()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Toast gone' }));
  expect(heading()).toBeInTheDocument();
});

describe("the static shell's copy (painted with the page, outside the app's root)", () => {
  const shellCopy = () => document.getElementById(SHELL_INSTALL_OFFER_ID);
  beforeEach(() => {
    const copy = document.createElement('section');
    copy.id = SHELL_INSTALL_OFFER_ID;
    document.body.prepend(copy);
  });
  afterEach(() => shellCopy()?.remove());

  it('goes in the commit that shows the app\'s offer: one offer on the screen, never two', async () => {
    stubViewportWidth(390);
    await renderApp('/', { ui: <InstallAppPopup /> });
    expect(heading()).toBeInTheDocument();
    expect(shellCopy()).toBeNull();
  });

  it('goes at the checkout, which shows no offer', async () => {
    stubViewportWidth(390);
    await renderApp('/checkout', { ui: <InstallAppPopup /> });
    expect(heading()).toBeNull();
    expect(shellCopy()).toBeNull();
  });

  it('goes when the shopper has closed the offer before', async () => {
    stubViewportWidth(390);
    new BrowserPersistence().setItem(StorageKeys.installAppPopupHide, true);
    await renderApp('/', { ui: <InstallAppPopup /> });
    expect(shellCopy()).toBeNull();
  });

  it('stays while a more important overlay has the bottom edge (the CSS hides it), for the offer that follows', async () => {
    stubViewportWidth(390);
    await renderWithToast();
    expect(heading()).toBeNull();
    expect(shellCopy()).not.toBeNull();
    expect(document.documentElement.dataset.bottomOverlay).toBe('toasts');
    await userEvent.click(screen.getByRole('button', { name: 'Toast gone' }));
    expect(heading()).toBeInTheDocument();
    expect(shellCopy()).toBeNull();
  });
});
