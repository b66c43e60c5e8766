import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFakeDist } from './fakeDist';
import { startServerProcess, type ServerProcess } from './serverProcess';

export interface ShopProcess {
  server: ServerProcess;
  /** Its base URL (no trailing slash). */
  url: string;
  /** Stops it and removes its data dir and build. */
  close(): Promise<void>;
}

/** `npm start` as its own process on a fresh data dir (seeded on start) over a fake build, ready. */
export async function startShopProcess(env: Record<string, string> = {}, options: { nodeArgs?: string[] } = {}): Promise<ShopProcess> {
  const dist = createFakeDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shop-'));
  const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: dist.dir, ...env }, options);
  const close = async () => {
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    dist.remove();
  };
  try {
    return { server, url: await server.ready(150_000), close };
  } catch (error) {
    await close();
    throw error;
  }
}
