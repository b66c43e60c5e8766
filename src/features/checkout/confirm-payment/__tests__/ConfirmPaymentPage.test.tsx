import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { localDateString } from '../confirmPaymentValues';
import { RECEIPT_MAX_BYTES, RECEIPT_SOURCE_MAX_BYTES } from '../receiptFile';

const bank = (bankname: string, banknumber: string) => ({ __typename: 'PaymentBank', bankname, banknumber, placeholder: 'PT Jingga Sehat Indonesia' });
const BANKS: FakeResolvers['getPaymentBankList'] = () => ({
  data: { getPaymentBankList: [bank('BCA', '1234567890'), bank('Mandiri', '1230004567890'), bank('BNI', '0234567891'), bank('BRI', '034101000456307')] },
});
const BCA = 'BCA - 1234567890 (PT Jingga Sehat Indonesia)';

const accepted = (updated = false) => (): FakeAnswer => ({ data: { createConfirmPayment: { __typename: 'ConfirmPaymentOutput', success: true, updated } } });
const refused = (message: string) => (): FakeAnswer => ({ networkError: new CombinedGraphQLErrors({ errors: [{ message }] }) });

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const png = (name = 'bukti.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** A file whose bytes start as a JPEG's, of `size` bytes. */
const jpegOf = (size: number, name = 'photo.jpg') => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

/**
 * The browser's image decoding and canvas, which jsdom lacks: a photo of 4032 x 3024 px, drawn
 * where asked and written as a JPEG whose size `jpegSize` decides from the canvas and the quality.
 */
function withImageTools(jpegSize: (width: number, height: number, quality: number) => number, decodes = true) {
  const drawn: Array<{ width: number; height: number; quality: number }> = [];
  const bitmap = { width: 4032, height: 3024, close: jest.fn() };
  Object.defineProperty(window, 'createImageBitmap', { configurable: true, value: jest.fn(() => (decodes ? Promise.resolve(bitmap) : Promise.reject(new Error('not an image')))) });
  const context = { drawImage: jest.fn() };
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type, quality) {
    drawn.push({ width: this.width, height: this.height, quality: quality as number });
    const jpeg = jpegOf(jpegSize(this.width, this.height, quality as number));
    callback(new Blob([jpeg], { type: type as string }));
  });
  return {
    drawn,
    bitmap,
    restore() {
      delete (window as unknown as Record<string, unknown>).createImageBitmap;
      getContext.mockRestore();
      toBlob.mockRestore();
    },
  };
}

async function renderConfirmPayment(resolvers: FakeResolvers, path = '/confirm-payment', signedIn = false) {
  const view = await renderApp(path, { signedIn, resolvers: { getPaymentBankList: BANKS, ...resolvers } });
  const form = within(await screen.findByRole('region', { name: 'Tell us about your transfer' }));
  const field = (name: string) => form.getByRole('textbox', { name });
  const bankSelect = () => form.getByRole('combobox', { name: 'Transferred To' });
  const date = () => form.getByLabelText('Transfer Date');
  const receipt = () => form.getByLabelText('Payment Receipt (optional)');
  const submitButton = () => form.getByRole('button', { name: 'Confirm Payment' });
  const sentConfirmations = () => view.sent.filter((operation) => operation.operationName === 'confirmPayment');
  async function fill(values: { order?: string; email?: string; bank?: string; name?: string; number?: string; amount?: string; day?: string } = {}) {
    const all = { order: '000000005', email: 'budi@example.com', bank: BCA, name: 'Demo Pelanggan', number: '0987654321', amount: '351.000', day: '2025-12-10', ...values };
    await form.findByRole('option', { name: BCA });
    if (all.order) await userEvent.type(field('Order Number'), all.order);
    if (all.email && !signedIn) await userEvent.type(field('Email'), all.email);
    if (all.bank) await userEvent.selectOptions(bankSelect(), all.bank);
    if (all.name) await userEvent.type(field('Account Name'), all.name);
    if (all.number) await userEvent.type(field('Account Number'), all.number);
    if (all.amount) await userEvent.type(field('Amount (IDR)'), all.amount);
    // A date input takes a whole date at once (typing it key by key is the browser's widget).
    if (all.day) fireEvent.change(date(), { target: { value: all.day } });
  }
  return { ...view, form, field, bankSelect, date, receipt, submitButton, sentConfirmations, fill };
}

describe('/confirm-payment', () => {
  it("shows the form with the shop's bank accounts to choose from", async () => {
    const { form, field, bankSelect, date, receipt } = await renderConfirmPayment({});
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Payment' })).toBeInTheDocument();
    for (const name of ['Order Number', 'Email', 'Account Name', 'Account Number', 'Amount (IDR)']) expect(field(name)).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('The email address you placed the order with. Ordered with your account? Sign in first.');
    expect(await form.findByRole('option', { name: BCA })).toBeInTheDocument();
    expect(within(bankSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose our bank account',
      BCA,
      'Mandiri - 1230004567890 (PT Jingga Sehat Indonesia)',
      'BNI - 0234567891 (PT Jingga Sehat Indonesia)',
      'BRI - 034101000456307 (PT Jingga Sehat Indonesia)',
    ]);
    expect(date()).toHaveAttribute('type', 'date');
    expect(date()).toHaveAttribute('max', localDateString(new Date()));
    expect(receipt()).toHaveAttribute('type', 'file');
    expect(receipt()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(receipt()).toHaveAccessibleDescription('A JPEG, PNG or WebP image. A large photo is made smaller before it is sent.');
  });

  it('takes the order number from the link of an order’s bank transfer instructions', async () => {
    const { field } = await renderConfirmPayment({}, '/confirm-payment?order=000000012');
    expect(field('Order Number')).toHaveValue('000000012');
  });

  it("requires every field but the receipt with 'Is required.' and sends nothing", async () => {
    const { field, bankSelect, date, submitButton, sentConfirmations, form } = await renderConfirmPayment({ confirmPayment: accepted() });
    await form.findByRole('option', { name: BCA });
    await userEvent.click(submitButton());
    for (const name of ['Order Number', 'Email', 'Account Name', 'Account Number', 'Amount (IDR)']) expect(field(name)).toHaveAccessibleDescription('Is required.');
    expect(bankSelect()).toHaveAccessibleDescription('Is required.');
    expect(date()).toHaveAccessibleDescription('Is required.');
    expect(sentConfirmations()).toEqual([]);
  });

  it('refuses an account number with letters, an amount that is not rupiah and a date in the future', async () => {
    const tomorrow = localDateString(new Date(Date.now() + 86_400_000));
    const { field, date, fill, submitButton, sentConfirmations } = await renderConfirmPayment({ confirmPayment: accepted() });
    await fill({ email: 'budi@example', number: '12ab34', amount: '35,5', day: tomorrow });
    await userEvent.click(submitButton());
    expect(field('Email')).toHaveAccessibleDescription('Invalid email');
    expect(field('Account Number')).toHaveAccessibleDescription('Use digits only (spaces and dashes are allowed).');
    expect(field('Amount (IDR)')).toHaveAccessibleDescription('Enter the amount in rupiah, e.g. 351000.');
    expect(date()).toHaveAccessibleDescription('The transfer date cannot be in the future.');
    expect(sentConfirmations()).toEqual([]);
  });

  it('sends the confirmation with the receipt, names the order, and clears the form', async () => {
    const { form, field, receipt, fill, submitButton, sentConfirmations, client } = await renderConfirmPayment({ confirmPayment: accepted() });
    await fill({ order: '#000000005' });
    await userEvent.upload(receipt(), png());
    const preview = await form.findByRole('img', { name: 'Preview of your receipt' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(preview).toHaveAttribute('width', '160');
    await userEvent.click(submitButton());
    expect(await form.findByText('Thank you! We have received your payment confirmation for order #000000005. We will check it and process your order.')).toBeInTheDocument();
    expect(sentConfirmations().map((operation) => operation.variables)).toEqual([
      {
        orderNumber: '000000005',
        email: 'budi@example.com',
        payment: BCA,
        accountName: 'Demo Pelanggan',
        accountNumber: '0987654321',
        amount: 351000,
        date: '2025-12-10',
        filename: 'bukti.png',
        imageBase64: Buffer.from(PNG_BYTES).toString('base64'),
      },
    ]);
    expect(field('Order Number')).toHaveValue('');
    expect(field('Amount (IDR)')).toHaveValue('');
    expect(form.queryByRole('img', { name: 'Preview of your receipt' })).toBeNull();
    // The receipt is not kept in the Apollo cache (which the browser persists).
    expect(JSON.stringify(client.cache.extract())).not.toContain(Buffer.from(PNG_BYTES).toString('base64'));
  });

  it('says so when a confirmation for the order was sent before', async () => {
    const { form, fill, submitButton, sentConfirmations } = await renderConfirmPayment({ confirmPayment: accepted(true) });
    await fill();
    await userEvent.click(submitButton());
    expect(await form.findByText('Thank you! We have updated the payment confirmation for order #000000005 with these details.')).toBeInTheDocument();
    expect(sentConfirmations()[0].variables).toMatchObject({ filename: null, imageBase64: null });
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, by its bytes too, and one over 20 MB, and sends nothing until it is removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { form, receipt, fill, submitButton, sentConfirmations } = await renderConfirmPayment({ confirmPayment: accepted() });
    await fill();
    await user.upload(receipt(), new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await form.findByText('The receipt must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(receipt()).toHaveAccessibleDescription('The receipt must be a JPEG, PNG or WebP image.');
    // Named and typed as a PNG, but its bytes are text.
    await user.upload(receipt(), new File(['just some text'], 'fake.png', { type: 'image/png' }));
    expect(await form.findByText('The receipt must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    await user.upload(receipt(), new File([new Uint8Array(RECEIPT_SOURCE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(await form.findByText('This image is too large to send. Please choose a smaller photo.')).toBeInTheDocument();
    expect(form.queryByRole('img', { name: 'Preview of your receipt' })).toBeNull();

    await user.click(submitButton());
    expect(sentConfirmations()).toEqual([]);
    expect(receipt()).toHaveFocus();

    await user.click(form.getByRole('button', { name: 'Remove receipt' }));
    expect(receipt()).toHaveAccessibleDescription('A JPEG, PNG or WebP image. A large photo is made smaller before it is sent.');
    await user.click(submitButton());
    await waitFor(() => expect(sentConfirmations()).toHaveLength(1));
  });

  it('asks a signed-in customer for no email: their account shows the order is theirs', async () => {
    const { form, fill, submitButton, sentConfirmations } = await renderConfirmPayment({ confirmPayment: accepted() }, '/confirm-payment', true);
    await fill();
    expect(form.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await userEvent.click(submitButton());
    await waitFor(() => expect(sentConfirmations()).toHaveLength(1));
    expect(sentConfirmations()[0].variables).toMatchObject({ orderNumber: '000000005', email: null });
  });

  it('makes a 4 MB phone photo smaller in the browser (at most 1600 px, JPEG 0.8, then smaller) so that it can be sent', async () => {
    // The first JPEG is still over 700 KB; the second fits.
    const tools = withImageTools((width, height, quality) => (quality >= 0.8 ? RECEIPT_MAX_BYTES + 50_000 : 400_000));
    try {
      const { form, receipt, fill, submitButton, sentConfirmations } = await renderConfirmPayment({ confirmPayment: accepted() });
      await fill();
      await userEvent.upload(receipt(), jpegOf(4 * 1024 * 1024, 'IMG_2041.png'));
      expect(await form.findByRole('img', { name: 'Preview of your receipt' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,/));
      expect(tools.drawn).toEqual([
        { width: 1600, height: 1200, quality: 0.8 },
        { width: 1600, height: 1200, quality: 0.65 },
      ]);
      expect(tools.bitmap.close).toHaveBeenCalled();
      await userEvent.click(submitButton());
      await waitFor(() => expect(sentConfirmations()).toHaveLength(1));
      const { filename, imageBase64 } = sentConfirmations()[0].variables as { filename: string; imageBase64: string };
      expect(filename).toBe('IMG_2041.jpg');
      expect(Buffer.from(imageBase64, 'base64')).toHaveLength(400_000);
    } finally {
      tools.restore();
    }
  });

  it('refuses a large file the browser cannot read as an image', async () => {
    const unreadable = withImageTools(() => 100, false);
    try {
      const { form, receipt } = await renderConfirmPayment({});
      await userEvent.upload(receipt(), jpegOf(RECEIPT_MAX_BYTES + 1));
      expect(await form.findByText('The receipt must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    } finally {
      unreadable.restore();
    }
  });

  it('refuses a photo that stays too large however small it is made', async () => {
    const stubborn = withImageTools(() => RECEIPT_MAX_BYTES + 1);
    try {
      const { form, receipt } = await renderConfirmPayment({});
      await userEvent.upload(receipt(), jpegOf(RECEIPT_MAX_BYTES + 1));
      expect(await form.findByText('This image is too large to send. Please choose a smaller photo.')).toBeInTheDocument();
      expect(stubborn.drawn.map((attempt) => Math.max(attempt.width, attempt.height))).toEqual([1600, 1600, 1280, 1024, 800]);
    } finally {
      stubborn.restore();
    }
  });

  it("shows the shop's refusal for an unknown order and keeps what was typed", async () => {
    const message = "We couldn't locate an order with the information provided.";
    const { form, field, fill, submitButton } = await renderConfirmPayment({ confirmPayment: refused(message) });
    await fill({ order: '000000099' });
    await userEvent.click(submitButton());
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(field('Order Number')).toHaveValue('000000099');
    expect(field('Account Name')).toHaveValue('Demo Pelanggan');
    expect(form.queryByText(/We have received/)).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('sends one confirmation however often it is pressed while busy', async () => {
    const { fill, submitButton, sentConfirmations } = await renderConfirmPayment({ confirmPayment: () => 'never' });
    await fill();
    await act(async () => {
      submitButton().click();
      submitButton().click();
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submitButton());
    expect(sentConfirmations()).toHaveLength(1);
  });
});
