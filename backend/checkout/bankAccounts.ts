import { configValue } from '../repositories/storeRepository';
import type { Db } from '../types';

/** One of the shop's bank accounts a bank-transfer customer pays into (Swift PWA's PaymentBank). */
export interface BankAccount {
  bankname: string;
  banknumber: string;
  /** The account holder. */
  placeholder: string;
}

/** Where a merchant lists other accounts: a JSON array of {bankname, banknumber, placeholder}. */
export const BANK_ACCOUNTS_PATH = 'payment/banktransfer/bank_accounts';

const HOLDER = 'PT Jingga Sehat Indonesia';

/** The demo shop's accounts (the bank transfer instructions in paymentConfig.ts name the BCA one). */
export const DEFAULT_BANK_ACCOUNTS: readonly BankAccount[] = [
  { bankname: 'BCA', banknumber: '1234567890', placeholder: HOLDER },
  { bankname: 'Mandiri', banknumber: '1230004567890', placeholder: HOLDER },
  { bankname: 'BNI', banknumber: '0234567891', placeholder: HOLDER },
  { bankname: 'BRI', banknumber: '034101000456307', placeholder: HOLDER },
];

const isAccount = (value: unknown): value is BankAccount =>
  typeof value === 'object' &&
  value !== null &&
  ['bankname', 'banknumber', 'placeholder'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The store's accounts: the configured list when it is a readable one, else the defaults. */
export function bankAccounts(db: Db, storeId: number): readonly BankAccount[] {
  const configured = configValue(db, storeId, BANK_ACCOUNTS_PATH);
  if (!configured) return DEFAULT_BANK_ACCOUNTS;
  try {
    const parsed: unknown = JSON.parse(configured);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isAccount) ? parsed : DEFAULT_BANK_ACCOUNTS;
  } catch {
    return DEFAULT_BANK_ACCOUNTS;
  }
}

/** How Swift PWA's storefront names an account in its select, and sends it as `payment`. */
export const bankAccountLabel = (account: BankAccount): string => `${account.bankname} - ${account.banknumber} (${account.placeholder})`;

/** The account a `payment` value names (its label or its bank's name, in any letter case), or null. */
export function findBankAccount(accounts: readonly BankAccount[], payment: string): BankAccount | null {
  const wanted = payment.trim().toLowerCase();
  return accounts.find((account) => bankAccountLabel(account).toLowerCase() === wanted || account.bankname.toLowerCase() === wanted) ?? null;
}
