import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { answerBytes } from './answerBytes';
import { MAGENTO_TTL_SECONDS } from './cachePolicy';
import { ownedBuffer, stringBytes } from './memoryBytes';
import { tagsOfPattern } from './purge';
import { TagIndex } from './tagIndex';

/** One form of an answer's body: as is, or compressed (HTML is compressed per client). */
export interface AnswerVariant {
  encoding: 'identity' | 'br' | 'gzip';
  body: Buffer;
  /** Strong, per variant: a gzip body is other bytes than the plain one. */
  etag: string;
}

/** A cacheable answer as kept: sent again byte for byte, with the tags it was answered with. */
export interface CachedAnswer {
  /** Content-Type, Cache-Control, X-Magento-Tags, X-Magento-Cache-Id...: everything but the body's own. */
  headers: Record<string, string>;
  /** Best first; the identity one last. */
  variants: AnswerVariant[];
  tags: readonly string[];
}

export interface ResponseCacheOptions {
  /** The memory it may hold (answerBytes.ts counts what an answer keeps); the least recently used answers go first. */
  maxBytes: number;
  /** How long an answer is kept at most (Magento's page cache TTL by default). */
  ttlMs?: number;
}

/** 64 MiB: a few hundred first-paint pages and thousands of catalogue answers. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** A header is never part of another: a separator no header value holds. */
const SEPARATOR = '\n';

/**
 * The cache key of a request, as Magento's VCL hashes it: the URL (path and query; a page's as it
 * reads it), the host (the builtin vcl_hash; answers carry absolute links on it) and the forwarded
 * protocol, then for GraphQL its X-Magento-Cache-Id, Store and Content-Currency.
 */
export function requestKey(req: IncomingMessage, cacheId = '', url = req.url ?? '/'): string {
  return [
    url,
    header(req, 'host'),
    header(req, 'x-forwarded-host'),
    header(req, 'x-forwarded-proto'),
    cacheId,
    header(req, 'store'),
    header(req, 'content-currency'),
  ].join(SEPARATOR);
}

/** The answer as kept: its bodies in memory of their own, so a slice cannot keep a larger buffer alive. */
const owned = (answer: CachedAnswer): CachedAnswer => ({ ...answer, variants: answer.variants.map((variant) => ({ ...variant, body: ownedBuffer(variant.body) })) });

/**
 * Header values are the client's: a thousand ids under keys of up to 16 KB each would be 32 MB.
 * 256 KiB holds a thousand ordinary ones.
 */
const COMPUTED_CACHE_IDS_MAX_BYTES = 256 * 1024;

/**
 * The server's own cache of cacheable answers (GraphQL GETs and first-paint HTML) when no shared
 * cache (Varnish) is in front: bounded in bytes and age, and emptied by tag as Varnish bans on a
 * PURGE (`obj.http.X-Magento-Tags ~ <pattern>`).
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly byTag = new TagIndex();
  /** Set while everything goes at once: the index is emptied whole, not key by key. */
  private clearing = false;
  /**
   * X-Magento-Cache-Id the backend computed for a Store + Content-Currency pair (a request without
   * one). Bounded: header values are the client's, and " default" is the store "default" too.
   */
  private readonly computedCacheIds = new LRUCache<string, string>({
    max: 1000,
    maxSize: COMPUTED_CACHE_IDS_MAX_BYTES,
    sizeCalculation: (id, pair) => stringBytes(pair) + stringBytes(id),
  });

  constructor({ maxBytes, ttlMs = MAGENTO_TTL_SECONDS * 1000 }: ResponseCacheOptions) {
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) => answerBytes(key, answer),
      ttl: ttlMs,
      // Replaced, evicted, expired or deleted: the index forgets it too.
      dispose: (answer, key) => {
        if (!this.clearing) this.byTag.remove(key, answer.tags);
      },
    });
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  set(key: string, answer: CachedAnswer): void {
    const kept = owned(answer);
    this.entries.set(key, kept);
    // An answer larger than the whole budget is not kept.
    if (this.entries.peek(key) === kept) this.byTag.add(key, kept.tags);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The memory its answers keep, as counted against the budget. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** The cache id a request without X-Magento-Cache-Id would be answered with, once one was. */
  computedCacheId(req: IncomingMessage): string | undefined {
    return this.computedCacheIds.get(header(req, 'store') + SEPARATOR + header(req, 'content-currency'));
  }

  rememberCacheId(req: IncomingMessage, cacheId: string): void {
    this.computedCacheIds.set(header(req, 'store') + SEPARATOR + header(req, 'content-currency'), cacheId);
  }

  /** Drops every answer carrying one of `tags` (a write changed what they show): only those are touched. */
  banTags(tags: Iterable<string>): number {
    const doomed = this.byTag.keysOf(tags);
    for (const key of doomed) this.entries.delete(key);
    return doomed.size;
  }

  /**
   * Drops every answer whose X-Magento-Tags `pattern` matches (a PURGE's X-Magento-Tags-Pattern):
   * Magento's tag alternatives by the index, `.*` by emptying it, any other pattern by testing each.
   */
  banPattern(pattern: RegExp): number {
    if (pattern.source === '.*') {
      const count = this.entries.size;
      this.clearing = true;
      this.entries.clear();
      this.clearing = false;
      this.byTag.clear();
      // A full flush follows changed settings (the seed): the ids may differ now.
      this.computedCacheIds.clear();
      return count;
    }
    const tags = tagsOfPattern(pattern.source);
    if (tags) return this.banTags(tags);
    return this.dropWhere((answer) => pattern.test(answer.tags.join(',')));
  }

  private dropWhere(matches: (answer: CachedAnswer) => boolean): number {
    const doomed: string[] = [];
    for (const [key, answer] of this.entries.entries()) if (matches(answer)) doomed.push(key);
    for (const key of doomed) this.entries.delete(key);
    return doomed.length;
  }
}
