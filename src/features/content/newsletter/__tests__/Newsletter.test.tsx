import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { ToastContainer, ToastProvider } from '../../../chrome/toasts/testing';
import { Newsletter } from '../Newsletter';

async function renderNewsletter(resolvers: FakeResolvers) {
  const view = await renderApp('/', {
    resolvers,
    ui: (
      <ToastProvider>
        <Newsletter />
        <ToastContainer />
      </ToastProvider>
    ),
  });
  const email = screen.getByLabelText('Email');
  const subscribe = () => screen.getByRole('button', { name: /Subscribe/ });
  return { ...view, email, subscribe };
}

const subscribed = () => ({ data: { subscribeEmailToNewsletter: { __typename: 'SubscribeEmailToNewsletterOutput', status: 'SUBSCRIBED' } } });

it('requires an email before sending anything', async () => {
  const { subscribe, sent } = await renderNewsletter({ subscribeToNewsletter: subscribed });
  await userEvent.click(subscribe());
  expect(await screen.findByText('Is required.')).toBeInTheDocument();
  expect(sent.some((operation) => operation.operationName === 'subscribeToNewsletter')).toBe(false);
});

it('rejects an invalid email with "Invalid email"', async () => {
  const { email, subscribe, sent } = await renderNewsletter({ subscribeToNewsletter: subscribed });
  await userEvent.type(email, 'not-an-email');
  await userEvent.click(subscribe());
  expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  expect(sent.some((operation) => operation.operationName === 'subscribeToNewsletter')).toBe(false);
});

it('subscribes the trimmed email, toasts the success for 5 s and empties the field', async () => {
  const { email, subscribe, sent } = await renderNewsletter({ subscribeToNewsletter: subscribed });
  await userEvent.type(email, '  reader@example.com ');
  await userEvent.click(subscribe());
  expect(await screen.findByRole('status')).toHaveTextContent('The email address is subscribed.');
  expect(sent.find((operation) => operation.operationName === 'subscribeToNewsletter')?.variables).toEqual({ email: 'reader@example.com' });
  expect(email).toHaveValue('');
  expect(subscribe()).toBeEnabled();
});

it('shows a failure as a dismissable error toast and is no longer busy', async () => {
  const { email, subscribe } = await renderNewsletter({
    subscribeToNewsletter: () => ({ networkError: new Error('This email address is already subscribed.') }),
  });
  await userEvent.type(email, 'reader@example.com');
  await userEvent.click(subscribe());
  const alert = await screen.findByText('This email address is already subscribed.');
  expect(alert.closest('[role="alert"]')).not.toBeNull();
  expect(subscribe()).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('This email address is already subscribed.')).toBeNull();
});

it('is busy while the request runs', async () => {
  const { email, subscribe } = await renderNewsletter({ subscribeToNewsletter: () => 'never' });
  expect(subscribe()).toBeEnabled();
  await userEvent.type(email, 'reader@example.com');
  await act(async () => userEvent.click(subscribe()));
  await waitFor(() => expect(subscribe()).toBeDisabled());
  expect(subscribe()).toHaveAttribute('aria-busy', 'true');
});
