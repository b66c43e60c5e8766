import { cacheControlFor, IMMUTABLE, isHashedAsset, REVALIDATE } from '../cachePolicy';

test.each([
  'static/js/main.780b5084.js',
  'static/js/not-found.22943166.chunk.js',
  'static/css/sign-in.a7b7503e.chunk.css',
  'static/media/logo.3f2a9c1b.svg',
  'static/js/main.780b5084.js.br',
])('%s is a hashed asset', (file) => {
  expect(isHashedAsset(file)).toBe(true);
  expect(cacheControlFor(file)).toBe(IMMUTABLE);
});

test.each(['index.html', 'sw.js', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-512.png', 'static/js/123.js', 'static/js/main.js', 'offline.html'])(
  '%s is revalidated',
  (file) => {
    expect(isHashedAsset(file)).toBe(false);
    expect(cacheControlFor(file)).toBe(REVALIDATE);
  },
);
