import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Escapes text for an SVG/XML text node or attribute. */
export const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Renders an SVG document to `mediaDir/relativePath` (JPEG or PNG by extension) and returns the
 * media-relative path, so callers can store it or put it in a {{media url}} directive.
 */
export async function renderSvg(mediaDir: string, relativePath: string, svg: string): Promise<string> {
  const file = path.join(mediaDir, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (relativePath.endsWith('.png') ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, mozjpeg: true })).toFile(file);
  return relativePath;
}

export interface BannerArt {
  width: number;
  height: number;
  /** Two colours of the background gradient. */
  colors: readonly [string, string];
  title: string;
  subtitle?: string;
  /** Small label in a pill above the title, e.g. "Diskon 50%". */
  badge?: string;
}

/** A promotional banner: gradient, soft circles, a badge, a title and a subtitle, in the shop's orange palette. */
export function bannerSvg({ width, height, colors, title, subtitle, badge }: BannerArt): string {
  const unit = Math.min(width, height) / 10;
  const x = Math.round(width * 0.07);
  // Bold Liberation Sans runs about 0.68 em a character: a smaller factor let long titles run off the edge.
  const titleSize = Math.round(Math.min(unit * 1.5, (width * 0.86) / Math.max(8, title.length * 0.68)));
  const titleY = Math.round(height * 0.5);
  // Both lines fit the picture's width (a long subtitle ran off its right edge, cut mid-word).
  const subtitleSize = subtitle ? Math.round(Math.min(titleSize * 0.45, (width * 0.86) / (subtitle.length * 0.56))) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.3}" r="${unit * 4}" fill="#ffffff" fill-opacity="0.14"/>
<circle cx="${width * 0.72}" cy="${height * 0.95}" r="${unit * 3}" fill="#ffffff" fill-opacity="0.10"/>
${badge ? `<rect x="${x}" y="${titleY - titleSize * 2.1}" rx="${unit * 0.4}" width="${badge.length * unit * 0.42 + unit}" height="${unit * 0.9}" fill="#ffffff"/>
<text x="${x + unit * 0.5}" y="${titleY - titleSize * 2.1 + unit * 0.64}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="${Math.round(unit * 0.55)}" font-weight="700" fill="${colors[1]}">${xml(badge)}</text>` : ''}
<text x="${x}" y="${titleY}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${xml(title)}</text>
${subtitle ? `<text x="${x}" y="${titleY + titleSize * 1.1}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="${subtitleSize}" fill="#ffffff">${xml(subtitle)}</text>` : ''}
</svg>`;
}
