import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * True for build files whose name carries a content hash (webpack `[contenthash:8]`, e.g.
 * `main.3f2a9c1b.js`, `not-found.22943166.chunk.js`): they never change under their name.
 * Production chunk ids are named or short numbers, so 8+ hex characters mean a hash.
 */
export function isHashedAsset(fileName: string): boolean {
  const segments = path.basename(fileName).split(/[.\-_]/).slice(0, -1);
  return segments.some((segment) => /^[0-9a-f]{8,}$/i.test(segment));
}

/**
 * Hashed assets are cached for a year; everything else (index.html, sw.js, the manifest, icons,
 * robots.txt) is revalidated on every use, which costs a 304 thanks to the ETag.
 */
export function cacheControlFor(fileName: string): string {
  return isHashedAsset(fileName) ? IMMUTABLE : REVALIDATE;
}
