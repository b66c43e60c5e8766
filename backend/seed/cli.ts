// `npm run seed -- [--data-dir DIR] [--products N] [--force]`: seeds a data dir with the demo shop,
// or a larger catalogue for benchmarks. A data dir that already holds a shop is only replaced with
// --force, because re-seeding deletes its orders, accounts and carts.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE_FILE } from '../index';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedDatabase } from './index';
import { CacheHostsError } from '../cache/purge';
import { purgeAfterSeed, seedPurgeTargets } from './purgeAfterSeed';

const USAGE = 'usage: npm run seed -- [--data-dir DIR] [--products N] [--force]';

export interface SeedCommand {
  dataDir: string;
  productCount: number | undefined;
  force: boolean;
}

export class SeedUsageError extends Error {}

/** Reads the command line; DATA_DIR (default ./var) is the data dir unless --data-dir names one. */
export function parseSeedCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): SeedCommand {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' }, products: { type: 'string' }, force: { type: 'boolean' } } }));
  } catch (error) {
    throw new SeedUsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const products = values.products;
  if (products !== undefined && !/^\d+$/.test(products)) throw new SeedUsageError(`--products takes a whole number, not "${products}"\n${USAGE}`);
  return {
    dataDir: path.resolve(cwd, values['data-dir'] ?? env.DATA_DIR ?? 'var'),
    productCount: products === undefined ? undefined : Number(products),
    force: values.force ?? false,
  };
}

/** What a shop's data dir holds besides the database: generated media and resized variants. */
const SHOP_FILES = (dataDir: string) => [
  ...['', '-wal', '-shm'].map((suffix) => path.join(dataDir, DATABASE_FILE + suffix)),
  path.join(dataDir, 'media'),
  path.join(dataDir, 'media-cache'),
];

export async function runSeed(command: SeedCommand, log: (line: string) => void): Promise<void> {
  const { dataDir } = command;
  if (fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    if (!command.force) throw new SeedUsageError(`${dataDir} already holds a shop; --force deletes it (orders, accounts, carts) and seeds it again`);
    for (const file of SHOP_FILES(dataDir)) fs.rmSync(file, { recursive: true, force: true });
    log(`seed: deleted the shop in ${dataDir}`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  try {
    migrate(db);
    await seedDatabase(db, { mediaDir: path.join(dataDir, 'media'), log, productCount: command.productCount });
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const log = (line: string) => console.log(line);
  Promise.resolve()
    .then(async () => {
      const command = parseSeedCommand(process.argv.slice(2), process.env, process.cwd());
      const purgeTargets = seedPurgeTargets(process.env);
      await runSeed(command, log);
      // Caches in front of a running shop still hold the old catalogue's answers and pages.
      await purgeAfterSeed(purgeTargets, log);
    })
    .catch((error: Error) => {
      console.error(error instanceof SeedUsageError || error instanceof CacheHostsError ? error.message : error);
      process.exitCode = 1;
    });
}
