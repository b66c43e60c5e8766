import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheableCacheControl, sendCacheableAnswer, strongEtag } from '../../backend/cache/cachePolicy';
import type { AnswerVariant, CachedAnswer } from '../../backend/cache/responseCache';
import { acceptedEncodings } from '../contentEncoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const variant = (encoding: AnswerVariant['encoding'], body: Buffer): AnswerVariant => ({ encoding, body, etag: strongEtag(body) });

/**
 * A cacheable page as kept and sent: compressed once (the settings htmlResponse.ts uses per
 * request), in each coding a client may take, tagged with what it embeds.
 */
export async function cacheablePage(html: string, tags: string[], sharedCache: boolean, extraHeaders: Record<string, string> = {}): Promise<CachedAnswer> {
  const raw = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(raw, { level: 6 })]);
  return {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheableCacheControl(sharedCache),
      Vary: 'Accept-Encoding',
      'X-Magento-Tags': tags.join(','),
      ...extraHeaders,
    },
    variants: [variant('br', br), variant('gzip', gz), variant('identity', raw)],
    tags,
  };
}

/** Sends a cacheable page in the best coding the client takes (304 when it holds that one). */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedAnswer): void {
  const accepts = acceptedEncodings(req.headers['accept-encoding']);
  const chosen = page.variants.find((candidate) => candidate.encoding === 'identity' || accepts(candidate.encoding))!;
  sendCacheableAnswer(req, res, page.headers, chosen);
}
