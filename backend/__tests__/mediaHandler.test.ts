import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createMediaHandler, type MediaHandlerOptions, type Renderer } from '../http/mediaHandler';
import { ALLOWED_HEIGHTS, ALLOWED_WIDTHS } from '../http/mediaSizes';
import { createVariantCache } from '../http/variantCache';
import { renderVariant } from '../http/mediaTransform';
import { listen, rawRequest, type RunningServer } from '../../server/test/listen';

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const SERUM = '/media/catalog/product/a/b/serum.jpg';

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
    ['cover', 320, 400],
    ['contain', 320, 400],
    ['inside', 320, 160],
  ])('fit=%s of the 2:1 logo into 320x400 gives %ix%i', async (fit, width, height) => {
    const response = await get(`/media/catalog/product/a/b/logo.png?width=320&height=400&fit=${fit}`);
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
    const response = await get('/media/catalog/product/a/b/logo.png?width=100&format=pjpg');
    const { data } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  test('quality changes the bytes (85 for Page Builder, 80 by default)', async () => {
    const webp = { Accept: WEBP_ACCEPT };
    const standard = await get('/media/catalog/product/a/b/serum.jpg?width=400&auto=webp', webp);
    const explicit80 = await get('/media/catalog/product/a/b/serum.jpg?width=400&auto=webp&quality=80', webp);
    const pageBuilder = await get('/media/catalog/product/a/b/serum.jpg?width=400&auto=webp&quality=85', webp);
    expect(explicit80.body.equals(standard.body)).toBe(true);
    expect(pageBuilder.body.equals(standard.body)).toBe(false);
  });

  test.each([
    'width=0',
    'width=-5',
    'width=abc',
    'fit=stretch',
    'format=tiff',
    'quality=101',
    // Values the storefront never asks for: each would be another variant of every image.
    'fit=fill',
    'format=jpg',
    'format=webp',
    'format=gif',
    'quality=90',
    'quality=1',
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
    const url = '/media/catalog/product/a/b/serum.jpg?width=270&format=png';
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
    const url = '/media/catalog/product/a/b/serum.jpg?width=180';
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
      get('/media/catalog/product/a/b/serum.jpg?width=960&crop=false'),
      get('/media/catalog/product/a/b/serum.jpg?width=960&type=image-product'),
      get('/media/catalog/product/a/b/serum.jpg?width=960'),
    ]);
    expect(cachedFiles()).toHaveLength(before + 1);
  });

  test('304 for the ETag of a variant', async () => {
    const url = '/media/catalog/product/a/b/serum.jpg?width=60&auto=webp';
    const first = await get(url, { Accept: WEBP_ACCEPT });
    const second = await get(url, { Accept: WEBP_ACCEPT, 'If-None-Match': first.headers.etag! });
    expect(second.status).toBe(304);
    expect(second.headers.vary).toBe('Accept');
  });
});

describe('allowed sizes', () => {
  test('are the spec presets with their 0.8-aspect heights, the search thumbnail, and the chat banner at 1x to 3x', () => {
    expect(ALLOWED_WIDTHS).toEqual([40, 60, 80, 90, 160, 180, 270, 320, 640, 960, 1280, 1600, 2560]);
    expect(ALLOWED_HEIGHTS).toEqual([50, 75, 100, 130, 200, 260, 390, 400, 800, 1200, 1600, 2000, 3200]);
  });

  test.each([
    ['width=311', 'width=320'],
    ['width=50', 'width=60'],
    ['height=131', 'height=130'],
    ['width=1000&height=1000', 'width=960&height=1200'],
  ])('%s is answered as %s, from the same variant', async (asked, allowed) => {
    const [answer, reference] = await Promise.all([get(`${SERUM}?${asked}`), get(`${SERUM}?${allowed}`)]);
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(reference.headers.etag);
    expect(answer.body.equals(reference.body)).toBe(true);
  });

  test.each(['width=4000', 'width=99999', 'height=99999', 'width=99999&height=99999', `width=${'9'.repeat(30)}`])(
    '%s costs no more than the largest allowed image, 2560x3200',
    async (query) => {
      const response = await get(`${SERUM}?${query}`);
      expect(response.status).toBe(200);
      expect(await imageOf(response.body)).toMatchObject({ width: 2560, height: 3200 });
    },
  );
});

/** A media handler of its own (own cache dir) on a free port. */
function serveMedia(options: Omit<MediaHandlerOptions, 'mediaDir' | 'log'>): Promise<RunningServer> {
  return listen(createMediaHandler({ mediaDir, log: (line) => logged.push(line), ...options }));
}

/** Files under `dir` (relative names) with their sizes. */
function filesIn(dir: string): Map<string, number> {
  if (!fs.existsSync(dir)) return new Map();
  const names = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile());
  return new Map(names.map((name) => [name, fs.statSync(path.join(dir, name)).size]));
}

const totalSize = (dir: string) => [...filesIn(dir).values()].reduce((sum, size) => sum + size, 0);

/** A renderer that counts renders and how many run at once, then renders for real. */
function watchedRenderer(delayMs = 0) {
  const watch = { renders: 0, running: 0, most: 0 };
  const renderer: Renderer = async (...args) => {
    watch.renders += 1;
    watch.running += 1;
    watch.most = Math.max(watch.most, watch.running);
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await renderVariant(...args);
    } finally {
      watch.running -= 1;
    }
  };
  return { watch, renderer };
}

describe('rendering', () => {
  test('at most two variants are rendered at a time; the others wait their turn', async () => {
    const { watch, renderer } = watchedRenderer(40);
    const server = await serveMedia({ cacheDir: path.join(dataDir, 'cache-concurrency'), renderer });
    try {
      const widths = [40, 60, 80, 90, 160, 180];
      const responses = await Promise.all(widths.map((width) => rawRequest(server.url, `${SERUM}?width=${width}`)));
      expect(responses.map((response) => response.status)).toEqual(widths.map(() => 200));
      expect(watch.renders).toBe(6);
      expect(watch.most).toBe(2);
    } finally {
      await server.close();
    }
  });
});

describe('the render queue', () => {
  test('past 2 rendering and 8 waiting, a new variant is a 503 with Retry-After at once; rendered variants are still served', async () => {
    let unblock: () => void = () => {};
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    let blocking = false;
    const renderer: Renderer = async (...args) => {
      if (blocking) await blocked;
      await renderVariant(...args);
    };
    const server = await serveMedia({ cacheDir: path.join(dataDir, 'cache-queue'), renderer });
    const variant = (width: number, fit = 'cover') => `${SERUM}?width=${width}&height=${ALLOWED_HEIGHTS[0]}&fit=${fit}`;
    try {
      expect((await rawRequest(server.url, `${SERUM}?width=40`)).status).toBe(200);
      blocking = true;
      // 2 render, 8 wait: every allowed width but the largest two, in two fits.
      const queued = ALLOWED_WIDTHS.slice(0, 5).flatMap((width) => [variant(width), variant(width, 'inside')]);
      const waiting = queued.map((url) => rawRequest(server.url, url));
      await new Promise((resolve) => setTimeout(resolve, 200));

      const started = performance.now();
      const refused = await rawRequest(server.url, variant(2560));
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await rawRequest(server.url, `${SERUM}?width=40`)).status).toBe(200);

      unblock();
      expect((await Promise.all(waiting)).map((response) => response.status)).toEqual(queued.map(() => 200));
      expect((await rawRequest(server.url, variant(2560))).status).toBe(200);
    } finally {
      unblock();
      await server.close();
    }
  });
});

describe('the variant cache budget', () => {
  const [A, B, C, D] = [40, 60, 80, 90].map((width) => `${SERUM}?width=${width}`);

  /** The file each URL renders to (the same name in any cache dir) and its size, from a cache without a tight budget. */
  async function probe(urls: string[]): Promise<Map<string, [name: string, size: number]>> {
    const dir = path.join(dataDir, 'cache-probe');
    const server = await serveMedia({ cacheDir: dir });
    const files = new Map<string, [string, number]>();
    try {
      for (const url of urls) {
        const before = filesIn(dir);
        await rawRequest(server.url, url);
        const added = [...filesIn(dir)].filter(([name]) => !before.has(name));
        expect(added).toHaveLength(1);
        files.set(url, added[0]);
      }
    } finally {
      await server.close();
    }
    return files;
  }

  test('the least recently served variants are deleted beyond the budget; an evicted one is rendered again', async () => {
    const files = await probe([A, B, C, D]);
    const [a, b, c, d] = [A, B, C, D].map((url) => files.get(url)![1]);
    const nameOf = (url: string) => files.get(url)![0];
    // Room for A, B, C, and for A, C, D; never for all four.
    const budget = Math.max(a + b + c, a + c + d);
    const dir = path.join(dataDir, 'cache-budget');
    const { watch, renderer } = watchedRenderer();
    const server = await serveMedia({ cacheDir: dir, cacheMaxBytes: budget, renderer });
    const fetchOk = async (url: string) => expect((await rawRequest(server.url, url)).status).toBe(200);
    try {
      for (const url of [A, B, C]) await fetchOk(url);
      expect([...filesIn(dir).keys()].sort()).toEqual([A, B, C].map(nameOf).sort());

      await fetchOk(A); // A is now more recent than B and C
      await fetchOk(D);
      expect([...filesIn(dir).keys()].sort()).toEqual([A, C, D].map(nameOf).sort());
      expect(totalSize(dir)).toBeLessThanOrEqual(budget);
      expect(watch.renders).toBe(4);

      await fetchOk(B);
      expect(watch.renders).toBe(5);
      expect(filesIn(dir).has(nameOf(B))).toBe(true);
      expect(totalSize(dir)).toBeLessThanOrEqual(budget);
    } finally {
      await server.close();
    }
  });

  test('it keeps track of a bounded number of files, however small: past it the least recent are deleted', async () => {
    const dir = path.join(dataDir, 'cache-count');
    fs.mkdirSync(dir, { recursive: true });
    const cache = createVariantCache({ dir, maxBytes: 1 << 30, maxFiles: 3, log: () => {} });
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      fs.writeFileSync(path.join(dir, `${name}.jpg`), 'x');
      expect(await cache.record(path.join(dir, `${name}.jpg`), 1)).toBe(true);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(['c.jpg', 'd.jpg', 'e.jpg']);
  });

  test('after a restart the files already there count, and the oldest go first', async () => {
    const dir = path.join(dataDir, 'cache-restart');
    const now = Date.now() / 1000;
    const ages: Array<[name: string, ageSeconds: number]> = [
      ['aa/old.jpg', 300],
      ['bb/middle.jpg', 200],
      ['cc/new.jpg', 100],
    ];
    for (const [name, age] of ages) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), Buffer.alloc(10_000));
      fs.utimesSync(path.join(dir, name), now - age, now - age);
    }
    const server = await serveMedia({ cacheDir: dir, cacheMaxBytes: 25_000 });
    try {
      expect((await rawRequest(server.url, `${SERUM}?width=40&format=png`)).status).toBe(200);
      const names = [...filesIn(dir).keys()];
      expect(names).not.toContain(path.join('aa', 'old.jpg'));
      expect(names).toEqual(expect.arrayContaining([path.join('bb', 'middle.jpg'), path.join('cc', 'new.jpg')]));
      expect(names).toHaveLength(3);
      expect(totalSize(dir)).toBeLessThanOrEqual(25_000);
    } finally {
      await server.close();
    }
  });
});
