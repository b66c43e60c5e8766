// Renders the PNG icons in static/ from static/favicon.svg with sharp. Run once after changing
// the SVG (`npx tsx scripts/generate-icons.ts`) and commit the PNGs: the build only copies them.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const STATIC_DIR = path.resolve(__dirname, '..', 'static');
const BRAND_ORANGE = '#f26c1d';

/** The mark on a full-bleed orange square, shrunk into the maskable safe zone (80% circle). */
function maskableSvg(markSvg: string): Buffer {
  const inner = markSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
      `<rect width="512" height="512" fill="${BRAND_ORANGE}"/>` +
      `<g transform="translate(76.8 76.8) scale(0.7)">${inner}</g></svg>`,
  );
}

async function main() {
  const mark = fs.readFileSync(path.join(STATIC_DIR, 'favicon.svg'), 'utf8');
  const render = (svg: Buffer | string, size: number, file: string, background?: string) => {
    const image = sharp(Buffer.from(svg), { density: 300 }).resize(size, size);
    return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toFile(path.join(STATIC_DIR, file));
  };
  fs.mkdirSync(path.join(STATIC_DIR, 'icons'), { recursive: true });
  await Promise.all([
    render(mark, 32, 'favicon.png'),
    render(mark, 180, 'apple-touch-icon.png', '#ffffff'),
    render(mark, 192, 'icons/icon-192.png'),
    render(mark, 512, 'icons/icon-512.png'),
    render(maskableSvg(mark), 512, 'icons/icon-maskable-512.png'),
  ]);
  console.log(`icons written to ${STATIC_DIR}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
