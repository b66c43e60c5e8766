import { bufferBytes, stringBytes } from './memoryBytes';
import type { AnswerVariant, CachedAnswer } from './responseCache';

// What one answer kept by ResponseCache takes in memory, beside its strings and Buffers
// (memoryBytes.ts). Measured by `npm run bench:cache-memory -- --constants` (heap + external after
// global.gc(), Node 20): 100,000 answers of one shape set into a ResponseCache, then one thing
// varied at a time; the rows it prints are what these constants leave uncounted (about 0).

/**
 * The LRU's slot (its key map, lists, sizes and TTL start), the answer, its headers object and
 * arrays: 301 B measured; the handlers' answers measured about 64 B more (headers objects built by
 * spreading).
 */
const ANSWER_BYTES = 368;
/** A header's place in its object: 8 B measured. */
const HEADER_BYTES = 8;
/** A variant object and its array slot (bufferBytes counts its Buffer), and its ETag's cons string (a template literal) over the hash. */
const VARIANT_BYTES = 72;
/**
 * A tag's array slot and its key's entry in the cache's tag index: 16 B measured, up to 32 while
 * the index's sets have grown but not filled their tables. (Each distinct tag
 * also has its index set, about 220 B, bounded by the catalogue's entities rather than by entries.)
 */
const TAG_BYTES = 32;

const variantBytes = (variant: AnswerVariant) => VARIANT_BYTES + bufferBytes(variant.body) + stringBytes(variant.etag);

/** The memory `answer` keeps under `key`: what the cache's byte budget counts. */
export function answerBytes(key: string, answer: CachedAnswer): number {
  let bytes = ANSWER_BYTES + stringBytes(key);
  // Header values counted as their own, though a few are shared constants: a slight overcount.
  for (const value of Object.values(answer.headers)) bytes += HEADER_BYTES + stringBytes(value);
  for (const variant of answer.variants) bytes += variantBytes(variant);
  for (const tag of answer.tags) bytes += TAG_BYTES + stringBytes(tag);
  return bytes;
}
