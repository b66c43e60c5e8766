import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { customerIdForToken } from './auth/tokens';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlAuthorizationException, GraphQlInputException } from './errors';
import { configValue, currencyRate, findActiveStoreByCode, findDefaultStore } from './repositories/storeRepository';
import type { Db, RequestContext } from './types';
import { clientKey } from './abuse/clientAddress';
import { bindLimits, createClientLimits } from './abuse/clientLimits';
import type { ClientLimits } from './abuse/clientLimits';
import { CacheTags } from './cache/cacheTags';

const NO_LIMITS = createClientLimits('off');

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The hosts a request may name for this server when no base URL is configured: loopback, or the address it reached. */
function isOwnHost(host: string, req: IncomingMessage): boolean {
  const { localAddress, localPort } = req.socket ?? {};
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d+))?$/i.exec(host.trim().toLowerCase());
  if (!match || !localPort) return false;
  const name = match[1].replace(/^\[|\]$/g, '');
  const own = (localAddress ?? '').replace(/^::ffff:/, '');
  const port = match[2] ? Number(match[2]) : null;
  return ['localhost', '127.0.0.1', '::1', own].includes(name) && (port === null ? localPort === 80 || localPort === 443 : port === localPort);
}

/** This server's own address as the request reached it ("127.0.0.1:8080", "[::1]:8080"). */
function ownHost(req: IncomingMessage): string {
  const { localAddress, localPort } = req.socket ?? {};
  const address = (localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `${address.includes(':') ? `[${address}]` : address}${localPort ? `:${localPort}` : ''}`;
}

export interface BaseUrlOptions {
  /** The shop's configured base URL (BASE_URL, Magento's web/secure/base_url): when set, the only one. */
  baseUrl?: string;
  /** Proxies in front that are trusted: with any, X-Forwarded-Proto is believed (one terminates TLS). */
  trustedProxies?: number;
}

/**
 * The absolute base URL of the shop's links and media URLs. As in Magento it is the configured one
 * when there is one; never a host the client chose (a `Host: evil.example` request must not put that
 * host into a password-reset link or a media URL). Without one, the Host header counts only when it
 * names this server itself (loopback, or the address and port the connection reached); otherwise
 * that address is used. The scheme is https on a TLS socket, or a trusted proxy's X-Forwarded-Proto.
 */
export function requestBaseUrl(req: IncomingMessage, options: BaseUrlOptions = {}): string {
  if (options.baseUrl) return options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const forwardedProto = options.trustedProxies ? header(req, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  const ownProto = (req.socket as Partial<TLSSocket> | undefined)?.encrypted ? 'https' : 'http';
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : ownProto;
  const host = header(req, 'host');
  return `${proto}://${host && isOwnHost(host, req) ? host : ownHost(req)}/`;
}

const roundMoney = (value: number): number => Math.round(value * 100) / 100;

export interface RequestContextOptions extends BaseUrlOptions {
  /** The backend's per-client limits (BackendOptions.rateLimits); none when not given. */
  limits?: ClientLimits;
  /** The backend's log (BackendOptions.log); console.error when not given. */
  log?: (line: string) => void;
}

/** The bearer token of the request's Authorization header, or undefined. */
export function bearerToken(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '')?.[1]?.trim() || undefined;
}

/**
 * Builds the resolver context from the Store, Authorization and Content-Currency headers, as
 * Magento's HTTP header processors do. Throws GraphQlInputException for an unknown store or
 * a currency the store does not allow.
 */
export function createRequestContext(db: Db, req: IncomingMessage, options: RequestContextOptions = {}): RequestContext {
  const storeCode = header(req, 'store')?.trim();
  const store = storeCode ? findActiveStoreByCode(db, storeCode) : findDefaultStore(db);
  if (!store) throw new GraphQlInputException('Requested store is not found');

  const config = (path: string) => configValue(db, store.id, path);
  const baseCurrency = config('currency/options/base') ?? 'USD';
  const allowed = (config('currency/options/allow') ?? baseCurrency).split(',');
  const currencyCode = header(req, 'content-currency')?.trim() || config('currency/options/default') || baseCurrency;
  const rate = allowed.includes(currencyCode) ? currencyRate(db, baseCurrency, currencyCode) : null;
  if (rate === null) throw new GraphQlInputException('Please correct the target currency');

  const bearer = bearerToken(req);
  const tokenCustomerId = bearer ? customerIdForToken(db, bearer) : null;
  const tokenRefused = Boolean(bearer) && tokenCustomerId === null;

  const baseUrl = requestBaseUrl(req, options);
  const client = clientKey(req, options.trustedProxies);
  return {
    db,
    store,
    // Decided once, here: whoever asks who the customer is gets the refusal, so no resolver can
    // serve a dead token as a guest (Magento #26112: createEmptyCart made a guest cart). Operations
    // that never ask (catalogue, CMS, storeConfig) answer as for a guest.
    get customerId(): number | null {
      if (tokenRefused) throw new GraphQlAuthorizationException(CUSTOMER_NOT_AUTHORIZED);
      return tokenCustomerId;
    },
    isLoggedIn: tokenCustomerId !== null,
    baseCurrency,
    currency: { code: currencyCode, rate },
    baseUrl,
    mediaUrl: `${baseUrl}media/`,
    money: (baseAmount) => ({ value: roundMoney(baseAmount * rate), currency: currencyCode }),
    config,
    request: req,
    client,
    limits: bindLimits(options.limits ?? NO_LIMITS, client),
    log: options.log ?? ((line) => console.error(line)),
    cacheTags: new CacheTags(),
  };
}
