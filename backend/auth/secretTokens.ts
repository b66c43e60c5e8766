import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// One-time keys sent to a customer (reset-password and account-confirmation links): 32 hex
// characters, as Magento's Random::getUniqueHash makes them. Only their SHA-256 is stored.

export const newSecretToken = (): string => randomBytes(16).toString('hex');

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether the token is the one whose hash was stored (compared in constant time). */
export function matchesSecretToken(storedHash: string | null, token: string): boolean {
  const stored = storedHash ? Buffer.from(storedHash, 'hex') : null;
  const given = Buffer.from(hashSecretToken(token), 'hex');
  return stored !== null && stored.length === given.length && timingSafeEqual(stored, given);
}
