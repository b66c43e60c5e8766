import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http/fileResponse';
import { logWhenFinished } from './accessLog';
import { routeOf } from './apiPaths';
import { applySecurityHeaders, securityHeaders, type SecurityOptions } from './securityHeaders';
import { createFirstPaintHtml } from './firstPaint/firstPaintHtml';
import { createStaticHandler, pageHeadTags } from './staticFiles';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface AppOptions {
  distDir: string;
  /**
   * The commerce API: the embedded backend's `handle` (resolves false for a path it does not
   * serve) or the proxy to MAGENTO_BACKEND_URL.
   */
  api: (req: IncomingMessage, res: ServerResponse) => Promise<boolean | void>;
  security?: SecurityOptions;
  log: (line: string) => void;
  logRequests?: boolean;
  /** Embed each page's first-paint data and preloads in its HTML (server/firstPaint); default true. */
  firstPaint?: boolean;
}

/** The whole site as one request listener: security headers, the path check, then the API paths, then the build. */
export function createApp({ distDir, api, security, log, logRequests = false, firstPaint = true }: AppOptions): Handler {
  const headers = securityHeaders(security);
  const serveStatic = createStaticHandler({
    distDir,
    decorateIndex: firstPaint ? createFirstPaintHtml(distDir) : undefined,
    headTags: pageHeadTags({ googleMapsApiKey: security?.googleMapsApiKey }),
  });

  return async function handle(req, res) {
    applySecurityHeaders(res, headers);
    if (logRequests) logWhenFinished(req, res, log);
    try {
      const route = routeOf(req.url);
      if (route.kind === 'refused') {
        sendText(res, 400, `Bad Request: ${route.reason}`);
        return;
      }
      if (route.kind === 'api') {
        const handled = await api(req, res);
        if (handled === false) sendText(res, 404, 'Not Found');
        return;
      }
      await serveStatic(req, res);
    } catch (error) {
      log(`server: ${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
}
