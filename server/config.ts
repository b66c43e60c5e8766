import path from 'node:path';
import { parseRateLimits, RateLimitConfigError, type RateLimitSettings } from '../backend/abuse/rateLimitRules';
import { CacheHostsError, parseCacheHosts, type CacheHost } from '../backend/cache/purge';
import { DEFAULT_RESPONSE_CACHE_BYTES } from '../backend/cache/responseCache';

export interface ServerConfig {
  host: string;
  /** 0 picks a free port (the ready line shows which). */
  port: number;
  /** SQLite database and generated media of the embedded backend. */
  dataDir: string;
  /** A real Magento store to proxy /graphql, /rest, /media to, instead of the embedded backend. */
  backendUrl: URL | null;
  /** The build that is served. */
  distDir: string;
  /** Build with webpack first when the build is missing or older than the sources. */
  buildWhenStale: boolean;
  /** The repository: where webpack runs and the sources are. */
  rootDir: string;
  logRequests: boolean;
  /** How long SIGINT/SIGTERM waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs: number;
  /**
   * TRUST_PROXY=N: the N reverse proxies nearest the server (Varnish = 1; a TLS terminator in front
   * of Varnish = 2) are trusted: the client is the X-Forwarded-For entry before them, and
   * X-Forwarded-Proto names the scheme. 0 (unset) trusts none: anyone can send those headers.
   */
  trustedProxies: number;
  /** MEDIA_CACHE_MAX_MB: disk budget of the embedded backend's resized images; unset keeps its default (256 MiB). */
  mediaCacheMaxBytes?: number;
  /**
   * GOOGLE_MAPS_API_KEY: a browser key for the Maps JavaScript API. When set, Page Builder maps
   * show Google maps (the key reaches the page in a meta tag and Google's domains join the CSP);
   * without it they list their locations with a link to Google Maps instead.
   */
  googleMapsApiKey: string | null;
  /**
   * BASE_URL: the shop's public address (https://shop.example.com/), the start of every absolute link
   * and media URL the embedded backend hands out (Magento's web/secure/base_url). Unset, they name
   * this server as the client reached it; a Host header naming another site is never believed.
   */
  baseUrl?: string;
  /** RATE_LIMITS: the embedded backend's per-client limits ("off", or overrides such as "signIn=30/60"). */
  rateLimits: RateLimitSettings;
  /**
   * HTTP_CACHE_HOSTS: the shared caches in front (Varnish), comma-separated host:port as Magento's
   * http_cache_hosts. When set, cacheable answers are public for them and writes PURGE them; when
   * not, the server keeps those answers in its own cache.
   */
  cacheHosts: CacheHost[];
  /** RESPONSE_CACHE_MAX_MB: the memory of the server's own cache of cacheable answers (64 MiB). */
  responseCacheMaxBytes: number;
}

export class ConfigError extends Error {}

function parseMegabytes(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const megabytes = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || megabytes <= 0) throw new ConfigError(`${name} must be a positive number of megabytes, not "${raw}"`);
  return Math.round(megabytes * 1024 * 1024);
}

const ROOT_DIR = path.resolve(__dirname, '..');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new ConfigError(`PORT must be a number from 0 to 65535, not "${raw}"`);
  return port;
}

function parseBackendUrl(raw: string | undefined): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`MAGENTO_BACKEND_URL must be an absolute URL such as https://shop.example.com, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`MAGENTO_BACKEND_URL must use http or https, not "${url.protocol}"`);
  return url;
}

/** A Google API key: letters, digits, "-" and "_" (they start "AIza"); anything else is a pasting mistake. */
function parseMapsKey(raw: string | undefined): string | null {
  const key = raw?.trim();
  if (!key) return null;
  if (!/^[\w-]+$/.test(key)) throw new ConfigError('GOOGLE_MAPS_API_KEY must be a Google API key (letters, digits, "-" and "_"), as shown in the Google Cloud console');
  return key;
}

function parseBaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // refused below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) throw new ConfigError(`BASE_URL must be the shop's address such as https://shop.example.com/, not "${raw}"`);
  return url.href.replace(/\/*$/, '/');
}

/** TRUST_PROXY: a number of hops (0-10); `true` is one (its meaning before hops were counted), `false` none. */
function parseTrustedProxies(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (!/^\d+$/.test(value) || Number(value) > 10) throw new ConfigError(`TRUST_PROXY must be the number of proxies in front (0-10), e.g. 2 for a TLS terminator and Varnish, not "${raw}"`);
  return Number(value);
}

function parseHosts(raw: string | undefined): CacheHost[] {
  try {
    return parseCacheHosts(raw);
  } catch (error) {
    if (error instanceof CacheHostsError) throw new ConfigError(error.message);
    throw error;
  }
}

function parseLimits(raw: string | undefined): RateLimitSettings {
  try {
    return parseRateLimits(raw);
  } catch (error) {
    if (error instanceof RateLimitConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * Reads the environment: PORT (8080), HOST (127.0.0.1), DATA_DIR (./var, relative to the current
 * directory), MAGENTO_BACKEND_URL, LOG_REQUESTS=1, TRUST_PROXY=N (0), SHUTDOWN_TIMEOUT_MS (10000), and DIST_DIR (an
 * already built folder to serve as it is; when set, nothing is built), MEDIA_CACHE_MAX_MB (256),
 * GOOGLE_MAPS_API_KEY (optional), BASE_URL (optional), RATE_LIMITS (the defaults), HTTP_CACHE_HOSTS
 * (none), RESPONSE_CACHE_MAX_MB (64).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'var'),
    backendUrl: parseBackendUrl(env.MAGENTO_BACKEND_URL),
    distDir: env.DIST_DIR ? path.resolve(cwd, env.DIST_DIR) : path.join(ROOT_DIR, 'dist'),
    buildWhenStale: !env.DIST_DIR,
    rootDir: ROOT_DIR,
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    shutdownTimeoutMs: Number.isFinite(shutdownTimeoutMs) && shutdownTimeoutMs >= 0 ? shutdownTimeoutMs : 10_000,
    mediaCacheMaxBytes: parseMegabytes('MEDIA_CACHE_MAX_MB', env.MEDIA_CACHE_MAX_MB),
    googleMapsApiKey: parseMapsKey(env.GOOGLE_MAPS_API_KEY),
    baseUrl: parseBaseUrl(env.BASE_URL),
    rateLimits: parseLimits(env.RATE_LIMITS),
    cacheHosts: parseHosts(env.HTTP_CACHE_HOSTS),
    responseCacheMaxBytes: parseMegabytes('RESPONSE_CACHE_MAX_MB', env.RESPONSE_CACHE_MAX_MB) ?? DEFAULT_RESPONSE_CACHE_BYTES,
  };
}
