import type { IncomingMessage } from 'node:http';
import { customerIdForToken } from './auth/tokens';
import { GraphQlInputException } from './errors';
import { configValue, currencyRate, findActiveStoreByCode, findDefaultStore } from './repositories/storeRepository';
import type { Db, RequestContext } from './types';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The absolute base URL as the client sees it, so generated links and media URLs point back here. */
export function requestBaseUrl(req: IncomingMessage): string {
  const proto = header(req, 'x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  const host = header(req, 'x-forwarded-host') || header(req, 'host') || '127.0.0.1';
  return `${proto}://${host}/`;
}

const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/**
 * Builds the resolver context from the Store, Authorization and Content-Currency headers, as
 * Magento's HTTP header processors do. Throws GraphQlInputException for an unknown store or
 * a currency the store does not allow.
 */
export function createRequestContext(db: Db, req: IncomingMessage): RequestContext {
  const storeCode = header(req, 'store')?.trim();
  const store = storeCode ? findActiveStoreByCode(db, storeCode) : findDefaultStore(db);
  if (!store) throw new GraphQlInputException('Requested store is not found');

  const config = (path: string) => configValue(db, store.id, path);
  const baseCurrency = config('currency/options/base') ?? 'USD';
  const allowed = (config('currency/options/allow') ?? baseCurrency).split(',');
  const currencyCode = header(req, 'content-currency')?.trim() || config('currency/options/default') || baseCurrency;
  const rate = allowed.includes(currencyCode) ? currencyRate(db, baseCurrency, currencyCode) : null;
  if (rate === null) throw new GraphQlInputException('Please correct the target currency');

  const bearer = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '')?.[1]?.trim();
  const customerId = bearer ? customerIdForToken(db, bearer) : null;

  const baseUrl = requestBaseUrl(req);
  return {
    db,
    store,
    customerId,
    tokenInvalid: Boolean(bearer) && customerId === null,
    baseCurrency,
    currency: { code: currencyCode, rate },
    baseUrl,
    mediaUrl: `${baseUrl}media/`,
    money: (baseAmount) => ({ value: roundMoney(baseAmount * rate), currency: currencyCode }),
    config,
    request: req,
  };
}
