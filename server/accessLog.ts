import type { IncomingMessage, ServerResponse } from 'node:http';

/** One line per request (LOG_REQUESTS=1): method, URL, status (or "aborted"), duration. */
export function logWhenFinished(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): void {
  const started = process.hrtime.bigint();
  const write = (status: string) => log(`${req.method} ${req.url} ${status} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)}ms`);
  // 'finish' fires once the answer is handed to the socket, before the client can have read it all.
  res.on('finish', () => write(String(res.statusCode)));
  res.on('close', () => {
    if (!res.writableFinished) write('aborted');
  });
}
