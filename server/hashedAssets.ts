import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { PRECOMPRESSED, type Encoding } from './contentEncoding';

/** One file of the build in memory: its stats (for the validators) and its bytes. */
export interface FileInMemory {
  stats: Stats;
  body: Buffer;
}

/** A hashed build file with the precompressed twins the build wrote beside it. */
export interface HashedAsset {
  plain: FileInMemory;
  twins: Array<{ encoding: Encoding; file: FileInMemory }>;
}

/** Files larger than this are streamed as before (the build's are far smaller). */
const LARGEST_KEPT_BYTES = 2 * 1024 * 1024;

async function readIfSmall(filePath: string): Promise<FileInMemory | null> {
  const stats = await fs.stat(filePath).catch(() => null);
  if (!stats?.isFile() || stats.size > LARGEST_KEPT_BYTES) return null;
  return { stats, body: await fs.readFile(filePath) };
}

/**
 * The build's content-hashed files (`main.3f2a9c1b.js`), kept in memory once read: a name that
 * carries its content's hash never changes, so serving it needs no file system work at all. Under
 * load that matters: a streamed file takes a turn of the event loop per chunk and thread-pool work
 * per stat, each queued behind whatever else the server is doing; from memory it is one write.
 * Bounded by bytes; a miss (a file not read yet, too large, or evicted) is read again.
 */
export function createHashedAssetCache(maxBytes = 64 * 1024 * 1024) {
  const assets = new LRUCache<string, HashedAsset>({
    maxSize: maxBytes,
    sizeCalculation: (asset) => asset.plain.body.length + asset.twins.reduce((sum, twin) => sum + twin.file.body.length, 0) || 1,
  });
  const loading = new Map<string, Promise<HashedAsset | null>>();

  async function load(filePath: string): Promise<HashedAsset | null> {
    const plain = await readIfSmall(filePath);
    if (!plain) return null;
    const twins = await Promise.all(PRECOMPRESSED.map(async ({ encoding, suffix }) => ({ encoding, file: await readIfSmall(filePath + suffix) })));
    const asset = { plain, twins: twins.filter((twin): twin is { encoding: Encoding; file: FileInMemory } => twin.file !== null) };
    assets.set(filePath, asset);
    return asset;
  }

  return {
    /** The asset at `filePath`, from memory when it was read before; null when it is not a (small enough) file. */
    get(filePath: string): Promise<HashedAsset | null> {
      const known = assets.get(filePath);
      if (known) return Promise.resolve(known);
      let pending = loading.get(filePath);
      if (!pending) {
        pending = load(filePath).finally(() => loading.delete(filePath));
        loading.set(filePath, pending);
      }
      return pending;
    },
  };
}
