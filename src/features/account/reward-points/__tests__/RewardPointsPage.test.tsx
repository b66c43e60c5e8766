import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { storeSpeaking, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'IDR' });
/** Points and their worth at the demo shop's rate (1 point = Rp 10). */
const points = (count: number) => ({ __typename: 'RewardPointsAmount', points: count, money: money(count * 10) });
const change = (date: string, reason: string, pointsChange: number, balanceAfter: number) => ({
  __typename: 'RewardPointsBalanceHistoryItem',
  date,
  change_reason: reason,
  points_change: pointsChange,
  balance: points(balanceAfter),
});
const rate = (currency_amount: number, count: number) => ({ __typename: 'RewardPointsRate', currency_amount, points: count });

const DEMO_HISTORY = [
  change('2025-10-03 15:56:28', 'Points redeemed for a discount', -200, 3170),
  change('2025-09-05 11:21:25', 'Points earned on an order', 2870, 3370),
  change('2025-03-02 09:15:00', 'Welcome bonus for creating an account', 500, 500),
];

function rewardPoints(balance: number, history: unknown[]): FakeResolvers {
  return {
    rewardPointsPage: () => ({
      data: {
        customer: {
          __typename: 'Customer',
          reward_points: {
            __typename: 'RewardPoints',
            balance: points(balance),
            balance_history: history,
            exchange_rates: { __typename: 'RewardPointsExchangeRates', earning: rate(1000, 1), redemption: rate(10, 1) },
          },
        },
      },
    }),
  };
}

describe('/reward-points', () => {
  it('shows the balance in points and rupiah, the rates in words and every change as a table', async () => {
    await renderApp('/reward-points', { signedIn: true, resolvers: rewardPoints(3170, DEMO_HISTORY) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward Points' })).toBeInTheDocument();

    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(balance).toHaveTextContent('3.170 points');
    expect(balance).toHaveTextContent(/Worth Rp\s31\.700/);

    const rates = screen.getByRole('region', { name: 'How points work' });
    expect(within(rates).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Earn 1 point for every Rp 1.000',
      '1 point = Rp 10',
    ]);

    const table = screen.getByRole('table', { name: 'History' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Reason', 'Change', 'Balance']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Oct 3, 2025', 'Points redeemed for a discount', '−200 points', '3.170 points'],
      ['Sep 5, 2025', 'Points earned on an order', '+2.870 points', '3.370 points'],
      ['Mar 2, 2025', 'Welcome bonus for creating an account', '+500 points', '500 points'],
    ]);
  });

  it('says so when the customer has no history yet', async () => {
    await renderApp('/reward-points', { signedIn: true, resolvers: rewardPoints(0, []) });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('You have no reward points history yet.');
    expect(within(history).queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('0 points');
  });

  it('shows the error message when the points cannot be read', async () => {
    await renderApp('/reward-points', { signedIn: true, resolvers: { rewardPointsPage: () => ({ networkError: new Error("The current customer isn't authorized.") }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent("The current customer isn't authorized.");
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says reward points are not available on a store without them (Magento Open Source)', async () => {
    const refused = { networkError: new Error('Cannot query field "reward_points" on type "Customer".') };
    await renderApp('/reward-points', { signedIn: true, resolvers: { rewardPointsPage: () => refused } });
    expect(await screen.findByText('Reward points are not available in this shop.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Indonesian in an Indonesian store', async () => {
    await renderApp('/reward-points', {
      signedIn: true,
      resolvers: {
        ...rewardPoints(3170, DEMO_HISTORY.slice(0, 1)),
        ...storeSpeaking('id_ID'),
      },
    });
    expect(await screen.findByRole('region', { name: 'Saldo Anda' })).toHaveTextContent('3.170 poin');
    expect(screen.getByRole('region', { name: 'Cara kerja poin' })).toHaveTextContent(/Dapatkan 1 poin untuk setiap belanja Rp\s1\.000/);
    expect(screen.getByRole('table', { name: 'Riwayat' })).toHaveTextContent('−200 poin');
  });
});
