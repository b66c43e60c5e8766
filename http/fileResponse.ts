import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Small pieces of file serving shared by the static build server and the /media handler:
 * safe path resolution, validators (ETag / Last-Modified), conditional requests, streaming.
 */

/**
 * Maps a URL path (still percent-encoded, starting after the mount point) to a file path inside
 * `root`, or null when it is malformed or would leave `root` (traversal, NUL bytes).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const resolved = path.resolve(root, `.${path.posix.sep}${decoded}`);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  if (resolved !== root && !resolved.startsWith(rootWithSep)) return null;
  return resolved;
}

/** Stats a path, returning it only when it is a regular file. */
export async function statFile(filePath: string): Promise<fs.Stats | null> {
  try {
    const stats = await fs.promises.stat(filePath);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** A strong validator derived from size and modification time (cheap, no hashing of contents). */
export function etagFor(stats: fs.Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** True when the request's conditional headers show the client already holds this version. */
export function isNotModified(req: IncomingMessage, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince && lastModified) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

/**
 * Writes the head of a file's answer: 304 when the client's copy is current (nothing more to send),
 * else 200 with the validators and length. Returns whether a body should follow (not for HEAD).
 */
function writeFileHead(req: IncomingMessage, res: ServerResponse, stats: fs.Stats, headers: Record<string, string>, etag: string): boolean {
  const validators = { ETag: etag, 'Last-Modified': stats.mtime.toUTCString() };
  if (isNotModified(req, etag, stats.mtime)) {
    res.writeHead(304, { ...validators, ...pick(headers, ['Cache-Control', 'Vary']) }).end();
    return false;
  }
  res.writeHead(200, { ...headers, ...validators, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return false;
  }
  return true;
}

/**
 * Answers with a file: 304 when the client's copy is current, headers only for HEAD, else the
 * streamed body. `headers` carries Content-Type, Cache-Control and anything else per file kind.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  stats: fs.Stats,
  headers: Record<string, string>,
  etag = etagFor(stats),
): Promise<void> {
  if (!writeFileHead(req, res, stats, headers, etag)) return;
  await pipeline(fs.createReadStream(filePath), res).catch(() => {
    // The client went away mid-stream; nothing left to answer.
    res.destroy();
  });
}

/** As sendFile, for a file already in memory: one write, no file system work. */
export function sendFileBody(req: IncomingMessage, res: ServerResponse, body: Buffer, stats: fs.Stats, headers: Record<string, string>): void {
  if (writeFileHead(req, res, stats, headers, etagFor(stats))) res.end(body);
}

function pick(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
}

/** Plain-text error answer (used for 400/404/405 from the file servers). */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}
