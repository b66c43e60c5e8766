import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedEncodings } from './contentEncoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Coding = 'br' | 'gzip' | 'identity';

/** The best coding the client takes. */
function codingFor(req: IncomingMessage): Coding {
  const accepts = acceptedEncodings(req.headers['accept-encoding']);
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
}

/** Fast settings: a page is a few KB. */
function encode(html: string, coding: Coding): Promise<Buffer> {
  const raw = Buffer.from(html, 'utf8');
  if (coding === 'br') return brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (coding === 'gzip') return gzip(raw, { level: 6 });
  return Promise.resolve(raw);
}

async function send(req: IncomingMessage, res: ServerResponse, coding: Coding, body: Buffer, cacheControl: string, extraHeaders: Record<string, string>, status: number): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', ...extraHeaders };
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A page made for this request: compressed on the fly, never stored by caches. */
export async function sendHtml(req: IncomingMessage, res: ServerResponse, html: string, cacheControl: string, extraHeaders: Record<string, string> = {}, status = 200): Promise<void> {
  const coding = codingFor(req);
  await send(req, res, coding, await encode(html, coding), cacheControl, extraHeaders, status);
}

/**
 * sendHtml for a page sent the same to every request (index.html as built, when no render could
 * take the request): each coding is compressed once while the text stays the same, so a flood of
 * such pages costs no compression.
 */
export function createPlainHtmlSender() {
  let compressed: { html: string; bodies: Map<Coding, Promise<Buffer>> } | null = null;
  return async function sendPlainHtml(req: IncomingMessage, res: ServerResponse, html: string, cacheControl: string): Promise<void> {
    if (compressed?.html !== html) compressed = { html, bodies: new Map() };
    const coding = codingFor(req);
    let body = compressed.bodies.get(coding);
    if (!body) compressed.bodies.set(coding, (body = encode(html, coding)));
    await send(req, res, coding, await body, cacheControl, {}, 200);
  };
}
