import http, { type IncomingHttpHeaders } from 'node:http';

export interface TimedResponse {
  status: number;
  ms: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * Requests from a chosen loopback address (127.0.0.0/8 is all this machine), so one test can be
 * many clients, each with limits of its own, without leaving the machine.
 */
export function loopbackClient(baseUrl: string, sourceAddress: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: sourceAddress });
  const request = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<TimedResponse> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        `${baseUrl}${path}`,
        { agent, method: init.method ?? 'GET', headers: { ...init.headers, ...(init.body ? { 'Content-Length': String(Buffer.byteLength(init.body)) } : {}) } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body, headers: res.headers }));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error(`${path} took over 30 s`)));
      req.on('error', reject);
      req.end(init.body);
    });
  return {
    request,
    get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }),
    graphql: (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
      request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', Store: 'default', ...headers }, body: JSON.stringify({ query, variables }) }),
    close: () => agent.destroy(),
  };
}

export type LoopbackClient = ReturnType<typeof loopbackClient>;

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
