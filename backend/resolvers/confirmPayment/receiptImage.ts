import type { PaymentReceipt } from '../../repositories/paymentConfirmationRepository';

/**
 * The largest receipt image kept: 700 KB, so that its base64 (4/3 of it) and the rest of the
 * mutation fit the 1 MiB GraphQL request limit. The storefront shrinks a larger photo first.
 */
export const RECEIPT_MAX_BYTES = 700 * 1024;
/** The longest base64 text a receipt of RECEIPT_MAX_BYTES takes (padding included). */
const MAX_BASE64_LENGTH = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;

/** What is wrong with a receipt, or null when it is a usable image. */
export type ReceiptProblem = 'unreadable' | 'type' | 'size';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A file's type by its first bytes (its signature): what the file is, whatever it is called. */
export function imageTypeOf(bytes: Buffer): PaymentReceipt['type'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const EXTENSIONS: Record<PaymentReceipt['type'], string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The file's own name without any folder part, at most `maxLength` characters; a made-up one when there is none. */
function receiptFilename(filename: string | null | undefined, type: PaymentReceipt['type'], maxLength: number): string {
  const name = (filename ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return name ? name.slice(0, maxLength) : `receipt.${EXTENSIONS[type]}`;
}

/**
 * Decodes a receipt sent as base64 (or a data URL) and checks it by its bytes: a JPEG, PNG or
 * WebP image of at most RECEIPT_MAX_BYTES. The size is checked before decoding too, so an
 * oversized text is never decoded.
 */
export function decodeReceipt(base64: string, filename: string | null | undefined, maxFilenameLength: number): PaymentReceipt | ReceiptProblem {
  const text = base64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (text.length > MAX_BASE64_LENGTH) return 'size';
  if (!BASE64.test(text) || text.length % 4 === 1) return 'unreadable';
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) return 'unreadable';
  if (bytes.length > RECEIPT_MAX_BYTES) return 'size';
  const type = imageTypeOf(bytes);
  if (!type) return 'type';
  return { filename: receiptFilename(filename, type, maxFilenameLength), type, bytes };
}
