import { imagePreload, preloads, type Preload } from '../../../app/pages/firstPaint';
import { postImageSources } from './featuredImage';

/** A featured image's preload exactly as its <img> asks for it, when it is on this server (the resizer's). */
export function featuredImagePreload(url: string | null | undefined, sizes: string, pageHosts: string[]): Preload[] {
  return url ? preloads(imagePreload({ ...postImageSources(url), sizes }, pageHosts)) : [];
}
