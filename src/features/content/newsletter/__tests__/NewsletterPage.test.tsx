import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const ALREADY = 'This email address is already subscribed.';

/** The backend's rule: an email subscribes once; a second time gets Magento's message. */
function newsletterBackend(): FakeResolvers {
  const subscribed = new Set<string>();
  return {
    subscribeToNewsletter: ({ email }): FakeAnswer => {
      if (subscribed.has(email)) return { networkError: new CombinedGraphQLErrors({ errors: [{ message: ALREADY, extensions: { category: 'graphql-input' } }] }) };
      subscribed.add(email);
      return { data: { subscribeEmailToNewsletter: { __typename: 'SubscribeEmailToNewsletterOutput', status: 'SUBSCRIBED' } } };
    },
  };
}

async function renderNewsletterPage(resolvers: FakeResolvers) {
  const view = await renderApp('/newsletter', { resolvers });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'Newsletter' });
  const email = () => main.getByRole('textbox', { name: 'Email' });
  const subscribe = () => main.getByRole('button', { name: 'Subscribe' });
  const subscriptions = () => view.sent.filter((operation) => operation.operationName === 'subscribeToNewsletter');
  return { ...view, main, email, subscribe, subscriptions };
}

describe('/newsletter', () => {
  it('pitches the newsletter and shows the form', async () => {
    const { main, email, subscribe } = await renderNewsletterPage(newsletterBackend());
    expect(main.getByRole('heading', { level: 2, name: 'Health and beauty news, straight to your inbox' })).toBeInTheDocument();
    expect(main.getByText('Subscriber-only promos and vouchers')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(subscribe()).toBeEnabled();
  });

  it("requires an email ('Is required.') and sends nothing without one", async () => {
    const { main, subscribe, subscriptions } = await renderNewsletterPage(newsletterBackend());
    await userEvent.click(subscribe());
    expect(await main.findByText('Is required.')).toBeInTheDocument();
    expect(subscriptions()).toEqual([]);
  });

  it("subscribes with a toast, then a second time gets Magento's message as a dismissable error toast", async () => {
    const { email, subscribe, subscriptions } = await renderNewsletterPage(newsletterBackend());
    await userEvent.type(email(), 'reader@example.com');
    await userEvent.click(subscribe());
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === 'The email address is subscribed.')).toBe(true));
    expect(email()).toHaveValue('');
    expect(subscribe()).toBeEnabled();

    await userEvent.type(email(), 'reader@example.com');
    await userEvent.click(subscribe());
    const alert = (await screen.findByText(ALREADY)).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    // The busy flag is cleared whatever the outcome.
    expect(subscribe()).toBeEnabled();
    expect(subscriptions().map((operation) => operation.variables)).toEqual([{ email: 'reader@example.com' }, { email: 'reader@example.com' }]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(ALREADY)).toBeNull();
  });

  it('keeps the error toast 10 s', async () => {
    const refusal = (): FakeAnswer => ({ networkError: new CombinedGraphQLErrors({ errors: [{ message: ALREADY }] }) });
    const { email, subscribe } = await renderNewsletterPage({ subscribeToNewsletter: refusal });
    // Fake time from here: the page is loaded, the toast's timer is still to come.
    // Only the clock is faked: React and Apollo still settle on their own (setImmediate, nextTick).
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(email(), 'reader@example.com');
      await user.click(subscribe());
      // The answer settles (promises only: no fake time passes).
      for (let turn = 0; turn < 5; turn += 1) await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText(ALREADY)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(9900));
      expect(screen.getByText(ALREADY)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(200));
      expect(screen.queryByText(ALREADY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('subscribes once however often Subscribe is pressed while busy', async () => {
    const { email, subscribe, subscriptions } = await renderNewsletterPage({ subscribeToNewsletter: () => 'never' });
    await userEvent.type(email(), 'reader@example.com');
    await act(async () => {
      subscribe().click();
      subscribe().click();
    });
    await waitFor(() => expect(subscribe()).toBeDisabled());
    expect(subscriptions()).toHaveLength(1);
  });
});
