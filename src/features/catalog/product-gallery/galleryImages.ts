/** One picture of the product gallery. */
export interface GalleryImage {
  url: string;
  label: string;
}

interface MediaEntry {
  url?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

/**
 * The gallery of a product (spec §3 "media_gallery_entries (position)"): enabled entries with a
 * URL, by position (entries without one last, otherwise in the server's order); an entry
 * without a label is named after the product.
 */
export function galleryImages(media: ReadonlyArray<MediaEntry | null> | null | undefined, productName: string): GalleryImage[] {
  return (media ?? [])
    .map((entry, index) => ({ entry, index }))
    .filter((item): item is { entry: MediaEntry & { url: string }; index: number } => Boolean(item.entry?.url && !item.entry.disabled))
    .sort((a, b) => (a.entry.position ?? Infinity) - (b.entry.position ?? Infinity) || a.index - b.index)
    .map(({ entry }) => ({ url: entry.url, label: entry.label || productName }));
}

/** The next index after a step of +1 or -1, wrapping around at both ends. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}

/** The step a horizontal swipe of `deltaX` pixels asks for: left shows the next image. */
export function swipeStep(deltaX: number, deltaY: number, threshold = 40): 1 | -1 | 0 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) < Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
