import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { ToastContainer } from '../ToastContainer';
import { ToastProvider } from '../ToastProvider';
import { type ToastOptions } from '../toastTypes';
import { useToasts } from '../useToasts';

function Adds({ toasts }: { toasts: ToastOptions[] }) {
  const { addToast } = useToasts();
  useEffect(() => toasts.forEach((toast) => addToast(toast)), [addToast, toasts]);
  return null;
}

async function show(toasts: ToastOptions[]) {
  return renderApp('/', {
    ui: (
      <ToastProvider>
        <Adds toasts={toasts} />
        <ToastContainer />
      </ToastProvider>
    ),
  });
}

it('announces errors as alerts and other toasts as polite status, each with its icon and message', async () => {
  await show([
    { type: 'error', message: 'Broken' },
    { type: 'success', message: 'Done' },
  ]);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Broken');
  expect(alert.querySelector('svg')).not.toBeNull();
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Done');
  expect(status).toHaveAttribute('aria-live', 'polite');
});

it('offers a Close button on dismissable toasts that removes them', async () => {
  await show([{ type: 'info', message: 'Dismiss me', dismissable: true }]);
  await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Dismiss me')).toBeNull();
});

it('shows the action and dismiss action texts as buttons', async () => {
  const onAction = jest.fn((remove: () => void) => remove());
  await show([{ type: 'warning', message: 'Undo?', actionText: 'Undo', onAction, dismissable: true, dismissActionText: 'Keep' }]);
  expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onAction).toHaveBeenCalled();
  expect(screen.queryByText('Undo?')).toBeNull();
});

it('removes a toast when its time is up', async () => {
  jest.useFakeTimers();
  try {
    await show([{ type: 'success', message: 'Saved' }]);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
