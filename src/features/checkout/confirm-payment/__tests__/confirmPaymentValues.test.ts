import { bankLabel, isCalendarDate, localDateString, parseRupiah } from '../confirmPaymentValues';
import { receiptProblem, RECEIPT_SOURCE_MAX_BYTES, sniffImageType } from '../receiptFile';
import { fitWithin } from '../shrinkImage';

describe('the confirm-payment form’s values', () => {
  it('names a bank account as Swift PWA does (the value the server reads)', () => {
    expect(bankLabel({ bankname: 'BCA', banknumber: '1234567890', placeholder: 'PT Jingga Sehat Indonesia' })).toBe('BCA - 1234567890 (PT Jingga Sehat Indonesia)');
  });

  it.each([
    ['351000', 351000],
    ['351.000', 351000],
    ['351,000', 351000],
    ['Rp 1.351.000', 1351000],
    [' rp351000 ', 351000],
  ])('reads %j as %d rupiah', (text, amount) => expect(parseRupiah(text)).toBe(amount));

  it.each(['', '0', '35,5', '351.00', '12.3456', 'abc', '-5000', '1e6', '351000.50'])('reads %j as no amount', (text) => expect(parseRupiah(text)).toBeNull());

  it('knows real calendar days and writes the local date', () => {
    expect(isCalendarDate('2025-12-10')).toBe(true);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('10/12/2025')).toBe(false);
    expect(localDateString(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('the receipt file', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')))).toBe('image/webp');
    expect(sniffImageType(bytes(...ascii('GIF89a')))).toBeNull();
    expect(sniffImageType(bytes(...ascii('%PDF-1.7')))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('refuses other types and files over 20 MB before reading them (a smaller photo is shrunk)', () => {
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_SOURCE_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_SOURCE_MAX_BYTES + 1 })).toBe('size');
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(receiptProblem({ type: '', size: 10 })).toBe('type');
  });
});

describe('shrinking a photo', () => {
  it('fits the longer side within the limit, keeping the proportions, and never enlarges', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(20000, 10, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
