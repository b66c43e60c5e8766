import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { COPIED_TIMEOUT } from '../useClipboard';

const PROGRAMME = '<h2>Share Jingga, earn points together</h2><p>When a friend creates an account with your referral code, you both receive reward points.</p>';

const amount = (points: number) => ({ __typename: 'RewardPointsAmount', points, money: { __typename: 'Money', value: points * 10, currency: 'IDR' } });

const reward = (points: number, reason: string, date: string) => ({ __typename: 'ReferralReward', amount: amount(points), reason, date });
const SITI_PAID = reward(1000, 'Siti R. placed their first order with your referral code', '2025-12-12 13:50:37');
const DEWI_PENDING = reward(1000, 'Dewi L. joined with your referral code: yours when their first order is paid', '2025-08-28 10:12:00');

/** The demo customer's referral as the backend seeds it: Siti's first order paid, Dewi's reward pending (she has not ordered). */
function referralAnswer({ friends = true, rewards = friends ? [SITI_PAID] : [], pending = friends ? [DEWI_PENDING] : [] }: { friends?: boolean; rewards?: unknown[]; pending?: unknown[] } = {}): FakeResolvers {
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
            rewards,
            pending_rewards: pending,
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
    expect(main.getByText(/When a friend who joined with your referral code pays for their first order, you both receive reward points/)).toBeInTheDocument();
    expect(main.getAllByRole('listitem')).toHaveLength(3);
    expect(main.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create-account');
  });

  it('shows a customer their code, link, the friends they invited, the points they earned and the ones still pending', async () => {
    await renderApp('/raf', { signedIn: true, resolvers: referralAnswer() });
    const code = within(await screen.findByRole('region', { name: 'Your referral code' }));
    expect(code.getByText('DEMO7KQ2')).toBeInTheDocument();
    expect(code.getByText(`${window.location.origin}/raf/verify?code=DEMO7KQ2`)).toBeInTheDocument();
    expect(code.getByText('Your friends get 500 points (Rp 5.000) with their first order when they join with your code.')).toBeInTheDocument();
    // When the reward comes: not for signing up, not for ordering, only once the friend's first order is paid.
    expect(code.getByText("You earn 1.000 points (Rp 10.000) when your friend's first order is paid. If that order is cancelled, the points are taken back.")).toBeInTheDocument();

    const friends = within(screen.getByRole('region', { name: 'Friends you invited' }));
    const rows = friends.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Dewi L.Joined Aug 28, 2025Account created', 'Siti R.Joined May 11, 2025First order placed']);

    // Dewi's reward is promised, not paid: pending, first, and not in the sum.
    const rewards = within(screen.getByRole('region', { name: 'Your rewards' }));
    expect(rewards.getByText('Earned so far: 1.000 points (Rp 10.000)')).toBeInTheDocument();
    // textContent keeps the price's no-break space; the rows are compared as read.
    expect(rewards.getAllByRole('listitem').map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Dewi L. joined with your referral code: yours when their first order is paidAug 28, 2025Pending: 1.000 points (Rp 10.000)',
      'Siti R. placed their first order with your referral codeDec 12, 2025+1.000 points (Rp 10.000)',
    ]);
  });

  it('says nothing is earned yet while the only rewards are pending', async () => {
    await renderApp('/raf', { signedIn: true, resolvers: referralAnswer({ rewards: [] }) });
    const rewards = within(await screen.findByRole('region', { name: 'Your rewards' }));
    expect(rewards.getByText('You have not earned referral rewards yet.')).toBeInTheDocument();
    expect(rewards.queryByText(/^Earned so far/)).toBeNull();
    expect(rewards.getByText('Pending: 1.000 points (Rp 10.000)')).toBeInTheDocument();
    expect(rewards.queryByText(/^\+/)).toBeNull();
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
