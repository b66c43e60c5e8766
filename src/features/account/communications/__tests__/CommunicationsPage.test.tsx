import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

function shop(subscribed: boolean, refusal?: string): FakeResolvers {
  return {
    customerSubscription: () => ({ data: { customer: { __typename: 'Customer', email: 'dewi@example.com', is_subscribed: subscribed } } }),
    updateCustomerSubscription: ({ isSubscribed }) =>
      refusal ? { networkError: new Error(refusal) } : { data: { updateCustomerV2: { __typename: 'CustomerOutput', customer: { __typename: 'Customer', email: 'dewi@example.com', is_subscribed: isSubscribed } } } },
  };
}

describe('/communications', () => {
  it('subscribes the customer to the newsletter and says so', async () => {
    const { sent } = await renderApp('/communications', { signedIn: true, resolvers: shop(false) });
    expect(await screen.findByText('dewi@example.com does not receive our newsletter.')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Send me promos and health tips by email' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your subscription has been saved.')).toBeInTheDocument();
    expect(screen.getByText('dewi@example.com receives our newsletter.')).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'updateCustomerSubscription')?.variables).toEqual({ isSubscribed: true });
  });

  it("shows Magento's refusal", async () => {
    await renderApp('/communications', { signedIn: true, resolvers: shop(true, 'Something went wrong with the subscription.') });
    const box = await screen.findByRole('checkbox', { name: 'Send me promos and health tips by email' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong with the subscription.');
  });
});
