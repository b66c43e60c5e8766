import { isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Who is asking, for per-client limits: the peer's address, or with `trustProxy` (TRUST_PROXY=1, a
 * reverse proxy in front) the last address of X-Forwarded-For, the one our own proxy appended; the
 * entries before it are whatever the client chose to send. An IPv6 client is counted by its /64,
 * the block one subscriber gets, so cycling through its addresses does not buy fresh limits.
 */
export function clientKey(req: IncomingMessage, trustProxy = false): string {
  const forwarded = trustProxy ? lastForwardedFor(req.headers['x-forwarded-for']) : undefined;
  const address = (forwarded ?? req.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/i, '');
  return isIPv6(address) ? ipv6Prefix64(address) : address;
}

function lastForwardedFor(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  const last = value?.split(',').pop()?.trim();
  return last || undefined;
}

/** The first four groups of an IPv6 address, "::" expanded: 2001:db8:1:2::5 → 2001:db8:1:2::/64. */
export function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
