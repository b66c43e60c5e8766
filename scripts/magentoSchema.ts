import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..');

/** ../shared/magento beside the repository (or MAGENTO_SCHEMA_DIR). */
export function sharedMagentoDirPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAGENTO_SCHEMA_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'magento');
}

/** The folder holding the real Magento 2.4.7 schema and its validator, or null where it is absent. */
export function findSharedMagentoDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = sharedMagentoDirPath(env);
  return fs.existsSync(path.join(dir, 'schema')) && fs.existsSync(path.join(dir, 'validate-operations.mjs')) ? dir : null;
}

export class MissingMagentoSchemaError extends Error {}

const isCi = (env: NodeJS.ProcessEnv) => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/**
 * The Magento schema folder for a check that needs it. Where it is missing, CI fails (a check
 * that silently skips proves nothing there); locally the check is skipped with one line saying so.
 */
export function sharedMagentoDirOrSkip(
  check: string,
  env: NodeJS.ProcessEnv = process.env,
  say: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): string | null {
  const dir = findSharedMagentoDir(env);
  if (dir) return dir;
  const where = sharedMagentoDirPath(env);
  if (isCi(env)) throw new MissingMagentoSchemaError(`${check}: the Magento 2.4.7 schema is missing at ${where}; CI cannot pass without it`);
  say(`skipped: ${check} (no Magento 2.4.7 schema at ${where})`);
  return null;
}

/**
 * Runs ../shared/magento/validate-operations.mjs. `extraDirs` are merged after the Magento
 * schema and its dynamic fields; `operations` are files or folders of .graphql operations.
 * Returns the exit code and output instead of throwing.
 */
export function runMagentoValidator(
  sharedDir: string,
  args: { extraDirs?: string[]; emitSchema?: string; operations?: string[] },
): { code: number; output: string } {
  const argv = [
    path.join(sharedDir, 'validate-operations.mjs'),
    path.join(sharedDir, 'schema'),
    '--extra',
    path.join(sharedDir, 'schema-dynamic'),
    ...(args.extraDirs ?? []).flatMap((dir) => ['--extra', dir]),
    ...(args.emitSchema ? ['--emit-schema', args.emitSchema] : []),
    ...(args.operations ?? []),
  ];
  try {
    const output = execFileSync(process.execPath, argv, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status?: number; stdout?: string; stderr?: string };
    return { code: e.status ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** The merged Magento 2.4.7 schema (+ dynamic EAV fields) as plain SDL text. */
export function magentoSchemaSdl(sharedDir: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'magento-schema-')), 'schema.graphql');
  const { code, output } = runMagentoValidator(sharedDir, { emitSchema: file });
  if (code !== 0) throw new Error(`validate-operations.mjs could not build the Magento schema:\n${output}`);
  return fs.readFileSync(file, 'utf8');
}
