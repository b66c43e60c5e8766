import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the build is made from: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'sw', 'static', 'i18n', 'scripts/webpack', 'webpack.config.js', 'babel.config.js', 'package.json'];

/** Tests never reach the bundle, so editing them does not call for a rebuild. */
function isTestPath(name: string): boolean {
  return name === '__tests__' || /\.test\.[jt]sx?$/.test(name);
}

/** Newest modification time (ms) of the files under `entry`, 0 when it does not exist. */
function newestMtime(entry: string): number {
  let stats: fs.Stats;
  try {
    stats = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (isTestPath(child)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** The build is stale when dist/index.html is missing or older than any build input. */
export function isBuildStale(rootDir: string, distDir: string): boolean {
  const built = newestMtime(path.join(distDir, 'index.html'));
  if (built === 0) return true;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(rootDir, input)) > built);
}

export class BuildError extends Error {}

/**
 * Runs `webpack --mode production` in `rootDir` as a child process with its output shown as it
 * comes. Rejects with BuildError when webpack fails; aborting the signal stops webpack.
 */
export function runBuild(rootDir: string, distDir: string, signal?: AbortSignal): Promise<void> {
  const webpackBin = require.resolve('webpack/bin/webpack.js', { paths: [rootDir] });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackBin, '--mode', 'production'], {
      cwd: rootDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
      signal,
    });
    child.on('error', (error) => reject(signal?.aborted ? error : new BuildError(`Could not run webpack: ${error.message}`)));
    child.on('exit', (code, killedBy) => {
      if (code !== 0) {
        reject(new BuildError(`Build failed: webpack exited with ${killedBy ?? `code ${code}`}`));
        return;
      }
      // Webpack leaves files whose content did not change untouched: mark the build as fresh.
      const now = new Date();
      fs.utimesSync(path.join(distDir, 'index.html'), now, now);
      resolve();
    });
  });
}
