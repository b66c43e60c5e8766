import { type StyleRecord } from '../parse/contentNode';
import { booleanAttribute, jsonAttribute, numberAttribute } from './attributes';

export interface Background {
  color: string | null;
  desktopImage: string | null;
  /** Shown below 768 px; the desktop image when none is set. */
  mobileImage: string | null;
  size: string;
  position: string;
  attachment: string;
  /** CSS's own default, which Page Builder relies on when it writes none. */
  repeat: string;
  /** Set when the element scrolls its background at `speed` (0-1) of the page's speed. */
  parallax: { speed: number } | null;
}

const imageUrl = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Page Builder's background: colour and position from the style, images from data-background-images. */
export function readBackground(element: Element, style: StyleRecord): Background {
  const images = jsonAttribute(element, 'data-background-images');
  const stored = images && typeof images === 'object' ? (images as Record<string, unknown>) : {};
  const desktopImage = imageUrl(stored.desktop_image);
  const hasImage = Boolean(desktopImage || imageUrl(stored.mobile_image));
  return {
    color: style['background-color'] || null,
    desktopImage,
    mobileImage: imageUrl(stored.mobile_image) ?? desktopImage,
    size: style['background-size'] || 'cover',
    position: style['background-position'] || 'left top',
    attachment: style['background-attachment'] || 'scroll',
    repeat: style['background-repeat'] || 'repeat',
    parallax:
      hasImage && booleanAttribute(element, 'data-enable-parallax') ? { speed: Math.min(1, Math.max(0, numberAttribute(element, 'data-parallax-speed', 0.5))) } : null,
  };
}
