import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { cartDetails, cartLoyaltyAnswer, type LineSpec } from '../../../../lib/store/testing/cartFixtures';

const RUPIAH_PER_POINT = 10;
const toner: LineSpec = { uid: 'l1', sku: 'TONER', name: 'Rice Toner', quantity: 1, price: 54000 };

interface ShopOptions {
  points?: number;
  credit?: number;
  creditEnabled?: boolean;
  /** Magento's refusal of applyRewardPointsToCart / applyStoreCreditToCart. */
  refusePoints?: string;
  refuseCredit?: string;
}

/**
 * A customer's cart as Adobe Commerce answers it: points go first (the whole balance, or the
 * points the total needs), then credit for what is left; both follow the cart as it changes.
 */
function loyaltyShop({ points = 3170, credit = 125000, creditEnabled = true, refusePoints, refuseCredit }: ShopOptions = {}) {
  let lines = [toner];
  let pointsOn = false;
  let creditOn = false;
  const loyalty = () => {
    const subtotal = lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0);
    const pointsValue = pointsOn ? Math.min(points * RUPIAH_PER_POINT, subtotal) : 0;
    const applied = creditOn ? Math.min(credit, subtotal - pointsValue) : 0;
    return {
      points: pointsOn ? { points: Math.ceil(pointsValue / RUPIAH_PER_POINT), value: pointsValue } : null,
      credit: { balance: credit, applied, enabled: creditEnabled },
    };
  };
  const cart = (cartId: string) => cartDetails(cartId, lines, null, [], loyalty());
  const answer = (field: string, cartId: string) => ({ data: { [field]: { __typename: 'Output', cart: { __typename: 'Cart', id: cartId } } } });
  const resolvers: FakeResolvers = {
    getCartDetails: ({ cartId }) => ({ data: { cart: cart(cartId) } }),
    // Adobe Commerce's fields, asked apart from the cart's details.
    cartLoyalty: ({ cartId }) => cartLoyaltyAnswer(cartId, loyalty()),
    cartRewardPointsBalance: () => ({
      data: {
        customer: {
          __typename: 'Customer',
          reward_points: { __typename: 'RewardPoints', balance: { __typename: 'RewardPointsAmount', points, money: { __typename: 'Money', value: points * RUPIAH_PER_POINT, currency: 'IDR' } } },
        },
      },
    }),
    applyRewardPointsToCart: ({ cartId }) => {
      if (refusePoints) return { networkError: new Error(refusePoints) };
      pointsOn = true;
      return answer('applyRewardPointsToCart', cartId);
    },
    removeRewardPointsFromCart: ({ cartId }) => {
      pointsOn = false;
      return answer('removeRewardPointsFromCart', cartId);
    },
    applyStoreCreditToCart: ({ cartId }) => {
      if (refuseCredit) return { networkError: new Error(refuseCredit) };
      creditOn = true;
      return answer('applyStoreCreditToCart', cartId);
    },
    removeStoreCreditFromCart: ({ cartId }) => {
      creditOn = false;
      return answer('removeStoreCreditFromCart', cartId);
    },
    updateCartItems: ({ cartId, itemUid, quantity }) => {
      lines = lines.map((line) => (line.uid === itemUid ? { ...line, quantity } : line));
      return answer('updateCartItems', cartId);
    },
  };
  return resolvers;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const plain = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('reward points and store credit on /cart', () => {
  it('are offered to signed-in customers only', async () => {
    await renderApp('/cart', { resolvers: loyaltyShop() });
    await screen.findAllByTestId('cart-line');
    expect(screen.queryByRole('group', { name: 'Reward points' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Store credit' })).toBeNull();
  });

  it('spends points, then credit, each as its own line before the total, and takes them off again', async () => {
    const { sent } = await renderApp('/cart', { signedIn: true, resolvers: loyaltyShop() });
    const points = await screen.findByRole('group', { name: 'Reward points' });
    expect(await within(points).findByText(/You have 3\.170 points/)).toBeInTheDocument();
    expect(plain(points)).toContain('You have 3.170 points (Rp 31.700)');
    const credit = screen.getByRole('group', { name: 'Store credit' });
    expect(plain(credit)).toContain('Your balance: Rp 125.000');
    expect(plain(summary())).toMatch(/Order TotalRp 54\.000/);

    await userEvent.click(within(points).getByRole('button', { name: 'Apply reward points' }));
    expect(await within(points).findByText(/Using 3\.170 points/)).toBeInTheDocument();
    expect(sent.filter(({ operationName }) => operationName === 'applyRewardPointsToCart').map(({ variables }) => variables)).toEqual([{ cartId: expect.any(String) }]);
    expect(plain(summary())).toMatch(/ShippingCalculated at checkoutReward points \(3\.170 points\)−Rp 31\.700Order TotalRp 22\.300/);

    await userEvent.click(within(credit).getByRole('button', { name: 'Apply store credit' }));
    expect(await within(credit).findByText(/Using .* on this order/)).toBeInTheDocument();
    expect(plain(credit)).toContain('Using Rp 22.300 on this order');
    expect(plain(summary())).toMatch(/Reward points \(3\.170 points\)−Rp 31\.700Store credit−Rp 22\.300Order TotalRp 0/);

    await userEvent.click(within(points).getByRole('button', { name: 'Remove reward points' }));
    expect(await within(points).findByRole('button', { name: 'Apply reward points' })).toBeInTheDocument();
    // Without the points, the credit pays it all.
    expect(plain(summary())).not.toContain('Reward points (');
    expect(plain(summary())).toMatch(/Store credit−Rp 54\.000Order TotalRp 0/);

    await userEvent.click(within(credit).getByRole('button', { name: 'Remove store credit' }));
    expect(await within(credit).findByRole('button', { name: 'Apply store credit' })).toBeInTheDocument();
    expect(plain(summary())).toMatch(/ShippingCalculated at checkoutOrder TotalRp 54\.000/);
  });

  it('keeps the totals right when the cart changes: what is spent follows the total', async () => {
    const { sent } = await renderApp('/cart', { signedIn: true, resolvers: loyaltyShop({ credit: 50000 }) });
    const points = await screen.findByRole('group', { name: 'Reward points' });
    await within(points).findByText(/You have/);
    await userEvent.click(within(points).getByRole('button', { name: 'Apply reward points' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply store credit' }));
    await within(screen.getByRole('group', { name: 'Store credit' })).findByText(/Using/);
    expect(plain(summary())).toMatch(/Store credit−Rp 22\.300Order TotalRp 0/);

    const loyaltyRequests = () => sent.filter(({ operationName }) => operationName === 'cartLoyalty').length;
    const before = loyaltyRequests();
    await userEvent.click(screen.getByRole('button', { name: /Increase.*Rice Toner/ }));
    // 2 x Rp 54.000: the points' Rp 31.700, then the whole Rp 50.000 of credit, Rp 26.300 left.
    expect(await screen.findByText(/Subtotal \(2 items\)/)).toBeInTheDocument();
    expect(plain(summary())).toMatch(/Reward points \(3\.170 points\)−Rp 31\.700Store credit−Rp 50\.000Order TotalRp 26\.300/);
    // One change to the cart, one question about what points and credit pay.
    expect(loyaltyRequests() - before).toBe(1);
  });

  it("shows Magento's message when points or credit are refused, and leaves the totals as they were", async () => {
    await renderApp('/cart', {
      signedIn: true,
      resolvers: loyaltyShop({ refusePoints: "You don't have enough reward points.", refuseCredit: 'You cannot add "credit" to the cart.' }),
    });
    const points = await screen.findByRole('group', { name: 'Reward points' });
    await within(points).findByText(/You have/);
    await userEvent.click(within(points).getByRole('button', { name: 'Apply reward points' }));
    expect(await within(points).findByRole('alert')).toHaveTextContent("You don't have enough reward points.");

    const credit = screen.getByRole('group', { name: 'Store credit' });
    await userEvent.click(within(credit).getByRole('button', { name: 'Apply store credit' }));
    expect(await within(credit).findByRole('alert')).toHaveTextContent('You cannot add "credit" to the cart.');
    expect(plain(summary())).toMatch(/Order TotalRp 54\.000/);
  });

  it('offers nothing to apply from an empty balance, and no store credit where the shop has it switched off', async () => {
    await renderApp('/cart', { signedIn: true, resolvers: loyaltyShop({ points: 0, creditEnabled: false }) });
    const points = await screen.findByRole('group', { name: 'Reward points' });
    await within(points).findByText(/You have/);
    expect(plain(points)).toContain('You have 0 points (Rp 0)');
    expect(within(points).getByRole('button', { name: 'Apply reward points' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Store credit' })).toBeNull();
  });
});

describe('on a store without reward points or store credit (Magento Open Source)', () => {
  it('keeps the cart working and shows neither box', async () => {
    const resolvers = loyaltyShop();
    const refused = { networkError: new Error('Cannot query field "applied_reward_points" on type "Cart".') };
    await renderApp('/cart', {
      signedIn: true,
      resolvers: { ...resolvers, cartLoyalty: () => refused, cartRewardPointsBalance: () => refused },
    });
    expect(await screen.findByText('Rice Toner')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Reward points' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Store credit' })).toBeNull();
  });
});
