import { createHash } from 'node:crypto';
import type { RequestContext } from '../types';

const SALT = 'embedded-backend';

/**
 * X-Magento-Cache-Id: a hash of what changes a cacheable answer (store, currency, signed-in). A dead
 * bearer token counts as not signed in; it must not make the id (or the request) fail.
 */
export function cacheIdFor(context: RequestContext): string {
  return createHash('sha256')
    .update([context.store.code, context.currency.code, context.isLoggedIn ? '1' : '0', SALT].join('|'))
    .digest('hex');
}
