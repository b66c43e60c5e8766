import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http/fileResponse';
import { logWhenFinished } from './accessLog';
import { pathnameOf, routeOf } from './apiPaths';
import { createHealthCheckHandler, HEALTH_CHECK_PATHS, type HealthCheck } from './healthCheck';
import { createPurgeHandler } from './httpCache/purgeRequest';
import type { ResponseCache } from '../backend/cache/responseCache';
import { applySecurityHeaders, securityHeaders, type SecurityOptions } from './securityHeaders';
import { INLINE_SCRIPT_SOURCES, readInlineStyleSources } from './inlineStyles';
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
  /**
   * The server's own cache of cacheable answers (no shared cache in front): cacheable first-paint
   * pages are kept in it, and a loopback PURGE bans from it. The embedded backend keeps its
   * GraphQL answers in the same one.
   */
  responseCache?: ResponseCache | null;
  /** A shared cache (HTTP_CACHE_HOSTS) is in front: cacheable pages are public for it. */
  sharedCache?: boolean;
  /** GET /health_check.php: whether the shop answers; without it the path is the build's (a 404). */
  healthCheck?: HealthCheck;
}

/** The whole site as one request listener: security headers, the path check, then the API paths, then the build. */
export function createApp({ distDir, api, security, log, logRequests = false, firstPaint = true, responseCache = null, sharedCache = false, healthCheck }: AppOptions): Handler {
  const headers = securityHeaders({ ...security, inlineStyleSources: readInlineStyleSources(distDir), inlineScriptSources: INLINE_SCRIPT_SOURCES });
  const pages = firstPaint ? createFirstPaintHtml(distDir, { pageCache: responseCache }) : null;
  const serveStatic = createStaticHandler({
    distDir,
    decorateIndex: pages?.decorate,
    pageKeyUrl: pages?.keyUrl,
    headTags: pageHeadTags({ googleMapsApiKey: security?.googleMapsApiKey }),
    pageCache: responseCache,
    sharedCache,
  });
  const purge = createPurgeHandler(responseCache);
  const answerHealth = healthCheck ? createHealthCheckHandler(healthCheck) : null;

  return async function handle(req, res) {
    applySecurityHeaders(res, headers);
    if (logRequests) logWhenFinished(req, res, log);
    try {
      if (req.method === 'PURGE') {
        purge(req, res);
        return;
      }
      if (answerHealth && HEALTH_CHECK_PATHS.includes(pathnameOf(req.url))) {
        await answerHealth(req, res);
        return;
      }
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
