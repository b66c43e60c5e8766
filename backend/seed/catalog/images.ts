import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { brandLogoSvg, categoryBannerSvg } from './artwork';
import type { Brand } from './brands';
import type { CategoryRecord } from './categories';
import { packshotSvg } from './packshot';
import { galleryFiles, type ProductPlan } from './plan';

export interface ImageJob {
  /** Absolute path of the file to write. */
  file: string;
  svg: () => string;
  format: 'jpeg' | 'png';
}

/** libvips already spreads one image over threads; a few at once keeps 2 cores busy without thrashing. */
const RENDER_CONCURRENCY = 4;

export function productImageJobs(mediaDir: string, products: readonly ProductPlan[]): ImageJob[] {
  return products.flatMap((product) =>
    galleryFiles(product).map((file, index) => ({
      file: path.join(mediaDir, 'catalog/product', file),
      format: 'jpeg' as const,
      svg: () => packshotSvg({ brand: product.brand.name, line: product.line, caption: product.look.caption, pack: product.look.pack, color: product.look.color, key: product.sku }, index + 1),
    })),
  );
}

export function categoryImageJobs(mediaDir: string, categories: readonly CategoryRecord[]): ImageJob[] {
  return categories
    .filter((category) => category.image && category.top)
    .map((category) => ({ file: path.join(mediaDir, category.image!), format: 'jpeg' as const, svg: () => categoryBannerSvg(category.top!) }));
}

export function brandLogoJobs(mediaDir: string, brands: readonly Brand[]): ImageJob[] {
  return brands.map((brand) => ({ file: path.join(mediaDir, brand.logo), format: 'png' as const, svg: () => brandLogoSvg(brand) }));
}

/** The roles a product image can have; a product without a file of that role points at its placeholder. */
const PLACEHOLDER_ROLES = ['image', 'small_image', 'thumbnail', 'swatch_image'] as const;

const placeholderSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#f4f1ee"/><circle cx="400" cy="360" r="120" fill="#f9d9c4"/>
<path d="M340 330h120v20h-50v90h-20v-90h-50z" fill="#f26c1d"/>
<text x="400" y="560" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="36" fill="#8a7f77">No image yet</text></svg>`;

/** media/catalog/product/placeholder/<role>.jpg, as Magento serves for products with no image. */
export function placeholderImageJobs(mediaDir: string): ImageJob[] {
  return PLACEHOLDER_ROLES.map((role) => ({ file: path.join(mediaDir, 'catalog/product/placeholder', `${role}.jpg`), format: 'jpeg' as const, svg: placeholderSvg }));
}

async function render(job: ImageJob): Promise<void> {
  const image = sharp(Buffer.from(job.svg()));
  // The artwork paints an opaque background, so JPEG needs no flattening.
  await (job.format === 'png' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 82, progressive: true })).toFile(job.file);
}

/** Renders every job, a few at a time, creating folders first. */
export async function renderImages(jobs: readonly ImageJob[]): Promise<void> {
  for (const dir of new Set(jobs.map((job) => path.dirname(job.file)))) fs.mkdirSync(dir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await render(jobs[next++]);
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}
