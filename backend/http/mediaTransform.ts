import path from 'node:path';
import sharp from 'sharp';
import type { RequestedFormat, ResizeRequest } from './mediaParams';

/** What sharp writes; `progressive` only matters for JPEG. */
export interface OutputFormat {
  format: 'jpeg' | 'png' | 'webp' | 'gif';
  progressive: boolean;
  extension: string;
  contentType: string;
}

const OUTPUTS: Record<OutputFormat['format'], Omit<OutputFormat, 'progressive'>> = {
  jpeg: { format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
  png: { format: 'png', extension: 'png', contentType: 'image/png' },
  webp: { format: 'webp', extension: 'webp', contentType: 'image/webp' },
  gif: { format: 'gif', extension: 'gif', contentType: 'image/gif' },
};

/** Raster originals sharp can resize; anything else (SVG, PDF, ...) is served untouched. */
const RESIZABLE_EXTENSIONS: Record<string, OutputFormat['format']> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.gif': 'gif',
};

export function isResizable(filePath: string): boolean {
  return path.extname(filePath).toLowerCase() in RESIZABLE_EXTENSIONS;
}

function fromRequested(format: RequestedFormat | 'webp'): OutputFormat {
  if (format === 'pjpg') return { ...OUTPUTS.jpeg, progressive: true };
  return { ...OUTPUTS[format], progressive: false };
}

/** auto=webp wins when the browser takes WebP; then the asked format; else the original's. */
export function chooseOutputFormat(filePath: string, request: ResizeRequest, browserAcceptsWebp: boolean): OutputFormat {
  if (request.autoWebp && browserAcceptsWebp) return fromRequested('webp');
  if (request.format) return fromRequested(request.format);
  const original = RESIZABLE_EXTENSIONS[path.extname(filePath).toLowerCase()] ?? 'jpeg';
  return { ...OUTPUTS[original], progressive: false };
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Resizes and re-encodes `source` into `target` (EXIF orientation applied, JPEG flattened on white). */
export async function renderVariant(source: string, target: string, request: ResizeRequest, output: OutputFormat): Promise<void> {
  const animated = output.format === 'gif' || output.format === 'webp';
  let image = sharp(source, { animated: animated && path.extname(source).toLowerCase() === '.gif' }).rotate();
  if (request.width || request.height) {
    image = image.resize({
      width: request.width,
      height: request.height,
      fit: request.fit,
      background: output.format === 'jpeg' ? WHITE : TRANSPARENT,
    });
  }
  if (output.format === 'jpeg') {
    image = image.flatten({ background: WHITE }).jpeg({ quality: request.quality, progressive: output.progressive, mozjpeg: true });
  } else if (output.format === 'png') {
    image = image.png({ compressionLevel: 9 });
  } else if (output.format === 'webp') {
    image = image.webp({ quality: request.quality });
  } else {
    image = image.gif();
  }
  await image.toFile(target);
}
