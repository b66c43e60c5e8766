import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../types';
import { sendJson } from './sendJson';

/** Magento REST (/rest/V1/...). The checkout calls arrive with the checkout issue; until then every route is unknown. */
export function createRestHandler(_db: Db, _log: (line: string) => void) {
  return async function handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    sendJson(res, 404, { message: 'Request does not match any route.' });
  };
}
