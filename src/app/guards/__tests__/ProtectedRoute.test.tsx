import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderApp } from '../../__testUtils__/renderApp';
import { ProtectedRoute } from '../ProtectedRoute';

describe('routes marked auth', () => {
  it('send a signed-out visitor to /sign-in with the page they came from as state.from', async () => {
    const { currentLocation } = await renderApp('/order-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(currentLocation()).toMatchObject({ pathname: '/sign-in', state: { from: '/order-history' } });
  });

  it('keep the full originating pathname, parameters included', async () => {
    const { currentLocation } = await renderApp('/order/000000012');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(currentLocation().state).toEqual({ from: '/order/000000012' });
  });

  it('show the page to a signed-in customer', async () => {
    const { currentLocation } = await renderApp('/wishlist', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/wishlist');
  });

  it('leave public pages open to guests', async () => {
    const { currentLocation } = await renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/checkout');
  });
});

describe('ProtectedRoute', () => {
  const guarded = (redirectTo?: string) => (
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route
        path="/secret"
        element={
          <ProtectedRoute redirectTo={redirectTo}>
            <p>Secret page</p>
          </ProtectedRoute>
        }
      />
    </Routes>
  );

  it('sends a signed-out visitor to / by default, with the originating pathname as state', async () => {
    const { currentLocation } = await renderApp('/secret', { ui: guarded() });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(currentLocation()).toMatchObject({ pathname: '/', state: { from: '/secret' } });
  });

  it('sends a signed-out visitor to the configured path', async () => {
    const { currentLocation } = await renderApp('/secret', { ui: guarded('/login') });
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(currentLocation()).toMatchObject({ pathname: '/login', state: { from: '/secret' } });
  });

  it('renders its children for a signed-in customer', async () => {
    await renderApp('/secret', { ui: guarded(), signedIn: true });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });
});
