/**
 * The confirm-payment form's pure decisions: how a bank account is named (as Swift PWA names it,
 * and so as the server reads it), what an amount or a date typed in the form means.
 */

export interface PaymentBank {
  bankname: string | null;
  banknumber: string | null;
  placeholder: string | null;
}

/** "BCA - 1234567890 (PT Jingga Sehat Indonesia)": the select's text and the value sent as `payment`. */
export function bankLabel(bank: PaymentBank): string {
  return `${bank.bankname ?? ''} - ${bank.banknumber ?? ''} (${bank.placeholder ?? ''})`;
}

/** The server's rule: digits, with single spaces or dashes between groups. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]+(?:[ -][0-9]+)*$/;

/** The form's longest values: the server's limits (backend/resolvers/confirmPayment). */
export const CONFIRM_PAYMENT_MAX_LENGTHS = { orderNumber: 32, email: 255, accountName: 128, accountNumber: 34, amount: 20 } as const;

/**
 * Rupiah typed as shoppers write them: "351000", "351.000", "351,000" or "Rp 351.000" (no
 * cents: rupiah have none). Null when it is not a whole amount above 0.
 */
export function parseRupiah(text: string): number | null {
  const plain = text.trim().replace(/^rp\.?\s*/i, '');
  if (!/^(?:\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:,\d{3})+)$/.test(plain)) return null;
  const amount = Number(plain.replace(/[.,]/g, ''));
  return amount > 0 && Number.isSafeInteger(amount) ? amount : null;
}

/** A date as the shopper's calendar shows it: "YYYY-MM-DD" in their own time zone. */
export function localDateString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether "YYYY-MM-DD" is a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
