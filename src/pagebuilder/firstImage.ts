/**
 * The background pictures of the first slider's first slide in stored Page Builder content, read
 * from the text (the server has no DOM): the server preloads them, the page's largest paint.
 */
export interface SlideImages {
  desktop: string;
  /** Null when the slide has no separate mobile picture. */
  mobile: string | null;
}

const SLIDER = /data-content-type=["']?slider\b/;
const BACKGROUND = /data-background-images=(?:"([^"]*)"|'([^']*)')/;

const decodeEntities = (value: string) => value.replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');

export function firstSlideImages(content: string | null | undefined): SlideImages | null {
  if (!content) return null;
  const slider = SLIDER.exec(content);
  if (!slider) return null;
  const match = BACKGROUND.exec(content.slice(slider.index));
  if (!match) return null;
  try {
    const images = JSON.parse(decodeEntities(match[1] ?? match[2]).replace(/\\"/g, '"')) as { desktop_image?: unknown; mobile_image?: unknown };
    const desktop = typeof images.desktop_image === 'string' && images.desktop_image ? images.desktop_image : null;
    const mobile = typeof images.mobile_image === 'string' && images.mobile_image ? images.mobile_image : null;
    if (!desktop && !mobile) return null;
    return { desktop: (desktop ?? mobile) as string, mobile: mobile && mobile !== desktop ? mobile : null };
  } catch {
    return null;
  }
}

/** Whether stored content uses a slider (its chunk is then worth preloading). */
export const hasSlider = (content: string | null | undefined) => Boolean(content && SLIDER.test(content));
