import { createHash } from 'node:crypto';
import type { RequestContext } from '../types';

const SALT = 'embedded-backend';

/** X-Magento-Cache-Id: a hash of what changes a cacheable answer (store, currency, signed-in). */
export function cacheIdFor(context: RequestContext): string {
  return createHash('sha256')
    .update([context.store.code, context.currency.code, context.customerId ? '1' : '0', SALT].join('|'))
    .digest('hex');
}
