import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified } from '../../http/fileResponse';
import type { AnswerVariant } from './responseCache';

/** Magento's page cache TTL (system/full_page_cache/ttl, 86400 s). */
export const MAGENTO_TTL_SECONDS = 86400;

/** A cacheable answer with a shared cache in front (HTTP_CACHE_HOSTS), which writes purge: Magento's own header. */
export const PUBLIC_CACHE_CONTROL = `max-age=${MAGENTO_TTL_SECONDS}, public, s-maxage=${MAGENTO_TTL_SECONDS}`;
/**
 * A cacheable answer without one: nothing could purge a browser's copy, so browsers revalidate
 * (a 304 on the ETag) and the server keeps the answer in its own cache instead.
 */
export const REVALIDATE = 'no-cache';
/** Everything else: POSTs, mutations, a customer's answers, errors. */
export const NO_STORE = 'no-store';

/** The Cache-Control of a cacheable answer. */
export const cacheableCacheControl = (sharedCache: boolean): string => (sharedCache ? PUBLIC_CACHE_CONTROL : REVALIDATE);

/** A strong validator of exactly these bytes. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The headers a 304 repeats (RFC 9110 §15.4.5), and the cache id the storefront echoes. */
const REVALIDATION_HEADERS = ['Cache-Control', 'Vary', 'X-Magento-Cache-Id'];

/**
 * Sends a cacheable answer: 304 when the client holds this variant already (If-None-Match), else
 * the variant's bytes with its ETag (headers only for HEAD).
 */
export function sendCacheableAnswer(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, variant: AnswerVariant): void {
  if (isNotModified(req, variant.etag)) {
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => REVALIDATION_HEADERS.includes(name)));
    res.writeHead(304, { ...kept, ETag: variant.etag }).end();
    return;
  }
  const own: Record<string, string> = { ETag: variant.etag, 'Content-Length': String(variant.body.length) };
  if (variant.encoding !== 'identity') own['Content-Encoding'] = variant.encoding;
  res.writeHead(200, { ...headers, ...own });
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}
