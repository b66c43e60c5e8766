import fs from 'node:fs';
import { serverState } from './serverState';

/** Stops the server with SIGTERM (as an operator would) and fails the run if it does not exit cleanly. */
export default async function globalTeardown(): Promise<void> {
  const { server, dataDir } = serverState;
  if (!server) return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 20_000)));
  const code = await Promise.race([server.stop('SIGTERM'), timedOut]);
  clearTimeout(timer);
  if (code === 'timeout') await server.stop('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`The server did not stop cleanly on SIGTERM (exit: ${code}). Output:\n${server.output().slice(-4000)}`);
}
