import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { sendJson } from '../http/sendJson';
import { sendText } from '../http/fileResponse';
import { isForwardablePath, pathnameOf, routeOf } from './apiPaths';
import { SECURITY_HEADER_NAMES } from './securityHeaders';

export interface ProxyOptions {
  /** The Magento origin (MAGENTO_BACKEND_URL); a path in it (https://host/shop) prefixes every request. */
  upstream: URL;
  log: (line: string) => void;
  /** How long to wait for the upstream's answer to start. */
  timeoutMs?: number;
}

/** Connection-level headers (RFC 9110 §7.6.1): they describe one hop, so they are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The upstream's security headers: ours replace them (Magento's report-only CSP is about its own pages). */
const DROPPED_RESPONSE_HEADERS = [...SECURITY_HEADER_NAMES, 'content-security-policy-report-only'];

function withoutHopByHop(headers: IncomingHttpHeaders, alsoDrop: readonly string[] = []): OutgoingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.includes(name) || alsoDrop.includes(name)) continue;
    result[name] = value;
  }
  return result;
}

/** An error in the shape the caller of that path understands: GraphQL errors, REST message, or text. */
function sendError(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const pathname = pathnameOf(req.url);
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) sendJson(res, status, { errors: [{ message }] });
  else if (pathname.startsWith('/rest/')) sendJson(res, status, { message });
  else sendText(res, status, message);
}

function sendGatewayError(req: IncomingMessage, res: ServerResponse, status: 502 | 504, reason: string): void {
  sendError(req, res, status, `${status === 504 ? 'Gateway Timeout' : 'Bad Gateway'}: the Magento backend ${reason}`);
}

/**
 * Forwards a request to the Magento store as it came (method, query, headers such as
 * Authorization, Store, Content-Currency, X-Magento-Cache-Id, and the body, streamed) with Host
 * set to the upstream, and streams the answer back. The path is checked and normalised first
 * (apiPaths.ts routeOf): a refused path is a 400, and only /graphql, /rest/... and /media/... are
 * forwarded (anything else is a 404 the upstream never sees), because the shopper's token is
 * sent to this origin and no other Magento page may be served from it.
 */
export function createProxy({ upstream, log, timeoutMs = 60_000 }: ProxyOptions) {
  const client = upstream.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true });
  const basePath = upstream.pathname.replace(/\/+$/, '');

  return async function proxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const route = routeOf(req.url);
    if (route.kind === 'refused') return sendError(req, res, 400, `Bad Request: ${route.reason}`);
    if (route.kind !== 'api' || !isForwardablePath(route.pathname)) return sendError(req, res, 404, 'Not Found');
    // The normalised path, and the query string exactly as sent.
    const path = basePath + route.pathname + (req.url ?? '').slice(pathnameOf(req.url).length);

    return new Promise<void>((resolve) => {
      const headers = withoutHopByHop(req.headers);
      headers.host = upstream.host;
      const forwardedFor = req.headers['x-forwarded-for'];
      const clientAddress = req.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress;

      const upstreamRequest = client.request({
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || undefined,
        method: req.method,
        path,
        headers,
        agent,
        timeout: timeoutMs,
      });

      upstreamRequest.on('response', (upstreamResponse) => {
        upstreamRequest.setTimeout(0);
        res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.statusMessage, withoutHopByHop(upstreamResponse.headers, DROPPED_RESPONSE_HEADERS));
        upstreamResponse.pipe(res);
        upstreamResponse.on('end', resolve);
        upstreamResponse.on('error', () => {
          res.destroy();
          resolve();
        });
      });
      upstreamRequest.on('timeout', () => {
        upstreamRequest.destroy(new Error('timed out'));
        sendGatewayError(req, res, 504, `did not answer within ${Math.round(timeoutMs / 1000)} s`);
        resolve();
      });
      upstreamRequest.on('error', (error) => {
        if (res.writableEnded) return resolve();
        log(`proxy: ${req.method} ${req.url} -> ${upstream.origin}: ${error.message}`);
        sendGatewayError(req, res, 502, 'could not be reached');
        resolve();
      });
      // A client that hangs up mid-way should not keep the upstream request going.
      res.on('close', () => {
        if (!res.writableFinished) upstreamRequest.destroy();
        resolve();
      });
      req.pipe(upstreamRequest);
    });
  };
}
