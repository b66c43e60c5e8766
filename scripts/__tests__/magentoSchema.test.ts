import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { MissingMagentoSchemaError, REPO_ROOT, sharedMagentoDirOrSkip } from '../magentoSchema';

// The Magento schema checks must never pass by skipping in CI: a missing ../shared/magento
// fails there, and only a local run may skip (saying so in one line).
const missing = { MAGENTO_SCHEMA_DIR: path.join(REPO_ROOT, 'no-such-magento-dir') };

describe('sharedMagentoDirOrSkip', () => {
  it('fails in CI when the Magento schema is missing', () => {
    for (const CI of ['true', '1']) {
      expect(() => sharedMagentoDirOrSkip('conformance', { ...missing, CI }, () => undefined)).toThrow(MissingMagentoSchemaError);
    }
  });

  it('skips locally with one line that names the check and the folder', () => {
    const lines: string[] = [];
    expect(sharedMagentoDirOrSkip('conformance', { ...missing, CI: 'false' }, (line) => lines.push(line))).toBeNull();
    expect(lines).toEqual([`skipped: conformance (no Magento 2.4.7 schema at ${missing.MAGENTO_SCHEMA_DIR})`]);
  });

  it('answers the folder when the schema is there', () => {
    const present = path.resolve(REPO_ROOT, '..', 'shared', 'magento');
    expect(sharedMagentoDirOrSkip('conformance', { MAGENTO_SCHEMA_DIR: present, CI: 'true' })).toBe(present);
  });
});

describe('npm run validate:queries without the Magento schema', () => {
  const run = (env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'scripts/validate-queries.ts'], { cwd: REPO_ROOT, env: { ...process.env, ...env } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );

  it('exits 1 in CI, naming the missing folder', async () => {
    const { code, output } = await run({ ...missing, CI: 'true' });
    expect(code).toBe(1);
    expect(output).toContain(`the Magento 2.4.7 schema is missing at ${missing.MAGENTO_SCHEMA_DIR}`);
  }, 60_000);

  it('passes locally on the backend SDL alone and says what it skipped', async () => {
    const { code, output } = await run({ ...missing, CI: '' });
    expect(code).toBe(0);
    expect(output).toContain('backend SDL:');
    expect(output).toContain('skipped: validating operations against Magento 2.4.7');
  }, 60_000);
});
