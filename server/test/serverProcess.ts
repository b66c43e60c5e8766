import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT_DIR = path.resolve(__dirname, '..', '..');
const READY_LINE = /Storefront ready at (http:\/\/\S+?)\/?\s/;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr interleaved). */
  output(): string;
  /** Resolves the base URL (no trailing slash) from the ready line; rejects if the process exits first or time runs out. */
  ready(timeoutMs: number): Promise<string>;
  /** Resolves the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends `signal` and resolves the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs server/start.ts (what `npm start` runs) with extra environment variables, as
 * `node --import tsx server/start.ts`: the child IS the server, so every signal, SIGKILL included,
 * reaches it. (The `tsx` command runs the script in a node process of its own, which a SIGKILL of
 * the tsx process leaves running.)
 */
export function startServerProcess(env: Record<string, string>, options: { echo?: boolean; nodeArgs?: string[] } = {}): ServerProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output += chunk;
      if (options.echo) process.stderr.write(chunk);
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return {
    child,
    output: () => output,
    exited,
    ready(timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`The server was not ready within ${timeoutMs} ms. Output:\n${output}`)), timeoutMs);
        const check = () => {
          const match = READY_LINE.exec(output);
          if (match) finish(null, match[1].replace(/\/$/, ''));
        };
        const finish = (error: Error | null, url?: string) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve(url!);
        };
        listeners.add(check);
        exited.then((code) => finish(new Error(`The server exited with code ${code} before it was ready. Output:\n${output}`)));
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
