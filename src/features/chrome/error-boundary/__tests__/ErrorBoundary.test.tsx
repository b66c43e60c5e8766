import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { ErrorBoundary } from '../ErrorBoundary';
import { RoutesErrorBoundary } from '../RoutesErrorBoundary';

function Crash(): never {
  const error = new Error('Cannot read the product');
  error.stack = 'Error: Cannot read the product\n    at Crash (Secret.tsx:1:1)';
  throw error;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the error message and a reload button instead of the crashed page, without the stack', async () => {
  const onReload = jest.fn();
  await renderApp('/', { ui: <ErrorBoundary onReload={onReload}><Crash /></ErrorBoundary> });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong.');
  expect(alert).toHaveTextContent('Cannot read the product');
  expect(alert).not.toHaveTextContent('Secret.tsx');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalled();
});

it('renders the children when nothing crashes', async () => {
  await renderApp('/', { ui: <ErrorBoundary><p>Fine</p></ErrorBoundary> });
  expect(screen.getByText('Fine')).toBeInTheDocument();
});

it('gives the next page a fresh start after navigating away from the crash', async () => {
  await renderApp('/broken', {
    ui: (
      <>
        <Link to="/fine">Elsewhere</Link>
        <RoutesErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Crash />} />
            <Route path="/fine" element={<p>Fine page</p>} />
          </Routes>
        </RoutesErrorBoundary>
      </>
    ),
  });
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(screen.getByText('Fine page')).toBeInTheDocument();
});
