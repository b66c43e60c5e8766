import { screen } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { MaintenanceGate } from '../MaintenanceGate';
import { storeConfigAnswer } from '../../../../app/__testUtils__/fakeGraphql';

const flag = (is_maintenance: number) => ({
  storeConfigData: () => storeConfigAnswer({ is_maintenance }),
});

const ui = (
  <MaintenanceGate>
    <p>The shop</p>
  </MaintenanceGate>
);

it('replaces the whole page by the maintenance image when the flag is 1', async () => {
  await renderApp('/', { resolvers: flag(1), ui });
  expect(screen.queryByText('The shop')).toBeNull();
  expect(screen.getByRole('img', { name: 'We are under maintenance. We will be back shortly.' })).toHaveAttribute('src', '/maintenance.svg');
});

it('shows the shop for any other value', async () => {
  await renderApp('/', { resolvers: flag(0), ui });
  expect(screen.getByText('The shop')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
});
