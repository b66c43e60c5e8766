/**
 * A receipt photo made small enough to send: the server keeps at most 700 KB (so the request stays
 * under its 1 MiB limit), and a phone's photo of a transfer slip is often 3-5 MB. The photo is
 * drawn at most 1600 px on its longer side and written as a JPEG of quality 0.8; when that is
 * still too big, smaller and plainer tries follow, in this order.
 */
export const SHRINK_STEPS: ReadonlyArray<{ maxSide: number; quality: number }> = [
  { maxSide: 1600, quality: 0.8 },
  { maxSide: 1600, quality: 0.65 },
  { maxSide: 1280, quality: 0.6 },
  { maxSide: 1024, quality: 0.55 },
  { maxSide: 800, quality: 0.5 },
];

/** Why a photo could not be shrunk: it is no image the browser can read, or it stays too big. */
export type ShrinkProblem = 'type' | 'size';

/** The size that fits within `maxSide` on both sides, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** The image decoded by the browser (createImageBitmap, or an <img> where it is missing); rejects when it is no image. */
async function decode(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The image drawn at `size` and written as a JPEG; null when the browser cannot draw or write it. */
function encodeJpeg(image: DecodedImage, size: { width: number; height: number }, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(image.source, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** The photo as a JPEG of at most `maxBytes`, or why not. */
export async function shrinkImage(file: Blob, maxBytes: number): Promise<Blob | ShrinkProblem> {
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    return 'type';
  }
  try {
    for (const step of SHRINK_STEPS) {
      const jpeg = await encodeJpeg(image, fitWithin(image.width, image.height, step.maxSide), step.quality);
      if (!jpeg) return 'type';
      if (jpeg.size <= maxBytes) return jpeg;
    }
    return 'size';
  } finally {
    image.close();
  }
}
