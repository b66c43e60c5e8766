/** Catalogue folders whose images the resizer also converts (spec §7). */
const CATALOG_FOLDERS = ['catalog/product/', 'catalog/category/', 'attribute/swatch/'];

export interface ResizeOptions {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'inside';
  /** Image type hint sent along (e.g. 'image-product'), as the resizer accepts it. */
  type?: string;
  /** JPEG/WebP quality 1-100; the resizer's default when unset. */
  quality?: number;
}

/**
 * The URL of `src` through the media resizer (spec §7): width, height and fit=cover; catalogue
 * images also get auto=webp and a format (png for .png files, otherwise pjpg). Other hosts' URLs
 * and data/blob URLs are returned as they are.
 */
export function resizedImageUrl(src: string, options: ResizeOptions): string {
  if (!src || /^(data|blob):/i.test(src)) return src;
  // A page asks for the same few URLs on every render (srcsets of each card): URL parsing adds up.
  const key = `${src}|${options.width ?? ''}|${options.height ?? ''}|${options.fit ?? ''}|${options.type ?? ''}|${options.quality ?? ''}`;
  let url = resized.get(key);
  if (url === undefined) {
    if (resized.size >= MAX_REMEMBERED) resized.clear();
    url = buildResizedUrl(src, options);
    resized.set(key, url);
  }
  return url;
}

const MAX_REMEMBERED = 2000;
const resized = new Map<string, string>();

function buildResizedUrl(src: string, { width, height, fit = 'cover', type, quality }: ResizeOptions): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const url = new URL(src, base);
  if (typeof window !== 'undefined' && url.origin !== window.location.origin) return src;
  if (!url.pathname.includes('/media/')) return src;
  if (type) url.searchParams.set('type', type);
  if (width) url.searchParams.set('width', String(width));
  if (height) url.searchParams.set('height', String(height));
  url.searchParams.set('fit', fit);
  if (quality) url.searchParams.set('quality', String(quality));
  if (CATALOG_FOLDERS.some((folder) => url.pathname.includes(`/media/${folder}`))) {
    url.searchParams.set('auto', 'webp');
    url.searchParams.set('format', /\.png$/i.test(url.pathname) ? 'png' : 'pjpg');
  }
  return url.toString();
}

/** A `srcset` of the image at 1x, 2x and 3x its displayed size, for sharp pictures on dense screens. */
export function densitySrcSet(src: string, width: number, height: number): string {
  return [1, 2, 3].map((density) => `${resizedImageUrl(src, { width: width * density, height: height * density })} ${density}x`).join(', ');
}
