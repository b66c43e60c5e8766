import { isValidEmail } from '../../auth/email';
import { GraphQlInputException } from '../../errors';
import type { PaymentReceipt } from '../../repositories/paymentConfirmationRepository';
import { FIELD_LIMITS, isTooLong, tooLong } from '../../text/fieldLimits';
import { decodeReceipt } from './receiptImage';

/** Longest value kept per field (the module sets none; a stored text must not be unbounded). */
export const CONFIRM_PAYMENT_LIMITS = FIELD_LIMITS.confirmPayment;
/** The largest amount believed (IDR): a trillion rupiah is no shop's order. */
export const MAX_AMOUNT = 999_999_999_999;

export const CONFIRM_PAYMENT_MESSAGES = {
  // In the words of Magento's own forms (see contact.ts): the module's are not public.
  required: (label: string) => `${label} field is required.`,
  tooLong,
  // The contact form's words (resolvers/contact.ts), which are Magento's.
  emailInvalid: 'The email address is invalid. Verify the email address and try again.',
  accountNumberInvalid: 'Account number may contain only digits, spaces and dashes.',
  amountInvalid: 'Amount must be a number more than 0.',
  dateInvalid: 'Transfer date must be a date written as YYYY-MM-DD.',
  dateInFuture: 'Transfer date cannot be in the future.',
  dateBeforeOrder: 'Transfer date cannot be before the order date.',
  bankUnknown: "Choose one of the shop's bank accounts.",
  receiptUnreadable: 'The receipt image could not be read. Please attach it again.',
  receiptType: 'The receipt must be a JPEG, PNG or WebP image.',
  receiptSize: 'The receipt image must be 700 KB or smaller.',
  notBankTransfer: (number: string) => `Order "${number}" is not paid by bank transfer, so there is no transfer to confirm.`,
  canceled: (number: string) => `Order "${number}" was canceled, so there is no payment to confirm.`,
  tooMany: (number: string, max: number) => `Order "${number}" already has ${max} payment confirmations. Please contact us to change them.`,
} as const;

const LABELS = { order_number: 'Order number', email: 'Email', payment: 'Bank', account_name: 'Account name', account_number: 'Account number', filename: 'File name' } as const;

const ACCOUNT_NUMBER = /^[0-9]+(?:[ -][0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

export interface ConfirmPaymentArgs {
  order_number: string;
  email?: string | null;
  payment: string;
  account_name: string;
  account_number: string;
  amount: number;
  date: string;
  filename?: string | null;
  image_base64?: string | null;
}

/** The input, trimmed and checked: what is stored, less the order and the bank (looked up next). */
export interface CheckedConfirmation {
  orderNumber: string;
  /** The order's email as the sender gave it (lower case), or null (a signed-in customer need not). */
  email: string | null;
  payment: string;
  accountName: string;
  accountNumber: string;
  amount: number;
  /** "YYYY-MM-DD". */
  transferDate: string;
  receipt: PaymentReceipt | null;
}

/** "YYYY-MM-DD" of a real calendar day, or null. */
export function calendarDate(value: string): string | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** The day after a "YYYY-MM-DD" date. */
export const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The sender's email: required from a guest (the order's email proves the order is theirs), checked when given. */
function checkedEmail(value: string | null | undefined, signedIn: boolean): string | null {
  const email = value?.trim() ?? '';
  if (!email) {
    if (signedIn) return null;
    throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.required(LABELS.email));
  }
  if (isTooLong(email, CONFIRM_PAYMENT_LIMITS.email)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.tooLong(LABELS.email, CONFIRM_PAYMENT_LIMITS.email));
  if (!isValidEmail(email)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.emailInvalid);
  return email.toLowerCase();
}

/**
 * Every check that needs no database: required fields (the email from a guest), lengths, the
 * email's, account number's, amount's and date's shape (not after `today` plus a day's grace), and
 * the receipt's bytes. Throws GraphQlInputException with the first problem.
 */
export function checkConfirmation(input: ConfirmPaymentArgs, today: string, signedIn: boolean): CheckedConfirmation {
  const fields = {
    order_number: input.order_number.trim().replace(/^#/, ''),
    payment: input.payment.trim(),
    account_name: input.account_name.trim(),
    account_number: input.account_number.trim(),
  };
  for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
    if (!fields[key]) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.required(LABELS[key]));
    if (isTooLong(fields[key], CONFIRM_PAYMENT_LIMITS[key])) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.tooLong(LABELS[key], CONFIRM_PAYMENT_LIMITS[key]));
  }
  const email = checkedEmail(input.email, signedIn);
  const dateText = input.date.trim();
  if (!dateText) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.required('Transfer date'));
  if (!ACCOUNT_NUMBER.test(fields.account_number)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.accountNumberInvalid);
  if (!Number.isFinite(input.amount) || input.amount <= 0 || input.amount > MAX_AMOUNT) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.amountInvalid);
  const transferDate = calendarDate(dateText);
  if (!transferDate) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.dateInvalid);
  // A shopper east of the store's time zone may already be on the next day.
  if (transferDate > nextDay(today)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.dateInFuture);
  const filename = input.filename?.trim() ?? '';
  if (isTooLong(filename, CONFIRM_PAYMENT_LIMITS.filename)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.tooLong(LABELS.filename, CONFIRM_PAYMENT_LIMITS.filename));
  return {
    orderNumber: fields.order_number,
    email,
    payment: fields.payment,
    accountName: fields.account_name,
    accountNumber: fields.account_number,
    amount: input.amount,
    transferDate,
    receipt: input.image_base64?.trim() ? checkedReceipt(input.image_base64, filename) : null,
  };
}

function checkedReceipt(base64: string, filename: string): PaymentReceipt {
  const receipt = decodeReceipt(base64, filename, CONFIRM_PAYMENT_LIMITS.filename);
  if (receipt === 'unreadable') throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.receiptUnreadable);
  if (receipt === 'type') throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.receiptType);
  if (receipt === 'size') throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.receiptSize);
  return receipt;
}
