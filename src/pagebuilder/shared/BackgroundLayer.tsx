import { type CSSProperties } from 'react';
import { useIsMobile } from '../../lib/media/useMediaQuery';
import { useFirstScreen } from '../firstScreen';
import { type Background } from '../properties/background';
import styles from './background.module.css';
import { FULL_WIDTH_SIZES, MOBILE_IMAGE_MEDIA, pageBuilderImage } from './images';
import { useParallax } from './useParallax';

/** Backgrounds a picture can draw (cover or contain, not tiled, not fixed): those load responsively. */
export const drawsAsPicture = (background: Background) =>
  Boolean(background.desktopImage || background.mobileImage) &&
  background.repeat === 'no-repeat' &&
  background.attachment !== 'fixed' &&
  (background.size === 'cover' || background.size === 'contain');

/** True when the element shows a background image at all. */
export const hasBackgroundImage = (background: Background) => Boolean(background.desktopImage || background.mobileImage);

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (character) => `\\${character}`)}")`;

/** Talon: the CSS background of a tiled, fixed or auto-sized background image (the desktop or mobile one). */
export function useBackgroundStyle(background: Background): CSSProperties {
  const isMobile = useIsMobile();
  if (!hasBackgroundImage(background) || drawsAsPicture(background)) return {};
  const url = (isMobile ? background.mobileImage : background.desktopImage) ?? background.desktopImage ?? background.mobileImage;
  return url
    ? {
        backgroundImage: cssUrl(pageBuilderImage(url).src),
        backgroundSize: background.size,
        backgroundPosition: background.position,
        backgroundRepeat: background.repeat,
        backgroundAttachment: background.attachment,
      }
    : {};
}

export interface BackgroundLayerProps {
  background: Background;
  /** Load at once with high priority (the page's largest paint); by default, in the page's first content block. */
  eager?: boolean;
  sizes?: string;
}

/** A cover/contain background as a responsive picture behind the content; mobile source below 768 px. */
export function BackgroundLayer({ background, eager: eagerProp, sizes = FULL_WIDTH_SIZES }: BackgroundLayerProps) {
  const firstScreen = useFirstScreen();
  const eager = eagerProp ?? firstScreen;
  const parallaxRef = useParallax<HTMLPictureElement>(background.parallax?.speed ?? null);
  if (!drawsAsPicture(background)) return null;
  const desktop = pageBuilderImage((background.desktopImage ?? background.mobileImage) as string);
  const mobile = background.mobileImage && background.mobileImage !== background.desktopImage ? pageBuilderImage(background.mobileImage) : null;
  const fit: CSSProperties = { objectFit: background.size as CSSProperties['objectFit'], objectPosition: background.position };
  return (
    <div className={styles.layer} aria-hidden="true">
      <picture ref={parallaxRef} className={background.parallax ? styles.parallax : undefined}>
        {mobile ? <source media={MOBILE_IMAGE_MEDIA} srcSet={mobile.srcSet || mobile.src} sizes={sizes} /> : null}
        <img
          className={styles.image}
          style={fit}
          src={desktop.src}
          srcSet={desktop.srcSet || undefined}
          sizes={desktop.srcSet ? sizes : undefined}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      </picture>
    </div>
  );
}

export const backgroundClass = styles.hasBackground;
