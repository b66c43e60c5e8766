// Fetches the pinned packages with `npm pack` (no install, no scripts run) and unpacks them under
// node_modules/.cache/third-party-operations/, one folder per name@version. A folder that is
// already there is reused, so every run after the first is offline. The packs are never copied
// into the repository.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../magentoSchema';
import { packageSpec, PINNED_PACKAGES, tarballName, type PinnedPackage } from './packages';

export const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'third-party-operations');

export class PackFetchError extends Error {}

export interface UnpackedPackage extends PinnedPackage {
  /** The package's root folder (its package.json) inside the cache. */
  dir: string;
}

const unpackedDir = (cacheDir: string, pkg: PinnedPackage) => path.join(cacheDir, tarballName(pkg).replace(/\.tgz$/, ''));
/** Written last, so a folder left half-unpacked by an interrupted run is unpacked again. */
const COMPLETE_MARK = '.unpacked';

function runNpmPack(specs: string[], destination: string, cacheDir: string): void {
  try {
    execFileSync('npm', ['pack', ...specs, '--pack-destination', destination, '--loglevel', 'error'], {
      cwd: destination,
      // Passed on explicitly: a test runner's sandboxed process.env is not what children inherit.
      env: process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 240_000,
    });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    const detail = (e.stderr || e.message).trim().split('\n').slice(-6).join('\n');
    throw new PackFetchError(
      `Could not fetch ${specs.join(', ')} with \`npm pack\`. The npm registry is needed once to fill ` +
        `${cacheDir}; later runs read it offline.\n${detail}`,
    );
  }
}

function unpack(tarball: string, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // npm tarballs hold everything under package/: strip it so `dir` is the package root.
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'], { stdio: ['ignore', 'ignore', 'pipe'] });
  fs.writeFileSync(path.join(dir, COMPLETE_MARK), '');
}

/**
 * The pinned packages, unpacked. Missing ones are fetched with one `npm pack` call; throws
 * PackFetchError (with npm's own last lines) when the registry cannot be reached.
 */
export function ensurePackages(packages: readonly PinnedPackage[] = PINNED_PACKAGES, cacheDir = CACHE_DIR): UnpackedPackage[] {
  fs.mkdirSync(cacheDir, { recursive: true });
  const missing = packages.filter((pkg) => !fs.existsSync(path.join(unpackedDir(cacheDir, pkg), COMPLETE_MARK)));
  if (missing.length) {
    const downloads = fs.mkdtempSync(path.join(cacheDir, '.download-'));
    try {
      runNpmPack(missing.map(packageSpec), downloads, cacheDir);
      for (const pkg of missing) {
        const tarball = path.join(downloads, tarballName(pkg));
        if (!fs.existsSync(tarball)) throw new PackFetchError(`npm pack ${packageSpec(pkg)} wrote no ${tarballName(pkg)}`);
        unpack(tarball, unpackedDir(cacheDir, pkg));
      }
    } finally {
      fs.rmSync(downloads, { recursive: true, force: true });
    }
  }
  return packages.map((pkg) => ({ ...pkg, dir: unpackedDir(cacheDir, pkg) }));
}
