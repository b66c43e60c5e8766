import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../../http/fileResponse';
import { checkRequestPath } from '../../http/requestPath';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/** A prefix ending in `/` matches everything under it; otherwise the path itself and what is under it. */
export type Route = [prefix: string, handler: RouteHandler];

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The backend's request handler: the route whose prefix the path has, or false (untouched) for
 * any other path. A path of one of its routes that requestPath.ts refuses is a 400 before any
 * handler sees it (the media handler would resolve it inside its folder anyway; this is plainer).
 */
export function createRouter(routes: readonly Route[]) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const pathname = (req.url ?? '/').split('?')[0];
    const route = routes.find(([prefix]) => matches(pathname, prefix));
    if (!route) return false;
    const checked = checkRequestPath(pathname);
    if (!checked.ok) {
      sendText(res, 400, `Bad Request: ${checked.reason}`);
      return true;
    }
    await route[1](req, res);
    return true;
  };
}
