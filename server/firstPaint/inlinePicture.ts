import http from 'node:http';
import type { ShellPicture } from '../../src/app/pages/forServer';

/**
 * A placeholder larger than this is not worth the HTML it adds: the shell keeps the file's URL.
 * (The blog's 640-wide JPEGs, the smallest file as wide as a phone shows them, are 11-13 KB.)
 */
export const MAX_INLINE_BYTES = 13 * 1024;

/** As wide as a phone shows a full-width picture, in CSS pixels: a smaller file would count as a smaller paint. */
const PHONE_WIDTH = 430;

/** The first file of a srcset ("url 320w, url 640w", ascending) at least `minWidth` wide, else its widest. */
export function candidateAtLeast(srcSet: string, minWidth: number): string | null {
  const candidates = srcSet.split(/,\s+/).map((entry) => {
    const [url, descriptor = ''] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor, 10) || 0 };
  });
  return (candidates.find((candidate) => candidate.width >= minWidth) ?? candidates.at(-1))?.url || null;
}

/** The image at `url`, fetched from this server itself (`origin`), as a data: URL; null when it is not a small image. */
function fetchAsDataUrl(origin: string, url: string, signal: AbortSignal): Promise<string | null> {
  const { pathname, search } = new URL(url);
  return new Promise((resolve) => {
    // WebP, whatever the shopper's browser asked: the page is shared by every browser, and every one in use shows WebP.
    const request = http.get(`${origin}${pathname}${search}`, { agent: false, signal, headers: { accept: 'image/webp,image/*' } }, (response) => {
      const type = String(response.headers['content-type'] ?? '');
      if (response.statusCode !== 200 || !/^image\/(webp|jpeg|png|avif)$/.test(type)) {
        response.resume();
        resolve(null);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_INLINE_BYTES) {
          response.destroy();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(`data:${type};base64,${Buffer.concat(chunks).toString('base64')}`));
      response.on('error', () => resolve(null));
    });
    request.on('error', () => resolve(null));
  });
}

/**
 * The page's picture with its default file (its `src`, as wide as a phone shows it or wider: a
 * browser counts a smaller file's paint as smaller, and the page's own <img> would then be a later
 * "largest paint") inlined, so the shell paints it with the page's first paint, before any image
 * request or script: a phone's largest paint waits for the HTML and the stylesheet only. The
 * page's <img> shows the file its srcset picks (preloaded) in its place, at the same size. The
 * home slide inlines its phone file only (a desktop's is large, and waits for its request); a
 * picture that is not a small file on this server stays as it is.
 */
export async function withInlinePlaceholder(picture: ShellPicture, origin: string, signal: AbortSignal): Promise<ShellPicture> {
  const inline = (url: string | null) => (url ? fetchAsDataUrl(origin, url, signal).catch(() => null) : Promise.resolve(null));
  if (!picture.layout || picture.layout.page === 'home') {
    if (!picture.mobile) return picture;
    const placeholder = await inline(candidateAtLeast(picture.mobile.srcSet, PHONE_WIDTH));
    return placeholder ? { ...picture, mobile: { ...picture.mobile, placeholder } } : picture;
  }
  const placeholder = await inline(picture.src);
  return placeholder ? { ...picture, placeholder } : picture;
}
