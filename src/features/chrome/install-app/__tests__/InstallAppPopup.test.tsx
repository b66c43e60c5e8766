import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { BrowserPersistence } from '../../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../../lib/persistence/keys';
import { useBottomOverlay } from '../../../../lib/ui/bottomOverlays';
import { InstallAppPopup } from '../InstallAppPopup';

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

it('waits while a toast has the bottom of the screen, and comes back after it', async () => {
  stubViewportWidth(390);
  await renderApp('/', {
    ui: (
      <>
        <InstallAppPopup />
        <Toast />
      </>
    ),
  });
  expect(heading()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Toast gone' }));
  expect(heading()).toBeInTheDocument();
});
