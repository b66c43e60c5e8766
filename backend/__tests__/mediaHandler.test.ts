import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createMediaHandler } from '../http/mediaHandler';
import { MAX_DIMENSION } from '../http/mediaParams';
import { listen, rawRequest, type RunningServer } from '../../server/test/listen';

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

let dataDir: string;
let mediaDir: string;
let cacheDir: string;
let site: RunningServer;
const logged: string[] = [];

/** Every file written under the variant cache. */
function cachedFiles(): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  return (fs.readdirSync(cacheDir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(cacheDir, name)).isFile());
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-media-'));
  mediaDir = path.join(dataDir, 'media');
  cacheDir = path.join(dataDir, 'media-cache');
  const product = path.join(mediaDir, 'catalog', 'product', 'a', 'b');
  fs.mkdirSync(product, { recursive: true });
  // 800x1000 (the storefront's 0.8 aspect), and a 1000x500 transparent PNG.
  await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 242, g: 108, b: 29 } } }).jpeg().toFile(path.join(product, 'serum.jpg'));
  await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toFile(path.join(product, 'logo.png'));
  fs.writeFileSync(path.join(mediaDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f26c1d"/></svg>');
  fs.writeFileSync(path.join(mediaDir, 'broken.jpg'), 'not an image');
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'database password');
  fs.symlinkSync(path.join(dataDir, 'secret.txt'), path.join(mediaDir, 'link.jpg'));

  const handle = createMediaHandler({ mediaDir, cacheDir, log: (line) => logged.push(line) });
  site = await listen(handle);
});

afterAll(async () => {
  await site.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}) => rawRequest(site.url, urlPath, { headers });

async function imageOf(body: Buffer) {
  return sharp(body).metadata();
}

describe('originals', () => {
  test('a file is served as it is, with long caching and an ETag', async () => {
    const response = await get('/media/catalog/product/a/b/serum.jpg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000');
    expect(response.headers.etag).toBeTruthy();
    expect(response.body.equals(fs.readFileSync(path.join(mediaDir, 'catalog/product/a/b/serum.jpg')))).toBe(true);
  });

  test('SVG is served as SVG even when a resize is asked', async () => {
    const response = await get('/media/logo.svg?width=320&auto=webp', { Accept: WEBP_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.text).toContain('<svg');
  });

  test.each(['/media/nope.jpg', '/media/catalog/product/a/b/', '/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/link.jpg'])('%s is 404', async (urlPath) => {
    const response = await get(urlPath);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('database password');
  });
});

describe('resizing', () => {
  test('width alone keeps the aspect ratio', async () => {
    const response = await get('/media/catalog/product/a/b/serum.jpg?width=320');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await imageOf(response.body)).toMatchObject({ width: 320, height: 400, format: 'jpeg' });
  });

  test('height alone keeps the aspect ratio', async () => {
    expect(await imageOf((await get('/media/catalog/product/a/b/serum.jpg?height=100')).body)).toMatchObject({ width: 80, height: 100 });
  });

  test.each([
    ['cover', 300, 300],
    ['fill', 300, 300],
    ['contain', 300, 300],
    ['inside', 240, 300],
  ])('fit=%s into 300x300 gives %ix%i', async (fit, width, height) => {
    const response = await get(`/media/catalog/product/a/b/serum.jpg?width=300&height=300&fit=${fit}`);
    expect(await imageOf(response.body)).toMatchObject({ width, height });
  });

  test('format=pjpg gives a progressive JPEG; format=png a PNG', async () => {
    const progressive = await get('/media/catalog/product/a/b/serum.jpg?width=160&format=pjpg');
    expect(progressive.headers['content-type']).toBe('image/jpeg');
    expect(await imageOf(progressive.body)).toMatchObject({ format: 'jpeg', isProgressive: true });
    const png = await get('/media/catalog/product/a/b/serum.jpg?width=160&format=png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await imageOf(png.body)).toMatchObject({ format: 'png', width: 160 });
  });

  test('auto=webp answers WebP to a browser that accepts it, the asked format otherwise, and varies on Accept', async () => {
    const url = '/media/catalog/product/a/b/serum.jpg?auto=webp&format=pjpg&width=640&height=800&fit=cover';
    const webp = await get(url, { Accept: WEBP_ACCEPT });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await imageOf(webp.body)).toMatchObject({ format: 'webp', width: 640, height: 800 });

    const jpeg = await get(url, { Accept: 'image/png,image/svg+xml,image/*;q=0.8' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toBe('Accept');
    expect(await imageOf(jpeg.body)).toMatchObject({ format: 'jpeg', isProgressive: true });
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
  });

  test('transparent PNG to JPEG is flattened on white, not black', async () => {
    const response = await get('/media/catalog/product/a/b/logo.png?width=100&format=jpg');
    const { data } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  test('quality changes the bytes (85 for Page Builder, 80 by default)', async () => {
    const standard = await get('/media/catalog/product/a/b/serum.jpg?width=400&format=webp');
    const explicit80 = await get('/media/catalog/product/a/b/serum.jpg?width=400&format=webp&quality=80');
    const pageBuilder = await get('/media/catalog/product/a/b/serum.jpg?width=400&format=webp&quality=85');
    expect(explicit80.body.equals(standard.body)).toBe(true);
    expect(pageBuilder.body.equals(standard.body)).toBe(false);
  });

  test.each([
    `width=${MAX_DIMENSION + 1}`,
    'height=99999',
    'width=0',
    'width=-5',
    'width=abc',
    'fit=stretch',
    'format=tiff',
    'quality=101',
  ])('%s is a 400', async (query) => {
    const response = await get(`/media/catalog/product/a/b/serum.jpg?${query}`);
    expect(response.status).toBe(400);
  });

  test('an original that is not an image answers an error, not a crash', async () => {
    const response = await get('/media/broken.jpg?width=100');
    expect(response.status).toBe(415);
    expect(logged.join('\n')).toContain('broken.jpg');
  });
});

describe('the variant cache', () => {
  test('a variant is rendered once, written to the cache dir, and reused', async () => {
    const url = '/media/catalog/product/a/b/serum.jpg?width=123&format=png';
    const before = cachedFiles();
    const first = await get(url);
    const added = cachedFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.png$/);

    const cachedPath = path.join(cacheDir, added[0]);
    const renderedAt = fs.statSync(cachedPath).mtimeMs;
    const second = await get(url);
    expect(second.body.equals(first.body)).toBe(true);
    expect(fs.statSync(cachedPath).mtimeMs).toBe(renderedAt);
    expect(cachedFiles()).toHaveLength(before.length + 1);
  });

  test('the cache answers from its file: replacing its bytes shows in the answer', async () => {
    const url = '/media/catalog/product/a/b/serum.jpg?width=77';
    const before = cachedFiles();
    await get(url);
    const [added] = cachedFiles().filter((name) => !before.includes(name));
    const marker = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } }).jpeg().toBuffer();
    fs.writeFileSync(path.join(cacheDir, added), marker);
    expect((await get(url)).body.equals(marker)).toBe(true);
  });

  test('unknown parameters do not make new variants; concurrent requests render once', async () => {
    const before = cachedFiles().length;
    await Promise.all([
      get('/media/catalog/product/a/b/serum.jpg?width=211&crop=false'),
      get('/media/catalog/product/a/b/serum.jpg?width=211&type=image-product'),
      get('/media/catalog/product/a/b/serum.jpg?width=211'),
    ]);
    expect(cachedFiles()).toHaveLength(before + 1);
  });

  test('304 for the ETag of a variant', async () => {
    const url = '/media/catalog/product/a/b/serum.jpg?width=50&auto=webp';
    const first = await get(url, { Accept: WEBP_ACCEPT });
    const second = await get(url, { Accept: WEBP_ACCEPT, 'If-None-Match': first.headers.etag! });
    expect(second.status).toBe(304);
    expect(second.headers.vary).toBe('Accept');
  });
});
