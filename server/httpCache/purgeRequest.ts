import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../../http/fileResponse';
import type { ResponseCache } from '../../backend/cache/responseCache';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  const bare = (address ?? '').replace(/^::ffff:/i, '');
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * PURGE with X-Magento-Tags-Pattern, as Magento's VCL takes it: from allowed addresses only (here
 * loopback, where the seed CLI runs; a request a proxy forwarded is not one, whatever the socket
 * says), else "405 Method not allowed"; without the header "400"; otherwise every kept answer whose
 * tags the pattern matches is dropped and the answer is "200 Purged".
 */
export function createPurgeHandler(cache: ResponseCache | null) {
  return function handlePurge(req: IncomingMessage, res: ServerResponse): void {
    if (!isLoopback(req.socket.remoteAddress) || req.headers['x-forwarded-for'] !== undefined) {
      sendText(res, 405, 'Method not allowed');
      return;
    }
    const raw = req.headers['x-magento-tags-pattern'];
    const source = Array.isArray(raw) ? raw[0] : raw;
    if (!source) {
      sendText(res, 400, 'X-Magento-Tags-Pattern or X-Pool header required');
      return;
    }
    let pattern: RegExp;
    try {
      pattern = new RegExp(source);
    } catch {
      sendText(res, 400, 'X-Magento-Tags-Pattern is not a valid regular expression');
      return;
    }
    cache?.banPattern(pattern);
    sendText(res, 200, 'Purged');
  };
}
