import { createHash } from 'node:crypto';
import { CARD_METHOD_CODE } from '../../checkout/paymentMethods';
import { insertPaymentToken } from '../../repositories/vaultRepository';
import type { Db } from '../../types';

/** A card the test card method saved: Magento's card type code (VI, MC, ...), last four digits, "MM/YYYY". */
export type StoredCardSeed = [type: string, last4: string, expires: string];

/** Magento's vault lists a card until the first day after its last month. */
function expiresAt(expires: string): string {
  const [month, year] = expires.split('/').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The customer's saved cards of the shop's test card method, as Magento's vault stores them. The
 * public hash is a SHA-256 of who and what, as Magento derives it (deterministic, so seeds match).
 */
export function seedStoredCards(db: Db, customerId: number, cards: readonly StoredCardSeed[], createdAt: string): void {
  for (const [type, last4, expires] of cards) {
    const details = { type, maskedCC: last4, expirationDate: expires };
    insertPaymentToken(db, {
      customerId,
      publicHash: createHash('sha256').update(`${customerId}${CARD_METHOD_CODE}card${JSON.stringify(details)}`).digest('hex'),
      paymentMethodCode: CARD_METHOD_CODE,
      type: 'card',
      details,
      createdAt,
      expiresAt: expiresAt(expires),
    });
  }
}
