import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import appActions from '../../../../lib/store/app/actions';
import { Mask } from '../Mask';

it('shows while a drawer is open and closes the drawer when clicked', async () => {
  const { store } = await renderApp('/', { ui: <Mask /> });
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  act(() => void store.dispatch(appActions.toggleDrawer('cart')));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(store.getState().app).toMatchObject({ drawer: null, overlay: false });
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
});
