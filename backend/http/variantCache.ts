import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** 256 MiB: thousands of catalogue variants (most are 10-200 KB), small next to the originals. */
export const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The files it keeps track of at most, whatever their bytes: each costs its path and an LRU slot in
 * memory (about 300 B), and a budget of tiny files (a 40 px thumbnail is under 1 KB) would otherwise
 * be a quarter of a million of them.
 */
export const MAX_VARIANT_FILES = 50_000;

export interface VariantCacheOptions {
  dir: string;
  maxBytes: number;
  /** MAX_VARIANT_FILES unless given. */
  maxFiles?: number;
  log: (line: string) => void;
}

export interface VariantCache {
  /**
   * Notes that `file` (of `size` bytes) was just rendered or served, making it the most recently
   * used, and deletes the least recently used files until the budget holds again. Resolves false
   * when the file alone is over the budget: it is not kept, and the caller removes it once served.
   */
  record(file: string, size: number): Promise<boolean>;
}

/**
 * Keeps the resized variants in `dir` within a byte budget, least recently used out first. The
 * bookkeeping (lru-cache, keyed by file path, sized in bytes) lives in memory; on start it indexes
 * the files already there, oldest modification first, so the budget holds across restarts.
 * Files in the middle of being written (`*.tmp`) are not counted. At most `maxFiles` are kept.
 */
export function createVariantCache({ dir, maxBytes, maxFiles = MAX_VARIANT_FILES, log }: VariantCacheOptions): VariantCache {
  let evicted: string[] = [];
  const lru = new LRUCache<string, number>({
    max: maxFiles,
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: (size) => Math.max(1, size),
    // Called during set(); the files are deleted right after, so the budget holds once record() resolves.
    dispose: (_size, file, reason) => {
      if (reason === 'evict') evicted.push(file);
    },
  });

  async function removeEvicted(): Promise<void> {
    const files = evicted;
    evicted = [];
    const remove = (file: string) =>
      fs.promises.rm(file, { force: true }).catch((error: Error) => log(`media cache: cannot delete ${file}: ${error.message}`));
    await Promise.all(files.map(remove));
  }

  async function indexExisting(): Promise<void> {
    let names: string[];
    try {
      names = await fs.promises.readdir(dir, { recursive: true });
    } catch {
      return; // Not created yet: nothing to index.
    }
    const files = await Promise.all(
      names
        .filter((name) => !name.endsWith('.tmp'))
        .map(async (name) => {
          const file = path.join(dir, name);
          const stats = await fs.promises.stat(file).catch(() => null);
          return stats?.isFile() ? { file, size: stats.size, mtimeMs: stats.mtimeMs } : null;
        }),
    );
    const existing = files.filter((entry) => entry !== null).sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { file, size } of existing) {
      // Oldest first, so the newest end up most recent and an over-budget folder loses its oldest.
      if (!remember(file, size)) evicted.push(file);
    }
    await removeEvicted();
  }

  function remember(file: string, size: number): boolean {
    lru.set(file, size);
    return lru.has(file);
  }

  const indexed = indexExisting();

  return {
    async record(file, size) {
      await indexed;
      const kept = remember(file, size);
      await removeEvicted();
      return kept;
    },
  };
}
