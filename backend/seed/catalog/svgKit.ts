/** Small helpers for the generated SVG artwork. */

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends `hex` towards `other` by `amount` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, amount: number): string {
  const [r1, g1, b1] = channels(hex);
  const [r2, g2, b2] = channels(other);
  const blend = (a: number, b: number) => Math.round(a + (b - a) * amount).toString(16).padStart(2, '0');
  return `#${blend(r1, r2)}${blend(g1, g2)}${blend(b1, b2)}`;
}

/** Dark text on light colours, white text on dark ones. */
export function inkOn(hex: string): string {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#2b2b2b' : '#ffffff';
}

/** Font size at which `text` fits `width` pixels (DejaVu Sans averages ~0.6 em per character). */
export function fitFontSize(text: string, width: number, maxSize: number, weightFactor = 0.62): number {
  return Math.max(10, Math.min(maxSize, Math.floor(width / (weightFactor * Math.max(1, text.length)))));
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  transform?: string;
}

export function text(content: string, options: TextOptions): string {
  const weight = options.bold ? ' font-weight="700"' : '';
  const transform = options.transform ? ` transform="${options.transform}"` : '';
  return `<text x="${options.x}" y="${options.y}" font-family="${FONT}" font-size="${options.size}"${weight} fill="${options.fill}" text-anchor="${options.anchor ?? 'middle'}"${transform}>${escapeXml(content)}</text>`;
}

/** Text centred in a box of `width`, shrunk to fit. */
export function fittedText(content: string, x: number, y: number, width: number, maxSize: number, fill: string, bold = false): string {
  return text(content, { x, y, size: fitFontSize(content, width, maxSize, bold ? 0.68 : 0.6), fill, bold });
}

/** A cheap deterministic 32-bit hash of a string (FNV-1a), to vary decorations per product. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) hash = Math.imul(hash ^ value.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
