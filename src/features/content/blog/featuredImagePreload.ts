import { imagePreload, preloads, type Preload, type ShellLayout, type ShellPicture } from '../../../app/pages/firstPaint';
import { FEATURED_IMAGE_BOX, postImageSources, shellFileOf } from './featuredImage';

/** A featured image's preload exactly as its <img> asks for it, when it is on this server (the resizer's). */
export function featuredImagePreload(url: string | null | undefined, sizes: string, pageHosts: string[]): Preload[] {
  return url ? preloads(imagePreload({ ...postImageSources(url), sizes }, pageHosts)) : [];
}

/** A featured image as the static shell draws it in `layout`: the phone's file by default (inlined by the server), the page's srcset beside it. */
export const featuredShellPicture = (url: string, sizes: string, layout: ShellLayout): ShellPicture => ({
  ...postImageSources(url),
  src: shellFileOf(url),
  sizes,
  layout,
  box: FEATURED_IMAGE_BOX,
});
