import http from 'node:http';

// Magento's purge of a shared HTTP cache (CacheInvalidate\Model\PurgeCache and
// Observer\InvalidateVarnishObserver): to each host of http_cache_hosts, `PURGE /` with the header
// X-Magento-Tags-Pattern, one `((^|,)<tag>(,|$))` alternative per tag joined by `|`; `.*` is a
// full flush. The VCL bans every object whose X-Magento-Tags the pattern matches.

export const TAGS_PATTERN_HEADER = 'X-Magento-Tags-Pattern';
export const FULL_FLUSH = '.*';

/** A host of HTTP_CACHE_HOSTS. */
export interface CacheHost {
  host: string;
  port: number;
}

export class CacheHostsError extends Error {}

/** One host and optional port ("varnish", "10.0.0.7:6081", "[::1]:6081"); Magento's default port is 80. */
const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;

/** HTTP_CACHE_HOSTS (Magento's `--http-cache-hosts`): comma-separated host[:port]; empty or unset means none. */
export function parseCacheHosts(raw: string | undefined): CacheHost[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => {
    const match = HOST_PORT.exec(entry.trim());
    const port = match?.[2] === undefined ? 80 : Number(match[2]);
    if (!match || port < 1 || port > 65535) {
      throw new CacheHostsError(`HTTP_CACHE_HOSTS must be comma-separated host:port pairs such as 127.0.0.1:6081, not "${raw}" ("${entry.trim()}" is not one)`);
    }
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A purge header stays well inside Varnish's 8 KB header limit: longer tag lists are sent in several PURGEs. */
const MAX_PATTERN_LENGTH = 7680;

/** The X-Magento-Tags-Pattern values that ban `tags` (one, unless the list is long). */
export function tagsPatterns(tags: Iterable<string>): string[] {
  const patterns: string[] = [];
  let current = '';
  for (const tag of new Set(tags)) {
    const alternative = `((^|,)${escapeRegExp(tag)}(,|$))`;
    if (current && current.length + 1 + alternative.length > MAX_PATTERN_LENGTH) {
      patterns.push(current);
      current = '';
    }
    current = current ? `${current}|${alternative}` : alternative;
  }
  if (current) patterns.push(current);
  return patterns;
}

/** One `((^|,)<tag>(,|$))` alternative as tagsPatterns writes it: the tag's characters, metacharacters escaped (and "/" as RegExp.source writes it), no comma. */
const TAG_ALTERNATIVE = /\(\(\^\|,\)((?:[^\\.*+?^${}()|[\],]|\\[\\.*+?^${}()|[\]/])+)\(,\|\$\)\)/y;

/**
 * The tags a Magento X-Magento-Tags-Pattern bans when it has the shape Magento writes (alternatives
 * of `((^|,)<tag>(,|$))` joined by `|`), so the ban can look them up; null for any other pattern.
 */
export function tagsOfPattern(source: string): string[] | null {
  const tags: string[] = [];
  for (let position = 0; ; position += 1) {
    TAG_ALTERNATIVE.lastIndex = position;
    const match = TAG_ALTERNATIVE.exec(source);
    if (!match) return null;
    tags.push(match[1].replace(/\\(.)/g, '$1'));
    position = TAG_ALTERNATIVE.lastIndex;
    if (position === source.length) return tags;
    // Anything but a "|" between two alternatives is another kind of pattern.
    if (source[position] !== '|') return null;
  }
}

const hostName = ({ host, port }: CacheHost) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Sends one PURGE; resolves whether the cache said 200. Never rejects: a cache being down must not fail a write. */
export function sendPurge(target: CacheHost, pattern: string, { timeoutMs, log }: { timeoutMs: number; log: (line: string) => void }): Promise<boolean> {
  return new Promise((resolve) => {
    const fail = (reason: string) => {
      log(`purge: PURGE to ${hostName(target)} (${pattern.length > 80 ? `${pattern.slice(0, 80)}...` : pattern}) failed: ${reason}`);
      resolve(false);
    };
    const request = http.request(
      { host: target.host, port: target.port, method: 'PURGE', path: '/', agent: false, timeout: timeoutMs, headers: { Host: hostName(target), [TAGS_PATTERN_HEADER]: pattern } },
      (response) => {
        response.resume();
        if (response.statusCode === 200) resolve(true);
        else fail(`HTTP ${response.statusCode}`);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => fail(error.message));
    request.end();
  });
}

export interface Purger {
  /** Bans every cached answer tagged with one of `tags`, on every host. */
  purgeTags(tags: Iterable<string>): Promise<void>;
  /** Bans everything (a new build, a new catalogue). */
  purgeAll(): Promise<void>;
}

/** 2 s per PURGE: Magento's socket timeout is 10 s, but a write's answer waits for its purges. */
export const PURGE_TIMEOUT_MS = 2000;

export function createPurger(hosts: readonly CacheHost[], { log, timeoutMs = PURGE_TIMEOUT_MS }: { log: (line: string) => void; timeoutMs?: number }): Purger {
  const send = async (patterns: string[]) => {
    await Promise.all(hosts.flatMap((target) => patterns.map((pattern) => sendPurge(target, pattern, { timeoutMs, log }))));
  };
  return {
    purgeTags: (tags) => send(tagsPatterns(tags)),
    purgeAll: () => send([FULL_FLUSH]),
  };
}
