/**
 * The background pictures of stored Page Builder content's first block (its first row), read from
 * the text (the server has no DOM): the server preloads them, as the page's largest paint.
 */
export interface FirstScreenPicture {
  desktop: string;
  /** Null when there is no separate mobile picture. */
  mobile: string | null;
  /** The first slide of a slider (whose size the static shell's banner matches). */
  inSlider: boolean;
}

const SLIDER = /data-content-type=["']?slider\b/;
const BACKGROUND = /data-background-images=(?:"([^"]*)"|'([^']*)')/g;
const FIRST_ROW = /<div\b[^>]*data-content-type=["']?row\b/;
const DIV_TAG = /<(\/?)div\b[^>]*>/g;

const decodeEntities = (value: string) => value.replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');

/** The first row, from its start tag to its end tag (rows and their structure are divs). */
function firstRow(content: string): string | null {
  const start = FIRST_ROW.exec(content);
  if (!start) return null;
  DIV_TAG.lastIndex = start.index;
  let depth = 0;
  for (let tag = DIV_TAG.exec(content); tag; tag = DIV_TAG.exec(content)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return content.slice(start.index, DIV_TAG.lastIndex);
  }
  return content.slice(start.index);
}

/** A data-background-images value (as stored, or decoded): its desktop and mobile pictures, none when it cannot be read. */
export function backgroundImagesOf(attribute: string): { desktop: string | null; mobile: string | null } {
  try {
    const images = JSON.parse(decodeEntities(attribute).replace(/\\"/g, '"')) as { desktop_image?: unknown; mobile_image?: unknown };
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { desktop: text(images.desktop_image), mobile: text(images.mobile_image) };
  } catch {
    return { desktop: null, mobile: null };
  }
}

export function firstScreenPicture(content: string | null | undefined): FirstScreenPicture | null {
  const row = content ? firstRow(content) : null;
  if (!row) return null;
  for (const match of row.matchAll(BACKGROUND)) {
    const { desktop, mobile } = backgroundImagesOf(match[1] ?? match[2]);
    if (!desktop && !mobile) continue;
    const slider = SLIDER.exec(row);
    return { desktop: (desktop ?? mobile) as string, mobile: mobile && mobile !== desktop ? mobile : null, inSlider: Boolean(slider && slider.index < (match.index ?? 0)) };
  }
  return null;
}

/** Whether stored content uses a slider (its chunk is then worth preloading). */
export const hasSlider = (content: string | null | undefined) => Boolean(content && SLIDER.test(content));
