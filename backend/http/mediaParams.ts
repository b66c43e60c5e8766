/**
 * The resize query of a /media URL, as the storefront sends it (Fastly-IO style, like Magento
 * Cloud): `width`, `height`, `fit`, `format`, `auto=webp`, `quality`. Unknown parameters
 * (`crop`, `type`, cache busters) are ignored so they never split the cache. Width and height are
 * moved to the nearest allowed size (mediaSizes.ts).
 */
import { ALLOWED_HEIGHTS, ALLOWED_WIDTHS, nearestAllowed } from './mediaSizes';

// Only the values the storefront asks for (src/lib/images/resizedImageUrl.ts, Page Builder's
// quality): each other value would be one more variant of every image to render and keep, which
// no page shows. Anything else is a 400.

export const DEFAULT_QUALITY = 80;
/** The default and Page Builder's (PAGE_BUILDER_IMAGE_QUALITY). */
export const QUALITIES = [DEFAULT_QUALITY, 85] as const;

export const FITS = ['cover', 'contain', 'inside'] as const;
export type Fit = (typeof FITS)[number];

/** `pjpg` is progressive JPEG (catalogue photos), `png` for .png originals; `auto=webp` gives WebP. */
export const FORMATS = ['pjpg', 'png'] as const;
export type RequestedFormat = (typeof FORMATS)[number];

export interface ResizeRequest {
  width?: number;
  height?: number;
  fit: Fit;
  format?: RequestedFormat;
  /** `auto=webp`: answer WebP when the browser accepts it. */
  autoWebp: boolean;
  quality: number;
  /** True when any parameter asks for a transformed image (otherwise the original is served). */
  transforms: boolean;
}

export class MediaParamError extends Error {}

function parseInteger(params: URLSearchParams, name: string, min: number, max = Infinity): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new MediaParamError(`"${name}" must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new MediaParamError(`"${name}" must be between ${min} and ${max}`);
  return value;
}

/** A positive size, moved to the nearest allowed one (any size is accepted, none is rendered beyond the largest). */
function parseSize(params: URLSearchParams, name: 'width' | 'height', allowed: readonly number[]): number | undefined {
  const value = parseInteger(params, name, 1);
  return value === undefined ? undefined : nearestAllowed(value, allowed);
}

function parseChoice<T extends string>(params: URLSearchParams, name: string, choices: readonly T[]): T | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = raw.toLowerCase() as T;
  if (!choices.includes(value)) throw new MediaParamError(`"${name}" must be one of ${choices.join(', ')}`);
  return value;
}

/** Reads and checks the resize parameters; throws MediaParamError for values a client must fix. */
export function parseResizeRequest(params: URLSearchParams): ResizeRequest {
  const width = parseSize(params, 'width', ALLOWED_WIDTHS);
  const height = parseSize(params, 'height', ALLOWED_HEIGHTS);
  const quality = parseInteger(params, 'quality', 1, 100);
  if (quality !== undefined && !(QUALITIES as readonly number[]).includes(quality)) throw new MediaParamError(`"quality" must be one of ${QUALITIES.join(', ')}`);
  const format = parseChoice(params, 'format', FORMATS);
  const fit = parseChoice(params, 'fit', FITS);
  const auto = params.get('auto');
  const autoWebp = auto?.toLowerCase() === 'webp';
  return {
    width,
    height,
    // With one dimension every fit keeps the aspect ratio; with both, cover is what the storefront asks.
    fit: fit ?? (width && height ? 'cover' : 'inside'),
    format,
    autoWebp,
    quality: quality ?? DEFAULT_QUALITY,
    transforms: Boolean(width || height || format || autoWebp || quality),
  };
}

/** True when the Accept header names image/webp with a non-zero quality (image/* is not enough: old Safari sent it). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [type, ...attributes] = entry.trim().toLowerCase().split(';');
    if (type !== 'image/webp') return false;
    const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
