import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import { createLimiter, QueueFullError } from './concurrencyLimit';
import { resolveInside, sendFile, sendText, statFile } from '../../http/fileResponse';
import { acceptsWebp, MediaParamError, parseResizeRequest, type ResizeRequest } from './mediaParams';
import { chooseOutputFormat, isResizable, renderVariant, type OutputFormat } from './mediaTransform';
import { createVariantCache, DEFAULT_CACHE_MAX_BYTES } from './variantCache';

export type Renderer = typeof renderVariant;

export interface MediaHandlerOptions {
  mediaDir: string;
  cacheDir: string;
  /** Disk budget of `cacheDir`; the least recently served variants are deleted beyond it. */
  cacheMaxBytes?: number;
  log: (line: string) => void;
  /** Renders one variant; sharp's renderVariant unless a test watches the renders. */
  renderer?: Renderer;
}

/** Media never changes under a given URL in practice (Magento renames on upload), so caches may keep it a year. */
const LONG_CACHE = 'public, max-age=31536000';
const MEDIA_PREFIX = '/media/';
/**
 * Resizes run two at a time in the whole process, whatever the number of handlers: sharp already
 * uses several threads per image, and a burst of new variants (a crawler, a cold cache) must not
 * take every core and all the memory from the requests that need neither. Up to RENDER_QUEUE_LIMIT
 * others wait their turn (a second or two of work); past it a new variant is answered 503 with
 * Retry-After at once, instead of every new image of every shopper waiting behind the burst.
 * Variants already rendered never queue.
 */
export const RENDER_QUEUE_LIMIT = 8;
const renderTurn = createLimiter(2, RENDER_QUEUE_LIMIT);
/** Seconds a client refused a render is told to wait. */
const RENDER_RETRY_AFTER_SECONDS = 2;

/**
 * Serves /media/... from `mediaDir`: originals as they are, and resized or re-encoded variants
 * when the query asks for them (see mediaParams.ts). Variants are rendered once with sharp and
 * kept in `cacheDir`, keyed by the original (path, size, mtime), the parameters and the output
 * format, within a byte budget (variantCache.ts).
 */
export function createMediaHandler(options: MediaHandlerOptions) {
  const { mediaDir, cacheDir, cacheMaxBytes = DEFAULT_CACHE_MAX_BYTES, log, renderer = renderVariant } = options;
  const root = path.resolve(mediaDir);
  const rendering = new Map<string, Promise<void>>();
  const variants = createVariantCache({ dir: cacheDir, maxBytes: cacheMaxBytes, log });

  /** Renders a variant unless it is already on disk; concurrent requests for one variant share one render. */
  function ensureVariant(source: string, target: string, request: ResizeRequest, output: OutputFormat): Promise<void> {
    const pending = rendering.get(target);
    if (pending) return pending;
    const render = (async () => {
      if (await statFile(target)) return;
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Render to a private name and rename, so no request ever reads a half-written file.
      const temporary = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
      try {
        await renderTurn(() => renderer(source, temporary, request, output));
        await fs.promises.rename(temporary, target);
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
    })().finally(() => rendering.delete(target));
    rendering.set(target, render);
    return render;
  }

  return async function handleMedia(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const source = url.pathname.startsWith(MEDIA_PREFIX) ? resolveInside(root, url.pathname.slice(MEDIA_PREFIX.length)) : null;
    const stats = source ? await statFile(source) : null;
    if (!source || !stats || !(await isRealPathInside(root, source))) {
      sendText(res, 404, 'Not Found');
      return;
    }

    let request: ResizeRequest;
    try {
      request = parseResizeRequest(url.searchParams);
    } catch (error) {
      if (!(error instanceof MediaParamError)) throw error;
      sendText(res, 400, `Bad Request: ${error.message}`);
      return;
    }

    if (!request.transforms || !isResizable(source)) {
      const contentType = mime.contentType(path.basename(source)) || 'application/octet-stream';
      await sendFile(req, res, source, stats, { 'Content-Type': contentType, 'Cache-Control': LONG_CACHE });
      return;
    }

    const output = chooseOutputFormat(source, request, acceptsWebp(req.headers.accept));
    const key = variantKey(url.pathname, stats, request, output);
    const target = path.join(cacheDir, key.slice(0, 2), `${key}.${output.extension}`);
    let variantStats: fs.Stats | null = null;
    try {
      // A second round only when the variant was evicted between the check and the stat: it is rendered again.
      for (let round = 0; round < 2 && !variantStats; round += 1) {
        await ensureVariant(source, target, request, output);
        variantStats = await statFile(target);
      }
    } catch (error) {
      if (error instanceof QueueFullError) {
        sendText(res, 503, 'Service Unavailable: too many new image sizes are being made; try again in a moment', {
          'Retry-After': String(RENDER_RETRY_AFTER_SECONDS),
          'Cache-Control': 'no-store',
        });
        return;
      }
      log(`media: cannot render ${url.pathname}${url.search}: ${(error as Error).message}`);
      sendText(res, 415, 'Unsupported Media Type: the original cannot be decoded as an image');
      return;
    }
    if (!variantStats) {
      sendText(res, 500, 'Internal Server Error');
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': output.contentType, 'Cache-Control': LONG_CACHE };
    // The same URL answers WebP or not depending on Accept, so shared caches must key on it.
    if (request.autoWebp) headers.Vary = 'Accept';
    // Recorded before it is sent: others are evicted first, never the file about to be read.
    const kept = await variants.record(target, variantStats.size);
    try {
      await sendFile(req, res, target, variantStats, headers, `"${key.slice(0, 32)}"`);
    } finally {
      if (!kept) await fs.promises.rm(target, { force: true });
    }
  };
}

function variantKey(pathname: string, original: fs.Stats, request: ResizeRequest, output: OutputFormat): string {
  const parts = [
    pathname,
    original.size,
    Math.floor(original.mtimeMs),
    request.width ?? '',
    request.height ?? '',
    request.fit,
    request.quality,
    output.format,
    output.progressive ? 'progressive' : 'baseline',
  ];
  return crypto.createHash('sha256').update(parts.join('\0')).digest('hex');
}

/** Refuses symlinks inside the media folder that point outside it. */
async function isRealPathInside(root: string, filePath: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(filePath)]);
    return realFile.startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}
