import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { customerIdForToken } from './auth/tokens';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlAuthorizationException, GraphQlInputException } from './errors';
import { configValue, currencyRate, findActiveStoreByCode, findDefaultStore } from './repositories/storeRepository';
import type { Db, RequestContext } from './types';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The absolute base URL as the client sees it, so generated links and media URLs point back here.
 * X-Forwarded-Host/-Proto count only with `trustProxy` (a proxy in front sets them); otherwise anyone
 * could make the shop hand out links to another site.
 */
export function requestBaseUrl(req: IncomingMessage, trustProxy = false): string {
  const forwarded = (name: string) => (trustProxy ? header(req, name)?.split(',')[0]?.trim() : undefined);
  const forwardedProto = forwarded('x-forwarded-proto')?.toLowerCase();
  const ownProto = (req.socket as Partial<TLSSocket> | undefined)?.encrypted ? 'https' : 'http';
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : ownProto;
  const host = forwarded('x-forwarded-host') || header(req, 'host') || '127.0.0.1';
  return `${proto}://${host}/`;
}

const roundMoney = (value: number): number => Math.round(value * 100) / 100;

export interface RequestContextOptions {
  /** Believe X-Forwarded-Host/-Proto (BackendOptions.trustProxy). */
  trustProxy?: boolean;
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

  const baseUrl = requestBaseUrl(req, options.trustProxy);
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
    log: options.log ?? ((line) => console.error(line)),
  };
}
