import { type ShellPicture } from '../../../app/pages/firstPaint';
import { firstScreenPicture } from '../../../pagebuilder/firstImage';
import { FULL_WIDTH_SIZES, MOBILE_IMAGE_MEDIA, pageBuilderImage, type ResponsiveImage } from '../../../pagebuilder/shared/images';

export interface SizedImage extends ResponsiveImage {
  sizes: string;
}

export interface FirstScreenSources {
  desktop: SizedImage;
  /** Null when phones get the desktop picture. */
  mobile: SizedImage | null;
  /** The first slide of a slider, which the static shell's banner shows before the app runs. */
  inSlider: boolean;
}

/**
 * The picture of stored content's first row as the page's <picture> asks for it (src/pagebuilder/
 * shared/BackgroundLayer.tsx): read from the text, so the server (preloads, the static shell) and
 * the home page's first screen (before the Page Builder code has loaded) ask for the same files.
 */
export function firstScreenSources(content: string | null | undefined): FirstScreenSources | null {
  const picture = firstScreenPicture(content);
  if (!picture) return null;
  return {
    desktop: { ...pageBuilderImage(picture.desktop), sizes: FULL_WIDTH_SIZES },
    mobile: picture.mobile ? { ...pageBuilderImage(picture.mobile), sizes: FULL_WIDTH_SIZES } : null,
    inSlider: picture.inSlider,
  };
}

/** The static shell's banner picture: the desktop sources, and the phone's behind its media query. */
export function shellPicture({ desktop, mobile }: FirstScreenSources): ShellPicture {
  return mobile ? { ...desktop, mobile: { srcSet: mobile.srcSet || mobile.src, media: MOBILE_IMAGE_MEDIA } } : desktop;
}
