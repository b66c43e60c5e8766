import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const amount = (points: number) => ({ __typename: 'RewardPointsAmount', points, money: { __typename: 'Money', value: points * 10, currency: 'IDR' } });

type Status = 'VALID' | 'INVALID' | 'OWN_CODE' | 'ALREADY_USED' | 'NOT_NEW_CUSTOMER';

/** The backend's check of a code: DEMO7KQ2 is the demo customer's; `status` is what it says of it. */
const check =
  (status: Status): FakeResolvers['referralCodeCheck'] =>
  () => ({
    data: {
      referralCode: {
        __typename: 'ReferralCodeCheck',
        status,
        valid: status === 'VALID',
        referrer_name: status === 'INVALID' ? null : 'Demo P.',
        reward_for_friend: status === 'INVALID' ? null : amount(500),
        message: status === 'VALID' ? null : 'The server says why',
      },
    },
  });

const applied = (): FakeAnswer => ({
  data: { applyReferralCode: { __typename: 'ApplyReferralCodeOutput', referrer_name: 'Demo P.', reward: amount(500) } },
});

async function renderVerify(path: string, resolvers: FakeResolvers, signedIn = false) {
  const view = await renderApp(path, { resolvers, signedIn });
  const region = within(screen.getByRole('region', { name: 'Referral code' }));
  const sentOf = (name: string) => view.sent.filter((operation) => operation.operationName === name);
  return { ...view, region, sentOf };
}

describe('/raf/verify', () => {
  it('asks for a code when the link has none, requires one, and checks the one typed', async () => {
    const { region, sentOf, currentLocation } = await renderVerify('/raf/verify', { referralCodeCheck: check('VALID') });
    expect(screen.getByRole('heading', { level: 1, name: 'Referral Verification' })).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Check Code' }));
    expect(region.getByRole('textbox', { name: 'Referral Code' })).toHaveAccessibleDescription('Is required.');
    expect(sentOf('referralCodeCheck')).toEqual([]);

    await userEvent.type(region.getByRole('textbox', { name: 'Referral Code' }), ' demo7kq2 ');
    await userEvent.click(region.getByRole('button', { name: 'Check Code' }));
    expect(await region.findByRole('heading', { name: 'Your friend Demo P. invited you' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?code=demo7kq2');
    expect(sentOf('referralCodeCheck').map((operation) => operation.variables)).toEqual([{ code: 'demo7kq2' }]);
  });

  it('tells a guest who invited them and what they get, and takes them to create an account that brings them back', async () => {
    const { region, currentLocation } = await renderVerify('/raf/verify?code=DEMO7KQ2', { referralCodeCheck: check('VALID') });
    expect(await region.findByRole('heading', { name: 'Your friend Demo P. invited you' })).toBeInTheDocument();
    expect(region.getByText('Create an account with this code and get 500 points (Rp 5.000) when your first order is paid.')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await userEvent.click(region.getByRole('link', { name: 'Create an Account' }));
    expect(currentLocation()).toMatchObject({ pathname: '/create-account', state: { from: '/raf/verify?code=DEMO7KQ2' } });
  });

  it.each([
    ['INVALID', 'This referral code is not valid. Check it and try again.'],
    ['ALREADY_USED', 'You have already used a referral code, so you cannot use another one.'],
    ['NOT_NEW_CUSTOMER', 'Referral codes are for new customers, and your account has already placed an order.'],
  ] as const)('says clearly why a code cannot be used (%s)', async (status, message) => {
    const { region } = await renderVerify('/raf/verify?code=NOPE1234', { referralCodeCheck: check(status) }, status !== 'INVALID');
    expect(await region.findByRole('alert')).toHaveTextContent(message);
    expect(region.queryByRole('button', { name: 'Use this code' })).toBeNull();
    // A wrong code can be corrected here.
    expect(region.queryByRole('textbox', { name: 'Referral Code' }) !== null).toBe(status === 'INVALID');
  });

  it("tells a customer the code is their own and sends them to share it", async () => {
    const { region } = await renderVerify('/raf/verify?code=DEMO7KQ2', { referralCodeCheck: check('OWN_CODE') }, true);
    expect(await region.findByRole('alert')).toHaveTextContent('This is your own referral code. Share it with your friends instead.');
    expect(region.getByRole('link', { name: 'Go to my referral code' })).toHaveAttribute('href', '/raf');
  });

  it('lets a signed-in new customer use the code once, however often they press', async () => {
    const { region, sentOf } = await renderVerify('/raf/verify?code=DEMO7KQ2', { referralCodeCheck: check('VALID'), applyReferralCode: applied }, true);
    expect(await region.findByText('Use this code now and get 500 points (Rp 5.000) added to your reward points when your first order is paid.')).toBeInTheDocument();
    const use = region.getByRole('button', { name: 'Use this code' });
    await act(async () => {
      use.click();
      use.click();
    });
    expect(await region.findByText("Done! You will receive 500 points (Rp 5.000) thanks to Demo P.'s code when your first order is paid.")).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(sentOf('applyReferralCode').map((operation) => operation.variables)).toEqual([{ code: 'DEMO7KQ2' }]);
  });

  it("shows the shop's refusal when using the code fails", async () => {
    const refusal = (): FakeAnswer => ({ networkError: new CombinedGraphQLErrors({ errors: [{ message: 'You have already used a referral code.' }] }) });
    const { region } = await renderVerify('/raf/verify?code=DEMO7KQ2', { referralCodeCheck: check('VALID'), applyReferralCode: refusal }, true);
    await userEvent.click(await region.findByRole('button', { name: 'Use this code' }));
    expect(await region.findByRole('alert')).toHaveTextContent('You have already used a referral code.');
    await waitFor(() => expect(region.getByRole('button', { name: 'Use this code' })).toBeEnabled());
  });
});
