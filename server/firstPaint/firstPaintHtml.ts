import type { IncomingMessage } from 'node:http';
import { requestKey, type CachedAnswer, type ResponseCache } from '../../backend/cache/responseCache';
import { createLimiter, QueueFullError } from '../../backend/http/concurrencyLimit';
import { FIRST_PAINT_STORE_CODE, firstPaintPage, firstPaintUrl, planFirstPaint, type PageStatus, type Preload } from '../../src/app/pages/forServer';
import { createChunkFilesReader, type ChunkFiles } from './chunkFiles';
import { injectIntoHtml } from './injectIntoHtml';
import { withInlinePlaceholder } from './inlinePicture';
import { preloadLinkHeader } from './linkHeader';
import { createRecordingRunner } from './recordingRunner';

/** Past this, the page is sent without data rather than kept waiting (a slow remote Magento). */
export const FIRST_PAINT_DEADLINE_MS = 800;

/**
 * Renders at once, and waiting for a turn. A render asks this server's /graphql several times and
 * compresses the page: unbounded, 128 clients asking random query strings held the health check
 * over 500 ms. Past the queue a page is sent plain (index.html as built) at once: it works the
 * usual way (the app asks its data itself, as after a slow API), where a 503 would show an error
 * and a longer wait would pile up work for clients that have given up.
 */
export const PAGE_RENDER_SLOTS = 2;
export const PAGE_RENDER_QUEUE = 8;

/** This server's own address as the request reached it, for asking its /graphql on loopback. */
function ownOrigin(req: IncomingMessage): string | null {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return null;
  const address = localAddress.replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/** The entry's own files are already in index.html: only the route's extra files are preloaded. */
const ENTRY_CHUNK = 'main';

/** The hosts the browser may know this page by: its Host, and a proxy's X-Forwarded-Host. */
function pageHostsOf(req: IncomingMessage): string[] {
  const forwarded = req.headers['x-forwarded-host'];
  return [req.headers.host, typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : undefined].filter((host): host is string => Boolean(host));
}

function chunkPreloads(files: ChunkFiles, chunks: string[]): Preload[] {
  const inEntry = new Set(files[ENTRY_CHUNK] ?? []);
  const hrefs = new Set(chunks.flatMap((chunk) => files[chunk] ?? []).filter((href) => !inEntry.has(href)));
  return [...hrefs].map((href) => ({ href, as: href.endsWith('.css') ? 'style' : 'script' }));
}

/** A page made for one request, and whether a cache may keep it. */
export interface DecoratedPage {
  html: string;
  /** The union of the tags of the data it embeds when all of it was cacheable; null when the page is not. */
  cacheTags: string[] | null;
  /** Its preloads as a Link header (kept with the page by every cache), or null. */
  link?: string | null;
  /** Not a page: the URL is unknown to the backend (404) or Magento redirects it. Never cached. */
  status?: PageStatus;
  /** The URL (path and query) the page read, and is kept under. */
  keyUrl?: string;
  /** The page was kept already under the URL it reads (the request's other parameters change nothing): send that. */
  kept?: CachedAnswer;
}

const plain = (html: string): DecoratedPage => ({ html, cacheTags: null });

/** A URL as the page cache keys it: path and query. */
const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

export interface FirstPaintOptions {
  deadlineMs?: number;
  /** Where cacheable pages are kept: a request whose page turns out to be kept already is answered from it. */
  pageCache?: ResponseCache | null;
  renderSlots?: number;
  renderQueue?: number;
}

export interface FirstPaintHtml {
  /**
   * The URL (path and query) the page at `req.url` is kept under, as far as its path tells, before
   * any work: only the query parameters its page reads (src/app/pages/firstPaintPlan.ts).
   */
  keyUrl(req: IncomingMessage): string;
  /** index.html made for one page request (below). */
  decorate(req: IncomingMessage, html: string): Promise<DecoratedPage>;
}

/**
 * Decorates index.html for one page request: the answers of the page's first queries as JSON
 * data, and preloads for its chunks and largest image (in <head> and as a Link header). Anything that fails leaves the
 * plain index.html, which works the usual way. A page whose data all came from cacheable answers
 * is cacheable too, tagged with what it embeds (a page without data is left as it always was).
 * The page is planned for its URL as it reads it, so a parameter it does not read makes no other
 * page; and at most PAGE_RENDER_SLOTS are made at once (PAGE_RENDER_QUEUE waiting, the rest plain).
 */
export function createFirstPaintHtml(
  distDir: string,
  { deadlineMs = FIRST_PAINT_DEADLINE_MS, pageCache = null, renderSlots = PAGE_RENDER_SLOTS, renderQueue = PAGE_RENDER_QUEUE }: FirstPaintOptions = {},
): FirstPaintHtml {
  const chunkFiles = createChunkFilesReader(distDir);
  const renderTurn = createLimiter(renderSlots, renderQueue);

  async function render(req: IncomingMessage, html: string): Promise<DecoratedPage> {
    const origin = ownOrigin(req);
    if (!origin || !req.url) return plain(html);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    try {
      const recorder = createRecordingRunner(`${origin}/graphql`, controller.signal, req.headers);
      const page = await firstPaintPage(new URL(req.url, origin), recorder.run);
      const keyUrl = pathAndQuery(page.url);
      const kept = pageCache?.get(requestKey(req, '', keyUrl));
      if (kept) return { ...plain(html), keyUrl, kept };
      const [plan, files] = await Promise.all([planFirstPaint(page, recorder.run, pageHostsOf(req)), chunkFiles()]);
      const preloads = [...chunkPreloads(files, plan.chunks), ...plan.images];
      const picture = plan.shellPicture ? await withInlinePlaceholder(plan.shellPicture, origin, controller.signal) : null;
      const decorated = injectIntoHtml(html, {
        data: { storeCode: FIRST_PAINT_STORE_CODE, entries: recorder.entries },
        preloads,
        picture,
        intro: plan.shellIntro ?? null,
        article: plan.shellArticle ?? null,
        chrome: plan.shellChrome ?? null,
      });
      const link = preloadLinkHeader(preloads, { pictureInline: Boolean(picture?.placeholder) });
      if (plan.status) return { html: decorated, cacheTags: null, link, status: plan.status };
      return { html: decorated, cacheTags: recorder.entries.length > 0 ? recorder.cacheTags() : null, link, keyUrl };
    } catch {
      return plain(html);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    keyUrl: (req) => pathAndQuery(firstPaintUrl(new URL(req.url ?? '/', 'http://page.invalid'))),
    async decorate(req, html) {
      try {
        return await renderTurn(() => render(req, html));
      } catch (error) {
        if (error instanceof QueueFullError) return plain(html);
        throw error;
      }
    },
  };
}
