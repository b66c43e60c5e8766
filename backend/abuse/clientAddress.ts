import { isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Who is asking, for per-client limits: the peer's address, or behind `trustedProxies` reverse
 * proxies (TRUST_PROXY=N) the X-Forwarded-For entry the farthest of them appended: each proxy
 * appends its own peer, so with N of them the client is the N-th entry from the end (Varnish
 * alone: the last; a TLS terminator, then Varnish: the one before the last). Entries before that
 * are whatever the client chose to send. A shorter list (a request that skipped a proxy) gives its
 * first entry. An IPv6 client is counted by its /64, the block one subscriber gets, so cycling
 * through its addresses does not buy fresh limits.
 */
export function clientKey(req: IncomingMessage, trustedProxies = 0): string {
  const forwarded = trustedProxies > 0 ? forwardedClient(req.headers['x-forwarded-for'], trustedProxies) : undefined;
  const address = (forwarded ?? req.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/i, '');
  return isIPv6(address) ? ipv6Prefix64(address) : address;
}

function forwardedClient(header: string | string[] | undefined, trustedProxies: number): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/** The first four groups of an IPv6 address, "::" expanded: 2001:db8:1:2::5 → 2001:db8:1:2::/64. */
export function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
