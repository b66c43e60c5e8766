import type Database from 'better-sqlite3';
import type { IncomingMessage } from 'node:http';
import type { RequestLimits } from './abuse/clientLimits';
import type { RateLimitSettings } from './abuse/rateLimitRules';
import type { CacheTags } from './cache/cacheTags';
import type { CacheHost } from './cache/purge';
import type { ResponseCache } from './cache/responseCache';

export type Db = Database.Database;

export interface StoreView {
  id: number;
  code: string;
  websiteId: number;
  name: string;
}

/** RoutableInterface fields that route() sets on the entity it answers; other queries leave them out. */
export interface RoutedFields {
  relative_url?: string;
  redirect_code?: number;
  type?: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE' | null;
}

/** A monetary value as Magento returns it (GraphQL `Money`). */
export interface Money {
  value: number;
  currency: string;
}

/** Everything a resolver knows about the request it serves. */
export interface RequestContext {
  db: Db;
  store: StoreView;
  /**
   * Signed-in customer from `Authorization: Bearer`, or null for a guest. Reading it throws
   * GraphQlAuthorizationException ("The current customer isn't authorized.") when a bearer token
   * was sent but is unknown, revoked or expired: such a request is never served as a guest's.
   */
  readonly customerId: number | null;
  /** Whether a live customer token came with the request. Never throws: for the cache id only. */
  readonly isLoggedIn: boolean;
  baseCurrency: string;
  /** Display currency (Content-Currency header, else the store default) and its rate from base. */
  currency: { code: string; rate: number };
  /** Absolute base URL of this request, ending in "/" (e.g. http://127.0.0.1:8080/). */
  baseUrl: string;
  /** Absolute media URL, ending in "/" (baseUrl + "media/"). */
  mediaUrl: string;
  /** Converts a base-currency amount to the display currency. */
  money(baseAmount: number): Money;
  /** A store-scoped configuration value (store scope first, then default scope), or null. */
  config(path: string): string | null;
  request: IncomingMessage;
  /** Who is asking, for per-client limits: the client's address (a trusted proxy's X-Forwarded-For), an IPv6 client by its /64. */
  client: string;
  /** The backend's per-client limits for this request's client (backend/abuse, README "Limits"). */
  limits: RequestLimits;
  /** The backend's log (BackendOptions.log): one line, on the server console by default. Never pass it a password. */
  log(line: string): void;
  /** The cache tags of the entities this request's answer shows (X-Magento-Tags), added as they resolve (backend/cache). */
  cacheTags: CacheTags;
}

export interface BackendOptions {
  /** Folder holding the SQLite database and generated media; created and seeded when empty. */
  dataDir: string;
  /** Logs one line; defaults to console.error. */
  log?: (line: string) => void;
  /** Disk budget of resized media variants (least recently used go first); defaults to the media handler's. */
  mediaCacheMaxBytes?: number;
  /**
   * How many reverse proxies in front are trusted (server: TRUST_PROXY=N; 0, the default, none): the
   * client is then the X-Forwarded-For entry they added, and X-Forwarded-Proto names the links'
   * scheme. Untrusted, anyone could send either and choose their limits or our links' scheme.
   */
  trustedProxies?: number;
  /**
   * The shop's base URL (server: BASE_URL), e.g. https://shop.example.com/: every absolute link and
   * media URL starts with it. Unset, they name this server as the client reached it (never a Host
   * header that names another site).
   */
  baseUrl?: string;
  /** Per-client request limits (server: RATE_LIMITS); the defaults of backend/abuse/rateLimitRules.ts when not given, 'off' for none. */
  rateLimits?: RateLimitSettings;
  /**
   * The shared HTTP caches in front (server: HTTP_CACHE_HOSTS, Magento's http_cache_hosts):
   * cacheable GraphQL answers are public for them, and writes send them PURGEs by tag.
   */
  cacheHosts?: readonly CacheHost[];
  /** The server's own cache of cacheable answers (when no shared cache is in front): writes ban it by tag. */
  responseCache?: ResponseCache;
  /** The clock unpaid orders expire by (orders/unpaidOrderSchedule.ts); the system clock unless a test moves it. */
  now?: () => Date;
}
