// What strings and Buffers kept by the server's caches take in memory, in bytes. Measured on Node 20
// (64-bit, no pointer compression) by filling arrays with a million of each and reading
// process.memoryUsage() after global.gc() (heapUsed + external, and RSS for what lies outside V8).

const align8 = (bytes: number) => Math.ceil(bytes / 8) * 8;
const LATIN1 = /^[\x00-\xff]*$/;

/**
 * A V8 string: a 16-byte header, then one byte per character when every one is Latin-1 (URLs and
 * header values always are), else two (UTF-16), rounded up to 8. Measured: 20 one-byte characters
 * 40 B, 100 two-byte ones 216 B.
 */
export const stringBytes = (text: string): number => align8(16 + text.length * (LATIN1.test(text) ? 1 : 2));

/**
 * A Buffer that owns its memory (ownedBuffer): its bytes, V8's ArrayBuffer and Uint8Array objects
 * (208 B measured for a 1-byte Buffer) and, outside V8, its backing-store record and malloc's
 * header (about 50 B more RSS).
 */
export const bufferBytes = (buffer: Buffer): number => align8(buffer.byteLength) + 256;

/**
 * `buffer` with memory of its own. A small Buffer is a slice of Node's shared 8 KB pool, and zlib's
 * output a slice of its 16 KB chunk: kept in a cache, the slice keeps the whole of it alive (a
 * 3 KB brotli page held 16 KB). A copy keeps exactly its bytes.
 */
export function ownedBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}
