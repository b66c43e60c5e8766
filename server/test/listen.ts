import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  server: http.Server;
  /** e.g. http://127.0.0.1:40123 (no trailing slash) */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `handler` on 127.0.0.1 on a free port. */
export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>): Promise<RunningServer> {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (never decompressed). */
  body: Buffer;
  text: string;
}

/**
 * A request with the path sent exactly as written (fetch would normalise `..` away) and the body
 * left as sent (fetch would decompress it).
 */
export function rawRequest(url: string, rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
