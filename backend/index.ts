import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { holdPasswordHashing, readPasswordHashingSettings } from './auth/passwordHashing';
import { purgeExpiredCustomerTokens } from './auth/tokens';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { createClientLimits } from './abuse/clientLimits';
import { createCacheInvalidation } from './cache/invalidation';
import { createPurger } from './cache/purge';
import { stockChangeTags, watchStockChanges } from './cache/stockChanges';
import { createDownloadHandler } from './http/downloadHandler';
import { createGraphQlHandler } from './http/graphqlHandler';
import { createMediaHandler } from './http/mediaHandler';
import { createRestHandler } from './http/restHandler';
import { createRouter } from './http/router';
import { scheduleUnpaidOrderExpiry } from './orders/unpaidOrderSchedule';
import { buildSchema } from './schema/build';
import { isPartlySeeded, isSeeded, seedDatabase } from './seed';
import type { BackendOptions, Db } from './types';

export interface Backend {
  /** Serves /graphql, /rest/..., /media/... and /downloadable/download/...; resolves false (untouched) for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  db: Db;
  dataDir: string;
  /** Whether the database answers a trivial query (GET /health_check.php). */
  isDatabaseAnswering(): boolean;
  close(): void;
}

export const DATABASE_FILE = 'storefront.sqlite';

export class DataDirError extends Error {}

const isTablePresent = (db: Db, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new DataDirError(`Data directory ${dir} is not writable: ${(error as Error).message}`);
  }
}

/** Opens the shop in `dataDir` (migrating and, when new, seeding it) and returns its HTTP handler. */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  const log = options.log ?? ((line: string) => console.error(line));
  // A wrong PASSWORD_HASH_WORKERS or PASSWORD_HASH_QUEUE stops the start, not the first sign-in.
  readPasswordHashingSettings();
  const dataDir = path.resolve(options.dataDir);
  ensureWritableDir(dataDir);
  const mediaDir = path.join(dataDir, 'media');
  const dbFile = path.join(dataDir, DATABASE_FILE);
  let db = openDatabase(dbFile);
  if (isTablePresent(db, 'core_config') && isPartlySeeded(db)) {
    // Only the demo seed writes before the completion mark, so nothing of a user's is lost.
    log(`backend: the first seed in ${dataDir} was interrupted; seeding again`);
    db.close();
    for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(file, { force: true });
    fs.rmSync(mediaDir, { recursive: true, force: true });
    db = openDatabase(dbFile);
  }
  try {
    migrate(db);
    if (!isSeeded(db)) {
      log(`backend: seeding a new demo shop in ${dataDir}`);
      await seedDatabase(db, { mediaDir, log });
    }
    purgeExpiredCustomerTokens(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const cacheHosts = options.cacheHosts ?? [];
  const invalidation = createCacheInvalidation({ responseCache: options.responseCache, purger: cacheHosts.length > 0 ? createPurger(cacheHosts, { log }) : null });
  // An order sells units, a cancellation gives them back: the answers showing those products are stale.
  watchStockChanges(db, (productIds) => {
    // The ids arrive in a microtask: a shop closed right after the write has no answers left to drop.
    if (db.open) invalidation.invalidate(stockChangeTags(db, productIds));
  });

  const requestOptions = { trustedProxies: options.trustedProxies ?? 0, baseUrl: options.baseUrl, limits: createClientLimits(options.rateLimits), invalidation };
  const cacheOptions = { sharedCache: cacheHosts.length > 0, responseCache: options.responseCache };
  const route = createRouter([
    ['/graphql', createGraphQlHandler(db, buildSchema(), log, { ...requestOptions, ...cacheOptions })],
    ['/rest/', createRestHandler(db, log, requestOptions)],
    ['/downloadable/download/', createDownloadHandler(db)],
    ['/media/', createMediaHandler({ mediaDir, cacheDir: path.join(dataDir, 'media-cache'), cacheMaxBytes: options.mediaCacheMaxBytes, log })],
  ]);
  // After the stock watch: the orders it cancels at start purge the pages showing their products.
  const expiry = scheduleUnpaidOrderExpiry(db, { now: options.now ?? (() => new Date()), log });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    expiry.runIfDue();
    return route(req, res);
  };

  const releaseHashing = holdPasswordHashing();
  return {
    db,
    dataDir,
    handle,
    isDatabaseAnswering() {
      try {
        return db.prepare('SELECT 1').pluck().get() === 1;
      } catch {
        return false;
      }
    },
    close() {
      expiry.stop();
      releaseHashing();
      if (db.open) db.close();
    },
  };
}
