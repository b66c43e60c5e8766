import type { Server } from 'node:http';

/**
 * Stops a server gracefully: no new connections, in-flight requests finish (their connections
 * close once answered), and after `timeoutMs` whatever is left is cut. Resolves true when every
 * request finished in time.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let drained = true;
    // Keep-alive clients must not send more requests on connections we are about to close.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      drained = false;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(drained);
    });
    server.closeIdleConnections();
  });
}

/** Message for a listen() failure an operator can act on, or null for other errors. */
export function listenErrorMessage(error: NodeJS.ErrnoException, host: string, port: number): string | null {
  if (error.code === 'EADDRINUSE') return `Port ${port} on ${host} is already in use: stop the program using it or start with PORT=<another port>.`;
  if (error.code === 'EACCES') return `Not allowed to listen on ${host}:${port}: choose a port above 1023 with PORT=<port>.`;
  if (error.code === 'EADDRNOTAVAIL') return `Cannot listen on ${host}: this machine has no such address (check HOST).`;
  return null;
}
