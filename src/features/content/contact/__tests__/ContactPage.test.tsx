import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const CONTACT_INFO = '<h2>Customer care</h2><ul><li><strong>Phone:</strong> <a href="tel:1500123">1500-123</a></li><li><strong>Hours:</strong> Daily, 08:00-22:00 WIB</li></ul>';

const sentAnswer = (): FakeAnswer => ({
  data: { contactusFormSubmit: { __typename: 'ContactusOutput', success_message: "Thanks for contacting us with your comments and questions. We'll respond to you very soon." } },
});

/** The contact details block for the page; other blocks (the footer's) are not there. */
const cmsBlocks: FakeResolvers['cmsBlocks'] = ({ identifiers }) => ({
  data: {
    cmsBlocks: {
      __typename: 'CmsBlocks',
      items: (identifiers as string[]).includes('contact-us-info') ? [{ __typename: 'CmsBlock', identifier: 'contact-us-info', content: CONTACT_INFO }] : [],
    },
  },
});

async function renderContact(resolvers: FakeResolvers, path = '/contact') {
  const view = await renderApp(path, { resolvers: { cmsBlocks, ...resolvers } });
  const form = within(await screen.findByRole('region', { name: 'Drop us a message' }));
  const field = (name: string) => form.getByRole('textbox', { name });
  const send = () => form.getByRole('button', { name: 'Send' });
  const submissions = () => view.sent.filter((operation) => operation.operationName === 'contactusFormSubmit');
  async function fill(values: Partial<Record<'Fullname' | 'Email' | 'Telephone' | 'Message', string>>) {
    for (const [name, value] of Object.entries(values)) await userEvent.type(field(name), value);
  }
  return { ...view, form, field, send, submissions, fill };
}

const VALID = { Fullname: 'Rina Wulandari', Email: 'rina@example.com', Telephone: '081234567890', Message: 'Is this cream safe during pregnancy?' };

describe('/contact', () => {
  it('shows "Drop us a message" with Fullname, Email, Telephone, Message and Send, beside the shop’s contact details', async () => {
    const { field, send } = await renderContact({});
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const name of ['Fullname', 'Email', 'Telephone', 'Message']) expect(field(name)).toBeInTheDocument();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Fullname')).toHaveAttribute('maxlength', '255');
    expect(field('Message')).toHaveAttribute('maxlength', '5000');
    expect(send()).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'Customer care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1500-123' })).toHaveAttribute('href', 'tel:1500123');
  });

  it('is the same page at /contact-us', async () => {
    await renderContact({}, '/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('shows no contact details when the CMS has none', async () => {
    await renderContact({ cmsBlocks: () => ({ networkError: new Error('The CMS block with the "contact-us-info" ID doesn\'t exist.') }) });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('region', { name: 'Drop us a message' })).toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'Customer care' })).toBeNull();
    // The page does not pass the CMS's complaint on (the footer's blocks may).
    expect(main.queryByText(/doesn't exist/)).toBeNull();
  });

  it('requires every field and sends nothing until they are filled (spec §5)', async () => {
    const { field, send, submissions } = await renderContact({ contactusFormSubmit: sentAnswer });
    await userEvent.click(send());
    for (const name of ['Fullname', 'Email', 'Telephone', 'Message']) expect(field(name)).toHaveAccessibleDescription('Is required.');
    await userEvent.type(field('Fullname'), '   ');
    await userEvent.click(send());
    expect(field('Fullname')).toHaveAccessibleDescription('Is required.');
    expect(submissions()).toEqual([]);
  });

  it("refuses a malformed email with 'Invalid email' and phone with 'Phone number is not valid'", async () => {
    const { field, send, fill, submissions } = await renderContact({ contactusFormSubmit: sentAnswer });
    await fill({ ...VALID, Email: 'rina@', Telephone: '0812-abc' });
    await userEvent.click(send());
    expect(field('Email')).toHaveAccessibleDescription('Invalid email');
    expect(field('Telephone')).toHaveAccessibleDescription('Phone number is not valid');
    expect(submissions()).toEqual([]);
  });

  it('sends the message, toasts for 5 s, says so under the form and clears it', async () => {
    const { field, send, fill, submissions, form } = await renderContact({ contactusFormSubmit: sentAnswer });
    await fill({ ...VALID, Fullname: '  Rina Wulandari ', Message: '<b>Hello</b> <script>alert(1)</script>' });
    await userEvent.click(send());
    expect(await form.findByText('Your message has been sent. We will get back to you shortly!')).toBeInTheDocument();
    expect(submissions().map((operation) => operation.variables)).toEqual([
      { fullname: 'Rina Wulandari', email: VALID.Email, telephone: VALID.Telephone, message: '<b>Hello</b> <script>alert(1)</script>' },
    ]);
    const toast = screen.getAllByRole('status').find((status) => status.textContent === 'Your message has been sent');
    expect(toast).toBeDefined();
    for (const name of ['Fullname', 'Email', 'Telephone', 'Message']) expect(field(name)).toHaveValue('');
    expect(send()).toBeEnabled();
  });

  it('removes the toast after 5 s and keeps the inline message', async () => {
    const { field, send } = await renderContact({ contactusFormSubmit: sentAnswer });
    // Fake time from here: the page is loaded, the toast's timer is still to come.
    // Only the clock is faked: React and Apollo still settle on their own (setImmediate, nextTick).
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      for (const [name, value] of Object.entries(VALID)) await user.type(field(name), value);
      await user.click(send());
      // The answer settles (promises only: no fake time passes).
      for (let turn = 0; turn < 5; turn += 1) await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText('Your message has been sent')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(4900));
      expect(screen.getByText('Your message has been sent')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(200));
      expect(screen.queryByText('Your message has been sent')).toBeNull();
      expect(screen.getByText('Your message has been sent. We will get back to you shortly!')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the backend's refusal and keeps what the shopper typed", async () => {
    const refusal = (): FakeAnswer => ({
      networkError: new CombinedGraphQLErrors({ errors: [{ message: 'The email address is invalid. Verify the email address and try again.' }] }),
    });
    const { field, send, fill, form } = await renderContact({ contactusFormSubmit: refusal });
    await fill(VALID);
    await userEvent.click(send());
    expect(await form.findByRole('alert')).toHaveTextContent('The email address is invalid. Verify the email address and try again.');
    expect(field('Fullname')).toHaveValue(VALID.Fullname);
    expect(field('Message')).toHaveValue(VALID.Message);
    expect(form.queryByText(/We will get back to you shortly/)).toBeNull();
    expect(send()).toBeEnabled();
  });

  it('sends one message however often Send is pressed while it is busy', async () => {
    const { send, fill, submissions } = await renderContact({ contactusFormSubmit: () => 'never' });
    await fill(VALID);
    await act(async () => {
      send().click();
      send().click();
    });
    await waitFor(() => expect(send()).toBeDisabled());
    expect(send()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send());
    expect(submissions()).toHaveLength(1);
  });
});
