import fs from 'node:fs/promises';
import path from 'node:path';

/** What the build wrote in dist/chunk-files.json: a chunk group's name to its /static/... files. */
export type ChunkFiles = Record<string, string[]>;

/**
 * Reads dist/chunk-files.json once per build (it is re-read when the file changes); a build
 * without it (an older one) preloads no chunks.
 */
export function createChunkFilesReader(distDir: string): () => Promise<ChunkFiles> {
  const file = path.join(distDir, 'chunk-files.json');
  let cached: { mtimeMs: number; files: ChunkFiles } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await fs.stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, files: JSON.parse(await fs.readFile(file, 'utf8')) as ChunkFiles };
      return cached.files;
    } catch {
      return {};
    }
  };
}
