import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import userActions from '../../../../lib/store/user/actions';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { ToastContainer, ToastProvider } from '../../../chrome/toasts/testing';
import { ProductReviews } from '../ProductReviews';

const b64 = (value: number) => btoa(String(value));
const rating = (id: number, name: string) => ({
  __typename: 'ProductReviewRatingMetadata',
  id: b64(id),
  name,
  values: [1, 2, 3, 4, 5].map((stars) => ({ __typename: 'ProductReviewRatingValueMetadata', value_id: b64((id - 1) * 5 + stars), value: String(stars) })),
});

const formData =
  (config: { enabled?: string; guests?: string } = {}) =>
  (): FakeAnswer => ({
    data: {
      productReviewRatingsMetadata: { __typename: 'ProductReviewRatingsMetadata', items: [rating(1, 'Quality'), rating(2, 'Value'), rating(3, 'Price')] },
      storeConfig: { __typename: 'StoreConfig', store_code: 'default', product_reviews_enabled: config.enabled ?? '1', allow_guests_to_write_product_reviews: config.guests ?? '1' },
    },
  });

const created = (): FakeAnswer => ({
  data: {
    createProductReview: {
      __typename: 'CreateProductReviewOutput',
      review: { __typename: 'ProductReview', nickname: 'Sari', summary: 'Gentle', created_at: '2026-01-05 10:00:00', average_rating: 80 },
    },
  },
});

async function renderReviews(resolvers: FakeResolvers, options: { token?: string; firstname?: string } = {}) {
  const view = await renderChrome(
    <ToastProvider>
      <ProductReviews urlKey="nalu-serum" productUid="MQ==" sku="NAL-SRM-0001" productName="Nalu Serum 30 ml" reviewCount={0} rating={0} />
      <ToastContainer />
    </ToastProvider>,
    { resolvers: { reviewFormData: formData(), ...resolvers }, token: options.token },
  );
  if (options.firstname) act(() => void view.store.dispatch(userActions.getDetails.receive({ email: 'demo@example.com', firstname: options.firstname!, lastname: 'Shopper' })));
  const submissions = () => view.sent.filter((operation) => operation.operationName === 'createProductReview');
  return { ...view, submissions };
}

/** Opens the form (its chunk and its data) and answers it. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  return within(await screen.findByRole('region', { name: 'Write Your Own Review' }));
}

async function fill(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, values: { nickname?: string; summary?: string; text?: string } = {}) {
  await user.click(within(form.getByRole('group', { name: 'Quality' })).getByRole('radio', { name: '5 stars' }));
  await user.click(within(form.getByRole('group', { name: 'Value' })).getByRole('radio', { name: '4 stars' }));
  await user.click(within(form.getByRole('group', { name: 'Price' })).getByRole('radio', { name: '3 stars' }));
  await user.type(form.getByRole('textbox', { name: 'Nickname' }), values.nickname ?? 'Sari');
  await user.type(form.getByRole('textbox', { name: 'Summary' }), values.summary ?? 'Gentle');
  await user.type(form.getByRole('textbox', { name: 'Review' }), values.text ?? 'Calm skin after two weeks.');
}

describe('writing a review on the product page', () => {
  it('loads the form only when asked, with a star radio group per rating and the product named', async () => {
    const user = userEvent.setup();
    const { sentNames } = await renderReviews({});
    expect(sentNames()).not.toContain('reviewFormData');
    const form = await openForm(user);
    expect(screen.getByRole('heading', { level: 3, name: 'Write Your Own Review' })).toHaveFocus();
    expect(form.getByText('Nalu Serum 30 ml')).toBeInTheDocument();
    for (const name of ['Quality', 'Value', 'Price']) {
      const group = within(form.getByRole('group', { name }));
      expect(group.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
      expect(group.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    }
    expect(form.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('maxlength', '128');
    expect(form.getByRole('textbox', { name: 'Summary' })).toHaveAttribute('maxlength', '255');
    expect(form.getByRole('textbox', { name: 'Review' })).toHaveAttribute('maxlength', '10000');
  });

  it("requires every rating and text ('Is required.') and sends nothing until they are given", async () => {
    const user = userEvent.setup();
    const { submissions } = await renderReviews({ createProductReview: created });
    const form = await openForm(user);
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    for (const name of ['Nickname', 'Summary', 'Review']) expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('Is required.');
    for (const name of ['Quality', 'Value', 'Price']) expect(form.getByRole('group', { name })).toHaveAccessibleDescription('Is required.');
    await user.type(form.getByRole('textbox', { name: 'Summary' }), '   ');
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect(form.getByRole('textbox', { name: 'Summary' })).toHaveAccessibleDescription('Is required.');
    expect(submissions()).toEqual([]);
  });

  it("sends the review once, with the chosen stars, then shows Magento's moderation message and a toast", async () => {
    const user = userEvent.setup();
    const { submissions } = await renderReviews({ createProductReview: created });
    const form = await openForm(user);
    await fill(form, user, { nickname: '  Sari ', text: '<b>Calm</b> <script>alert(1)</script>' });
    expect(within(form.getByRole('group', { name: 'Value' })).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    // The form gives way to the message (focused, in the page) and a success toast says the same.
    const message = await screen.findByText('You submitted your review for moderation.', { selector: '.success' });
    expect(message.parentElement).toHaveFocus();
    expect(screen.getByText('You submitted your review for moderation.', { selector: '.message' }).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Write Your Own Review' })).toBeNull();
    expect(submissions().map((operation) => operation.variables)).toEqual([
      {
        input: {
          sku: 'NAL-SRM-0001',
          nickname: 'Sari',
          summary: 'Gentle',
          text: '<b>Calm</b> <script>alert(1)</script>',
          ratings: [
            { id: b64(1), value_id: b64(5) },
            { id: b64(2), value_id: b64(9) },
            { id: b64(3), value_id: b64(13) },
          ],
        },
      },
    ]);
    // A guest has no account page to look at.
    expect(screen.queryByRole('link', { name: 'See your reviews' })).toBeNull();
  });

  it('sends one review however often Submit is pressed while it is busy', async () => {
    const user = userEvent.setup();
    const { submissions } = await renderReviews({ createProductReview: () => 'never' });
    const form = await openForm(user);
    await fill(form, user);
    const submit = form.getByRole('button', { name: 'Submit Review' });
    await act(async () => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    expect(submissions()).toHaveLength(1);
  });

  it("shows the backend's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = (): FakeAnswer => ({ networkError: new CombinedGraphQLErrors({ errors: [{ message: "Guest customers aren't allowed to add product reviews." }] }) });
    await renderReviews({ createProductReview: refusal });
    const form = await openForm(user);
    await fill(form, user);
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect(await form.findByRole('alert')).toHaveTextContent("Guest customers aren't allowed to add product reviews.");
    expect(form.getByRole('textbox', { name: 'Summary' })).toHaveValue('Gentle');
    expect(within(form.getByRole('group', { name: 'Quality' })).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it("prefills a signed-in customer's first name as the nickname and links to their reviews once sent", async () => {
    const user = userEvent.setup();
    await renderReviews({ createProductReview: created }, { token: 'customer-token', firstname: 'Demo' });
    const form = await openForm(user);
    expect(form.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Demo');
    await user.click(within(form.getByRole('group', { name: 'Quality' })).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form.getByRole('group', { name: 'Value' })).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form.getByRole('group', { name: 'Price' })).getByRole('radio', { name: '4 stars' }));
    await user.type(form.getByRole('textbox', { name: 'Summary' }), 'Good');
    await user.type(form.getByRole('textbox', { name: 'Review' }), 'Works well.');
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('link', { name: 'See your reviews' })).toHaveAttribute('href', '/product-review');
  });

  it('asks a guest to sign in when the store lets only customers write, without a form', async () => {
    const user = userEvent.setup();
    await renderReviews({ reviewFormData: formData({ guests: '0' }) });
    const panel = await openForm(user);
    expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(panel.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/create-account');
    expect(panel.queryByRole('textbox')).toBeNull();
  });

  it('says so when reviews are off, without a form', async () => {
    const user = userEvent.setup();
    await renderReviews({ reviewFormData: formData({ enabled: '0' }) });
    const panel = await openForm(user);
    expect(panel.getByText('Writing reviews is not available right now.')).toBeInTheDocument();
    expect(panel.queryByRole('textbox')).toBeNull();
  });

  it('offers Try again when the form cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const flaky = (): FakeAnswer => (++calls === 1 ? { networkError: new Error('Failed to fetch') } : formData()());
    await renderReviews({ reviewFormData: flaky });
    const panel = await openForm(user);
    expect(panel.getByRole('alert')).toHaveTextContent('The review form could not be loaded.');
    await user.click(panel.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Nickname' })).toBeInTheDocument();
  });

  it('closes with Cancel and gives focus back to Write a Review', async () => {
    const user = userEvent.setup();
    await renderReviews({});
    const form = await openForm(user);
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Write Your Own Review' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Write a Review' })).toHaveFocus();
  });
});
