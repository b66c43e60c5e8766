import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { createBackend, DATABASE_FILE, DataDirError } from '../index';
import { isSeeded } from '../seed';
import { seedStore } from '../seed/store';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-create-'));
const count = (dir: string, table: string) => {
  const db = openDatabase(path.join(dir, DATABASE_FILE));
  try {
    return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
};

describe('createBackend and the data dir', () => {
  it('seeds an empty data dir once and reuses it as it is on the next start', async () => {
    const dir = tempDir();
    const first = await createBackend({ dataDir: dir, log: () => {} });
    expect(isSeeded(first.db)).toBe(true);
    first.db.prepare("UPDATE stores SET name = 'Renamed by the merchant' WHERE code = 'default'").run();
    first.close();

    const lines: string[] = [];
    const second = await createBackend({ dataDir: dir, log: (line) => lines.push(line) });
    expect(second.db.prepare("SELECT name FROM stores WHERE code = 'default'").pluck().get()).toBe('Renamed by the merchant');
    expect(lines.join('\n')).not.toMatch(/seeding/);
    second.close();
  }, 120_000);

  it('seeds again from scratch when the first seed was cut short', async () => {
    const dir = tempDir();
    const db = openDatabase(path.join(dir, DATABASE_FILE));
    migrate(db);
    await seedStore(db, { mediaDir: path.join(dir, 'media') });
    db.close();
    expect(count(dir, 'products')).toBe(0);

    const lines: string[] = [];
    const backend = await createBackend({ dataDir: dir, log: (line) => lines.push(line) });
    backend.close();
    expect(lines.join('\n')).toMatch(/interrupted; seeding again/);
    expect(count(dir, 'stores')).toBe(1);
    expect(count(dir, 'products')).toBeGreaterThan(300);
  }, 120_000);

  it('refuses a data dir it cannot write to', async () => {
    const file = path.join(tempDir(), 'not-a-dir');
    fs.writeFileSync(file, '');
    await expect(createBackend({ dataDir: path.join(file, 'sub'), log: () => {} })).rejects.toThrow(DataDirError);
  });
});
