import { shrinkImage } from './shrinkImage';

/** The receipt sent: a JPEG, PNG or WebP image of at most 700 KB (the server checks the same). */
export const RECEIPT_MAX_BYTES = 700 * 1024;
/** The largest photo the form takes to shrink: far more than a phone's photo, too much to decode at ease. */
export const RECEIPT_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The file picker's `accept`: only images of those types are offered. */
export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(',');

export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export type ReceiptProblem = 'type' | 'size';

export interface ReadReceipt {
  filename: string;
  type: ReceiptType;
  /** The file's bytes in base64, as the server takes them. */
  base64: string;
  /** A data URL of the image, for its preview. */
  preview: string;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) => prefix.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** A file's type by its first bytes (its signature), whatever its name or the type the browser guessed. */
export function sniffImageType(bytes: Uint8Array): ReceiptType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** What is wrong with a file before reading it (its size, the type the browser gives it), or null. */
export function receiptProblem(file: Pick<File, 'size' | 'type'>): ReceiptProblem | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > RECEIPT_SOURCE_MAX_BYTES) return 'size';
  return null;
}

/** The file's name with the extension of a JPEG ("bukti.png" becomes "bukti.jpg"). */
const asJpegName = (filename: string) => `${filename.replace(/\.[^./\\]*$/, '') || 'receipt'}.jpg`;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

const asReceipt = (filename: string, type: ReceiptType, bytes: Uint8Array): ReadReceipt => {
  const base64 = bytesToBase64(bytes);
  return { filename, type, base64, preview: `data:${type};base64,${base64}` };
};

/**
 * Reads a chosen file as a receipt: checked by its type and size, then by its bytes; a photo over
 * RECEIPT_MAX_BYTES is made smaller (a JPEG) in the browser. A file that cannot be read as an
 * image is refused as of the wrong type.
 */
export async function readReceipt(file: File): Promise<ReadReceipt | ReceiptProblem> {
  const problem = receiptProblem(file);
  if (problem) return problem;
  const bytes = await readBytes(file);
  const type = sniffImageType(bytes);
  if (!type) return 'type';
  if (bytes.length <= RECEIPT_MAX_BYTES) return asReceipt(file.name, type, bytes);
  const shrunk = await shrinkImage(file, RECEIPT_MAX_BYTES);
  if (typeof shrunk === 'string') return shrunk;
  const jpeg = await readBytes(shrunk);
  return sniffImageType(jpeg) === 'image/jpeg' ? asReceipt(asJpegName(file.name), 'image/jpeg', jpeg) : 'type';
}
