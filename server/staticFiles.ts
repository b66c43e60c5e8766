import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime-types';
import { resolveInside, sendFile, sendFileBody, sendText, statFile } from '../http/fileResponse';
import { isApiPath, pathnameOf } from './apiPaths';
import { cacheControlFor, IMMUTABLE, isHashedAsset, REVALIDATE } from './cachePolicy';
import { createHashedAssetCache } from './hashedAssets';
import { acceptedEncodings, PRECOMPRESSED } from './contentEncoding';
import { createPlainHtmlSender, sendHtml } from './htmlResponse';
import { insertBefore } from './insertIntoHtml';
import { requestKey, type ResponseCache } from '../backend/cache/responseCache';
import type { DecoratedPage } from './firstPaint/firstPaintHtml';
import { cacheablePage, sendCachedPage } from './httpCache/cachedPage';

export interface StaticOptions {
  /** The webpack output folder (holds index.html). */
  distDir: string;
  /**
   * Makes index.html for one page request (the first-paint data and preloads); without it the
   * file is sent as built. A page with cache tags is cacheable; a plain string never is.
   */
  decorateIndex?: (req: IncomingMessage, html: string) => Promise<string | DecoratedPage>;
  /** The URL (path and query) a page request is kept under (FirstPaintHtml.keyUrl); its own URL without it. */
  pageKeyUrl?: (req: IncomingMessage) => string;
  /** Markup added at the end of index.html's <head> on every page (pageHeadTags). */
  headTags?: string;
  /** Where cacheable pages are kept: the server's own cache, when no shared cache is in front. */
  pageCache?: ResponseCache | null;
  /** A shared cache (HTTP_CACHE_HOSTS) is in front: cacheable pages are public for it. */
  sharedCache?: boolean;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags that hand server configuration to the client: the Google Maps key when one is set. */
export function pageHeadTags({ googleMapsApiKey }: { googleMapsApiKey?: string | null }): string {
  return googleMapsApiKey ? `<meta name="google-maps-api-key" content="${escapeAttribute(googleMapsApiKey)}">` : '';
}

/** Files the build writes that are not for browsers: hidden source maps stay private. */
const PRIVATE_FILE = /\.map$/i;

/**
 * Client-side routes: extension-less paths, and `.html` paths (catalogue URL keys end in .html).
 * Anything else that is not a file (`/static/js/gone.js`, `/favicon.png`) is a missing asset: 404.
 */
function isSpaRoute(pathname: string): boolean {
  const extension = path.posix.extname(pathname).toLowerCase();
  return !isApiPath(pathname) && (extension === '' || extension === '.html');
}

/**
 * Serves the build: long-lived caching for hashed assets, revalidation for the rest, the
 * precompressed .br/.gz twin the client accepts, and index.html for client-side routes.
 */
export function createStaticHandler({ distDir, decorateIndex, pageKeyUrl, headTags = '', pageCache = null, sharedCache = false }: StaticOptions) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const hashedAssets = createHashedAssetCache();
  let indexCache: { mtimeMs: number; html: string } | null = null;
  const sendPlainHtml = createPlainHtmlSender();

  /** index.html with the head tags, made once per build (the same text, so the plain page's compressed bodies are kept). */
  let withTags: { built: string; html: string } | null = null;
  function withHeadTags(built: string): string {
    if (withTags?.built !== built) withTags = { built, html: insertBefore(built, '</head>', headTags) };
    return withTags.html;
  }

  /** index.html, read again only when a new build replaced it. */
  async function indexHtml(): Promise<string | null> {
    const stats = await statFile(indexFile);
    if (!stats) return null;
    if (indexCache?.mtimeMs !== stats.mtimeMs) indexCache = { mtimeMs: stats.mtimeMs, html: await fs.readFile(indexFile, 'utf8') };
    return indexCache.html;
  }

  async function servePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const decorate = decorateIndex && req.method === 'GET' ? decorateIndex : null;
    const built = decorate || headTags ? await indexHtml() : null;
    if (built === null) {
      await serve(req, res, indexFile, REVALIDATE);
      return;
    }
    const html = headTags ? withHeadTags(built) : built;
    const decorated = decorate ? await decorate(req, html) : html;
    const page: DecoratedPage = typeof decorated === 'string' ? { html: decorated, cacheTags: null } : decorated;
    if (page.kept) {
      sendCachedPage(req, res, page.kept);
      return;
    }
    const extraHeaders: Record<string, string> = page.link ? { Link: page.link } : {};
    // An unknown URL answers the app (its not-found page) with 404, a redirected one Magento's 301/302: never a soft 404.
    if (page.status) {
      if (page.status.code !== 404) extraHeaders.Location = page.status.location;
      await sendHtml(req, res, page.html, REVALIDATE, extraHeaders, page.status.code);
      return;
    }
    if (!page.cacheTags) {
      // Sent as built (no render took it, or it had nothing to add): the same bytes every time.
      if (page.html === html && !page.link) await sendPlainHtml(req, res, html, REVALIDATE);
      else await sendHtml(req, res, page.html, REVALIDATE, extraHeaders);
      return;
    }
    const answer = await cacheablePage(page.html, page.cacheTags, sharedCache, extraHeaders);
    pageCache?.set(requestKey(req, '', page.keyUrl), answer);
    sendCachedPage(req, res, answer);
  }

  /** A hashed build file from memory, in the encoding the client takes best; false when it is not one. */
  async function serveHashed(req: IncomingMessage, res: ServerResponse, filePath: string): Promise<boolean> {
    const asset = isHashedAsset(filePath) ? await hashedAssets.get(filePath) : null;
    if (!asset) return false;
    const headers: Record<string, string> = {
      'Content-Type': mime.contentType(path.basename(filePath)) || 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
    };
    if (asset.twins.length > 0) headers.Vary = 'Accept-Encoding';
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const twin = asset.twins.find((candidate) => accepts(candidate.encoding));
    if (twin) sendFileBody(req, res, twin.file.body, twin.file.stats, { ...headers, 'Content-Encoding': twin.encoding });
    else sendFileBody(req, res, asset.plain.body, asset.plain.stats, headers);
    return true;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, filePath: string, cacheControl: string): Promise<void> {
    const stats = await statFile(filePath);
    if (!stats) {
      sendText(res, 404, 'Not Found');
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': mime.contentType(path.basename(filePath)) || 'application/octet-stream',
      'Cache-Control': cacheControl,
    };
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const twins = await Promise.all(PRECOMPRESSED.map(async (twin) => ({ ...twin, stats: await statFile(filePath + twin.suffix) })));
    const available = twins.filter((twin) => twin.stats);
    if (available.length > 0) headers.Vary = 'Accept-Encoding';
    const chosen = available.find((twin) => accepts(twin.encoding));
    if (chosen?.stats) {
      await sendFile(req, res, filePath + chosen.suffix, chosen.stats, { ...headers, 'Content-Encoding': chosen.encoding });
      return;
    }
    await sendFile(req, res, filePath, stats, headers);
  }

  return async function handleStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const pathname = pathnameOf(req.url);
    // Only pages are kept, so a hit is one: answered before any file system work.
    const cached = pageCache && isSpaRoute(pathname) ? pageCache.get(requestKey(req, '', pageKeyUrl?.(req))) : undefined;
    if (cached) {
      sendCachedPage(req, res, cached);
      return;
    }
    const filePath = resolveInside(root, pathname.replace(/^\/+/, ''));
    if (!filePath || !pathname.startsWith('/')) {
      sendText(res, 400, 'Bad Request');
      return;
    }
    const servable = !PRIVATE_FILE.test(filePath) && filePath !== root;
    if (servable && (await serveHashed(req, res, filePath))) return;
    if (servable && (await statFile(filePath))) {
      await serve(req, res, filePath, cacheControlFor(filePath));
      return;
    }
    if (isSpaRoute(pathname)) {
      await servePage(req, res);
      return;
    }
    sendText(res, 404, 'Not Found');
  };
}
