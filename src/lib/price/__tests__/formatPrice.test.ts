import { formatPrice } from '../formatPrice';

/** Intl separates the symbol with a no-break space; shoppers read it as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it.each(['en-US', 'id-ID'])('writes IDR as "Rp 125.000" in %s', (locale) => {
    expect(plain(formatPrice({ value: 125000, currency: 'IDR' }, locale))).toBe('Rp 125.000');
  });

  it('rounds IDR to whole rupiah and groups millions with dots', () => {
    expect(plain(formatPrice({ value: 1234567.6, currency: 'IDR' }))).toBe('Rp 1.234.568');
  });

  it('writes other currencies in the shopper locale', () => {
    expect(formatPrice({ value: 0, currency: 'USD' }, 'en-US')).toBe('$0.00');
  });

  it('treats a missing value as zero and a missing or unknown currency as IDR', () => {
    expect(plain(formatPrice({ value: null, currency: null }))).toBe('Rp 0');
    expect(plain(formatPrice({ value: 5000, currency: 'NOPE!' }))).toBe('Rp 5.000');
  });
});
