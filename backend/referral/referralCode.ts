import { createHash } from 'node:crypto';
import { findReferralCode, insertReferralCode } from '../repositories/referralRepository';
import type { Db } from '../types';

/** Letters and digits that cannot be misread (no 0/O, no 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The longest code anyone may type: longer is no code of ours. */
export const MAX_CODE_LENGTH = 32;

/**
 * The customer's code at the given attempt: their first name's letters (up to six, accents
 * dropped) and four characters from a hash of their id. The same customer gets the same code.
 */
export function referralCodeCandidate(customerId: number, firstname: string, attempt = 0): string {
  const letters =
    firstname
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 6) || 'JINGGA';
  const hash = createHash('sha256').update(`referral:${customerId}:${attempt}`).digest();
  const suffix = Array.from(hash.subarray(0, 4), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${letters}${suffix}`;
}

/** The customer's code, made and kept on first read (the next candidate when another customer has one). */
export function ensureReferralCode(db: Db, customer: { entity_id: number; firstname: string }, at: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const existing = findReferralCode(db, customer.entity_id);
    if (existing) return existing;
    insertReferralCode(db, customer.entity_id, referralCodeCandidate(customer.entity_id, customer.firstname, attempt), at);
  }
}

/** A typed code as stored: trimmed and upper case; null when it cannot be one of ours. */
export function normalizeReferralCode(code: string): string | null {
  const normalized = code.trim().toUpperCase();
  return normalized.length > 0 && normalized.length <= MAX_CODE_LENGTH && /^[A-Z0-9]+$/.test(normalized) ? normalized : null;
}
