import { FULL_FLUSH, parseCacheHosts, sendPurge, type CacheHost } from '../cache/purge';

/**
 * Where a seed's new data must be flushed: each host of HTTP_CACHE_HOSTS (Varnish), and the
 * storefront this machine runs on PORT (8080), whose own cache takes a PURGE from loopback.
 */
export function seedPurgeTargets(env: NodeJS.ProcessEnv): CacheHost[] {
  const targets = parseCacheHosts(env.HTTP_CACHE_HOSTS);
  const port = Number(env.PORT || 8080);
  if (Number.isInteger(port) && port > 0 && port < 65536) targets.push({ host: env.HOST === '::1' ? '::1' : '127.0.0.1', port });
  return targets;
}

/**
 * Sends each target a full flush (`.*`): a seed replaces the whole catalogue and its settings.
 * Nothing listening (no storefront running) is only reported; the seed itself has succeeded.
 */
export async function purgeAfterSeed(targets: readonly CacheHost[], log: (line: string) => void, timeoutMs = 2000): Promise<void> {
  await Promise.all(
    targets.map(async (target) => {
      if (await sendPurge(target, FULL_FLUSH, { timeoutMs, log })) log(`seed: flushed the HTTP cache at ${target.host}:${target.port}`);
    }),
  );
}
