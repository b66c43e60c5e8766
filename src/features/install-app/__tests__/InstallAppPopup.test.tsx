import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../lib/media/matchMediaStub';
import { BrowserPersistence } from '../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';
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
  expect(document.documentElement.dataset.installPrompt).toBe('shown');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(heading()).toBeNull();
  // The chat banner no longer needs to make room.
  expect(document.documentElement.dataset.installPrompt).toBeUndefined();
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
