import type { IncomingMessage } from 'node:http';
import { FIRST_PAINT_STORE_CODE, planFirstPaint, type PageStatus, type Preload } from '../../src/app/pages/forServer';
import { createChunkFilesReader, type ChunkFiles } from './chunkFiles';
import { injectIntoHtml } from './injectIntoHtml';
import { withInlinePlaceholder } from './inlinePicture';
import { preloadLinkHeader } from './linkHeader';
import { createRecordingRunner } from './recordingRunner';

/** Past this, the page is sent without data rather than kept waiting (a slow remote Magento). */
export const FIRST_PAINT_DEADLINE_MS = 800;

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
}

const plain = (html: string): DecoratedPage => ({ html, cacheTags: null });

/**
 * Decorates index.html for one page request: the answers of the page's first queries as JSON
 * data, and preloads for its chunks and largest image (in <head> and as a Link header). Anything that fails leaves the
 * plain index.html, which works the usual way. A page whose data all came from cacheable answers
 * is cacheable too, tagged with what it embeds (a page without data is left as it always was).
 */
export function createFirstPaintHtml(distDir: string, { deadlineMs = FIRST_PAINT_DEADLINE_MS } = {}) {
  const chunkFiles = createChunkFilesReader(distDir);
  return async function firstPaintHtml(req: IncomingMessage, html: string): Promise<DecoratedPage> {
    const origin = ownOrigin(req);
    if (!origin || !req.url) return plain(html);
    const url = new URL(req.url, origin);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    try {
      const recorder = createRecordingRunner(`${origin}/graphql`, controller.signal, req.headers);
      const [plan, files] = await Promise.all([planFirstPaint(url, recorder.run, pageHostsOf(req)), chunkFiles()]);
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
      return { html: decorated, cacheTags: recorder.entries.length > 0 ? recorder.cacheTags() : null, link };
    } catch {
      return plain(html);
    } finally {
      clearTimeout(timer);
    }
  };
}
