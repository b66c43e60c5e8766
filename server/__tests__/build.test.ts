import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBuildStale } from '../build';

let root: string;
let dist: string;

/** Writes a file and sets its modification time `secondsAgo` in the past. */
function writeAged(file: string, secondsAgo: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, time, time);
  fs.utimesSync(path.dirname(file), time, time);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
  dist = path.join(root, 'dist');
  writeAged(path.join(root, 'src', 'index.tsx'), 100);
  writeAged(path.join(root, 'package.json'), 100);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a missing build is stale', () => {
  expect(isBuildStale(root, dist)).toBe(true);
});

test('a build newer than every source is fresh', () => {
  writeAged(path.join(dist, 'index.html'), 10);
  expect(isBuildStale(root, dist)).toBe(false);
});

test.each(['src/features/chrome/header/Header.tsx', 'sw/index.ts', 'static/manifest.json', 'i18n/id_ID.json', 'scripts/webpack/messageGroupLoader.js', 'webpack.config.js', 'babel.config.js', 'package.json'])(
  'a change to %s makes it stale',
  (source) => {
    writeAged(path.join(dist, 'index.html'), 10);
    writeAged(path.join(root, source), 1);
    expect(isBuildStale(root, dist)).toBe(true);
  },
);

test('a deleted source makes it stale (its folder changed)', () => {
  writeAged(path.join(root, 'src', 'old.ts'), 100);
  writeAged(path.join(dist, 'index.html'), 10);
  fs.rmSync(path.join(root, 'src', 'old.ts'));
  expect(isBuildStale(root, dist)).toBe(true);
});

test('tests and files outside the build inputs do not', () => {
  writeAged(path.join(dist, 'index.html'), 10);
  writeAged(path.join(root, 'src', 'features', '__tests__', 'Header.test.tsx'), 1);
  writeAged(path.join(root, 'src', 'lib', 'money.test.ts'), 1);
  writeAged(path.join(root, 'backend', 'index.ts'), 1);
  writeAged(path.join(root, 'README.md'), 1);
  // Folder times count (a deleted source must rebuild): set them back to look at the files alone.
  for (const dir of ['src', 'src/features', 'src/lib']) fs.utimesSync(path.join(root, dir), new Date(Date.now() - 100_000), new Date(Date.now() - 100_000));
  expect(isBuildStale(root, dist)).toBe(false);
});
