import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A real Varnish (Debian's varnish package) in front of a storefront server, running the
// project's deploy/varnish.vcl with only the backend's port filled in.

const VCL_FILE = path.resolve(__dirname, '..', '..', 'deploy', 'varnish.vcl');
/** Debian installs varnishd in /usr/sbin, which is not on every user's PATH. */
const SBIN_DIRS = ['/usr/sbin', '/usr/local/sbin'];
const READY_TIMEOUT_MS = 20_000;
/**
 * As Magento shops run varnishd: X-Magento-Tags names every product an answer shows, and a long
 * listing passes the 8 KB default header size (Varnish then answers 503). Varnish 7.1 also needs
 * a larger backend workspace for such headers, or compressing an answer overflows it (503 again).
 */
const HEADER_SIZE_PARAMS = ['-p', 'http_resp_hdr_len=65536', '-p', 'http_resp_size=98304', '-p', 'workspace_backend=131072'];

/** varnishd's path, or null when it is not installed. */
export function findVarnishd(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...SBIN_DIRS].filter(Boolean);
  return dirs.map((dir) => path.join(dir, 'varnishd')).find((file) => fs.existsSync(file)) ?? null;
}

/** True when CI=1 or CI=true: there the Varnish test installs Varnish or fails, never skips. */
export const isCi = () => process.env.CI === '1' || process.env.CI === 'true';

/** Installs Debian's varnish package (root only); throws saying what to do when it cannot. */
export function installVarnish(): string {
  const advice = 'install Debian\'s varnish package first ("apt-get update && apt-get install -y varnish", as root)';
  if (process.getuid?.() !== 0) throw new Error(`varnishd is missing and CI is set, but the tests do not run as root and cannot install it: ${advice}.`);
  try {
    execFileSync('sh', ['-c', 'apt-get update && apt-get install -y varnish'], { stdio: 'pipe', timeout: 5 * 60_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    throw new Error(`varnishd is missing and CI is set, and installing it failed (${(error as Error).message.split('\n')[0]}): ${stderr?.toString().slice(-2000) ?? ''}\nFix: ${advice}.`);
  }
  const varnishd = findVarnishd();
  if (!varnishd) throw new Error(`apt-get installed varnish but no varnishd was found in PATH or ${SBIN_DIRS.join(', ')}.`);
  return varnishd;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** deploy/varnish.vcl pointed at a storefront on 127.0.0.1:`backendPort` instead of npm start's 8080. */
export function vclForBackend(backendPort: number): string {
  const vcl = fs.readFileSync(VCL_FILE, 'utf8');
  const pointed = vcl.replace(/(\.port = ")8080(";)/, `$1${backendPort}$2`);
  if (pointed === vcl) throw new Error(`${VCL_FILE} no longer has \`.port = "8080";\` in its backend: update e2e/support/varnish.ts.`);
  return pointed;
}

export interface VarnishProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** What varnishd printed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts varnishd in the foreground as a process group of its own (its manager and child stop
 * together) and resolves once /health_check.php answers 200 through it: the server is up and
 * Varnish's probe has found it healthy.
 */
export async function startVarnish(varnishd: string, backendPort: number, port: number): Promise<VarnishProcess> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-varnish-'));
  const vclFile = path.join(workDir, 'storefront.vcl');
  fs.writeFileSync(vclFile, vclForBackend(backendPort));
  // -j none: a root varnishd would otherwise drop to its own user and could not read the VCL here.
  const child = spawn(varnishd, ['-F', '-j', 'none', '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', 'malloc,64m', ...HEADER_SIZE_PARAMS, '-n', path.join(workDir, 'instance')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const varnish: VarnishProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    async stop() {
      if (running && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`${varnish.url}/health_check.php`).then((response) => response.status, () => 0);
    if (status === 200) return varnish;
    if (!running || Date.now() > deadline) {
      await varnish.stop();
      throw new Error(`Varnish did not answer /health_check.php with 200 within ${READY_TIMEOUT_MS} ms (last: ${status}). varnishd said:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
