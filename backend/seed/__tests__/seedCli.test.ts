import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../db/connection';
import { DATABASE_FILE } from '../../index';
import { parseSeedCommand } from '../cli';

// `npm run seed` as an operator runs it: a child process on a data dir, judged by its exit code,
// its words and what the data dir then holds.
const REPO_ROOT = path.resolve(__dirname, '../../..');

async function seed(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'backend/seed/cli.ts', ...args], { cwd: REPO_ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function readShop(dataDir: string) {
  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  try {
    const visible = db.prepare('SELECT COUNT(*) FROM products WHERE visibility = 4').pluck().get() as number;
    const lastImage = db.prepare('SELECT file FROM product_media_gallery ORDER BY product_id DESC LIMIT 1').pluck().get() as string;
    const orders = db.prepare('SELECT COUNT(*) FROM sales_orders').pluck().get() as number;
    return { visible, lastImage, orders };
  } finally {
    db.close();
  }
}

describe('npm run seed', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-')), 'shop');
  afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('seeds a new data dir with a catalogue of the size asked for, every image on disk', async () => {
    const { code, output } = await seed('--data-dir', dataDir, '--products', '1200');
    expect(output).toContain('seed: demo shop created');
    expect(code).toBe(0);
    const shop = readShop(dataDir);
    expect(shop.visible).toBe(1200);
    expect(shop.orders).toBeGreaterThanOrEqual(3);
    expect(fs.existsSync(path.join(dataDir, 'media/catalog/product', shop.lastImage))).toBe(true);
  }, 90_000);

  it('refuses to replace a shop without --force and leaves it as it was', async () => {
    const { code, output } = await seed('--data-dir', dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`${dataDir} already holds a shop; --force deletes it`);
    expect(readShop(dataDir).visible).toBe(1200);
  }, 30_000);

  it('re-seeds the demo catalogue with --force', async () => {
    const { code } = await seed('--data-dir', dataDir, '--force');
    expect(code).toBe(0);
    expect(readShop(dataDir).visible).toBe(341);
  }, 90_000);

  it('explains a wrong product count', async () => {
    const { code, output } = await seed('--data-dir', dataDir, '--products', 'many');
    expect(code).toBe(1);
    expect(output).toContain('--products takes a whole number, not "many"');
    expect(output).toContain('usage: npm run seed');
  }, 30_000);
});

describe('parseSeedCommand', () => {
  it('uses DATA_DIR, then ./var, relative to the current directory', () => {
    expect(parseSeedCommand([], { DATA_DIR: 'shops/a' }, '/srv').dataDir).toBe('/srv/shops/a');
    expect(parseSeedCommand([], {}, '/srv')).toEqual({ dataDir: '/srv/var', productCount: undefined, force: false });
    expect(parseSeedCommand(['--data-dir', '/x', '--products', '20000', '--force'], { DATA_DIR: 'y' }, '/srv')).toEqual({
      dataDir: '/x',
      productCount: 20000,
      force: true,
    });
  });
});
