/** What a saved card shows: its brand, last digits and expiry, read from the token's details JSON. */
export interface CardView {
  brandId: string;
  last4: string;
  expires: string;
}

/** Magento's card type codes (VI, MC, AE, JCB, ...) as message ids of their brand names. */
const BRANDS: Record<string, string> = { VI: 'savedPayments.brand.VI', MC: 'savedPayments.brand.MC', AE: 'savedPayments.brand.AE', JCB: 'savedPayments.brand.JCB' };

/** The token's details ({"type":"VI","maskedCC":"1111","expirationDate":"12/2028"}); null when unreadable. */
export function cardView(details: string | null | undefined): CardView | null {
  if (!details) return null;
  try {
    const parsed = JSON.parse(details) as { type?: unknown; maskedCC?: unknown; expirationDate?: unknown };
    const type = typeof parsed.type === 'string' ? parsed.type : '';
    return {
      brandId: BRANDS[type] ?? 'savedPayments.brand.other',
      last4: typeof parsed.maskedCC === 'string' ? parsed.maskedCC : '',
      expires: typeof parsed.expirationDate === 'string' ? parsed.expirationDate : '',
    };
  } catch {
    return null;
  }
}
