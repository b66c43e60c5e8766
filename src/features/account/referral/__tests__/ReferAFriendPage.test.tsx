import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { COPIED_TIMEOUT } from '../useClipboard';

const PROGRAMME = '<h2>Share Jingga, earn points together</h2><p>When a friend creates an account with your referral code, you both receive reward points.</p>';

const amount = (points: number) => ({ __typename: 'RewardPointsAmount', points, money: { __typename: 'Money', value: points * 10, currency: 'IDR' } });

/** The demo customer's referral as the backend seeds it. */
function referralAnswer({ friends = true } = {}): FakeResolvers {
  return {
    customerReferral: () => ({
      data: {
        customer: {
          __typename: 'Customer',
          firstname: 'Demo',
          referral: {
            __typename: 'CustomerReferral',
            code: 'DEMO7KQ2',
            invited_friends: friends
              ? [
                  { __typename: 'ReferralFriend', name: 'Dewi L.', joined_at: '2025-08-28 10:12:00', status: 'SIGNED_UP' },
                  { __typename: 'ReferralFriend', name: 'Siti R.', joined_at: '2025-05-11 14:02:00', status: 'ORDERED' },
                ]
              : [],
            rewards: friends
              ? [
                  { __typename: 'ReferralReward', amount: amount(1000), reason: 'Dewi L. joined with your referral code', date: '2025-08-28 10:12:00' },
                  { __typename: 'ReferralReward', amount: amount(1000), reason: 'Siti R. joined with your referral code', date: '2025-05-11 14:02:00' },
                ]
              : [],
            reward_for_friend: amount(500),
            reward_for_referrer: amount(1000),
          },
        },
      },
    }),
  };
}

const cmsBlocks =
  (content: string | null): FakeResolvers['cmsBlocks'] =>
  ({ identifiers }) => ({
    data: {
      cmsBlocks: {
        __typename: 'CmsBlocks',
        items: content && (identifiers as string[]).includes('raf-programme') ? [{ __typename: 'CmsBlock', identifier: 'raf-programme', content }] : [],
      },
    },
  });

/** Puts browser APIs the page uses in place for one test (jsdom has neither clipboard nor share). */
function withNavigator(values: Partial<Record<'clipboard' | 'share', unknown>>) {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(navigator, key, { value, configurable: true });
  return () => {
    for (const key of Object.keys(values)) delete (navigator as unknown as Record<string, unknown>)[key];
  };
}

describe('/raf', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('tells a guest what the programme offers, from the CMS, and offers to sign in and come back', async () => {
    const { sent, currentLocation } = await renderApp('/raf', { resolvers: { cmsBlocks: cmsBlocks(PROGRAMME) } });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeInTheDocument();
    expect(await main.findByRole('heading', { name: 'Share Jingga, earn points together' })).toBeInTheDocument();
    expect(sent.some((operation) => operation.operationName === 'customerReferral')).toBe(false);
    await userEvent.click(main.getByRole('link', { name: 'Sign In' }));
    expect(currentLocation()).toMatchObject({ pathname: '/sign-in', state: { from: '/raf' } });
  });

  it('tells a guest about the programme in its own words when the CMS has no block', async () => {
    await renderApp('/raf', { resolvers: { cmsBlocks: cmsBlocks(null) } });
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: 'Invite friends, earn points' })).toBeInTheDocument();
    expect(main.getByText(/When a friend who joined with your referral code places their first order, you both receive reward points/)).toBeInTheDocument();
    expect(main.getAllByRole('listitem')).toHaveLength(3);
    expect(main.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create-account');
  });

  it('shows a customer their code, link, the friends they invited and the points they earned', async () => {
    await renderApp('/raf', { signedIn: true, resolvers: referralAnswer() });
    const code = within(await screen.findByRole('region', { name: 'Your referral code' }));
    expect(code.getByText('DEMO7KQ2')).toBeInTheDocument();
    expect(code.getByText(`${window.location.origin}/raf/verify?code=DEMO7KQ2`)).toBeInTheDocument();
    expect(code.getByText('Your friends get 500 points (Rp 5.000) with their first order when they join with your code.')).toBeInTheDocument();
    // When the reward comes: not for signing up, only with the friend's first order.
    expect(code.getByText('You earn 1.000 points (Rp 10.000) when your friend places their first order. If that order is cancelled, the points are taken back.')).toBeInTheDocument();

    const friends = within(screen.getByRole('region', { name: 'Friends you invited' }));
    const rows = friends.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Dewi L.Joined Aug 28, 2025Account created', 'Siti R.Joined May 11, 2025First order placed']);

    const rewards = within(screen.getByRole('region', { name: 'Your rewards' }));
    expect(rewards.getByText('Earned so far: 2.000 points (Rp 20.000)')).toBeInTheDocument();
    expect(rewards.getByText('Dewi L. joined with your referral code')).toBeInTheDocument();
    expect(rewards.getAllByText('+1.000 points (Rp 10.000)')).toHaveLength(2);
  });

  it('says when no friend has joined yet', async () => {
    await renderApp('/raf', { signedIn: true, resolvers: referralAnswer({ friends: false }) });
    expect(await screen.findByText('No friend has joined with your code yet. Share it to start earning.')).toBeInTheDocument();
    expect(screen.getByText('You have not earned referral rewards yet.')).toBeInTheDocument();
  });

  it('copies the code and the link with the Clipboard API and says so for a moment', async () => {
    await renderApp('/raf', { signedIn: true, resolvers: referralAnswer() });
    const code = within(await screen.findByRole('region', { name: 'Your referral code' }));
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      // After setup: user-event puts a clipboard of its own in place.
      const writeText = jest.fn().mockResolvedValue(undefined);
      restore = withNavigator({ clipboard: { writeText } });
      // The copy resolves (promises only: no fake time passes).
      const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
      await user.click(code.getByRole('button', { name: 'Copy code' }));
      await settle();
      expect(writeText).toHaveBeenLastCalledWith('DEMO7KQ2');
      expect(code.getByRole('status')).toHaveTextContent('Code copied!');
      await user.click(code.getByRole('button', { name: 'Copy link' }));
      await settle();
      expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/raf/verify?code=DEMO7KQ2`);
      expect(code.getByRole('status')).toHaveTextContent('Link copied!');
      act(() => void jest.advanceTimersByTime(COPIED_TIMEOUT + 10));
      expect(code.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('copies the old way where the Clipboard API is missing, and says when even that fails', async () => {
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    restore = withNavigator({ clipboard: undefined });
    try {
      await renderApp('/raf', { signedIn: true, resolvers: referralAnswer() });
      const code = within(await screen.findByRole('region', { name: 'Your referral code' }));
      await userEvent.click(code.getByRole('button', { name: 'Copy code' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(code.getByRole('status')).toHaveTextContent('Code copied!');
      execCommand.mockReturnValue(false);
      await userEvent.click(code.getByRole('button', { name: 'Copy link' }));
      expect(code.getByRole('status')).toHaveTextContent('Your browser did not let us copy. Select the text and copy it yourself.');
    } finally {
      delete (document as unknown as Record<string, unknown>).execCommand;
    }
  });

  it("offers the device's share sheet only where there is one", async () => {
    const first = await renderApp('/raf', { signedIn: true, resolvers: referralAnswer() });
    await screen.findByRole('region', { name: 'Your referral code' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    first.unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    restore = withNavigator({ share });
    await renderApp('/raf', { signedIn: true, resolvers: referralAnswer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Refer a Friend',
      text: 'Join Jingga with my referral code DEMO7KQ2 and get reward points with your first order.',
      url: `${window.location.origin}/raf/verify?code=DEMO7KQ2`,
    });
  });
});
