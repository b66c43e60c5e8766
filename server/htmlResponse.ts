import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedEncodings } from './contentEncoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page made for this request: compressed on the fly (fast settings: it is a few KB), never stored by caches. */
export async function sendHtml(req: IncomingMessage, res: ServerResponse, html: string, cacheControl: string, extraHeaders: Record<string, string> = {}, status = 200): Promise<void> {
  const accepts = acceptedEncodings(req.headers['accept-encoding']);
  const raw = Buffer.from(html, 'utf8');
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', ...extraHeaders };
  let body = raw;
  if (accepts('br')) {
    body = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['Content-Encoding'] = 'br';
  } else if (accepts('gzip')) {
    body = await gzip(raw, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
