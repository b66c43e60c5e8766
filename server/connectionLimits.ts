import http, { type RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../backend/abuse/clientAddress';

/**
 * How long and how many connections the server gives its clients, so that slow or many sockets
 * from one client cannot take the file descriptors and the time every other shopper needs.
 */
export const CONNECTION_LIMITS = {
  /** The whole request head must arrive within this (Node's default is a minute). */
  headersTimeoutMs: 5_000,
  /** The whole request, head and body, within this: a 1 MiB body at about 35 KB/s (Node's default: 300 s). */
  requestTimeoutMs: 30_000,
  /** How often Node looks for requests over those timeouts (its default, 30 s, lets them run long past). */
  checkIntervalMs: 1_000,
  /** Open connections from one address (an IPv6 /64): a browser opens 6, a shared office line a few dozen. */
  perClient: 256,
  /** Open connections in all: well under the process's descriptors (20,000 here), leaving room for files and the database. */
  total: 8_000,
} as const;

export type ConnectionLimits = typeof CONNECTION_LIMITS;

/**
 * Counts open sockets per client address and cuts the one past `perClient` at once. Behind trusted
 * proxies every socket is a proxy's, so only the total applies there (the proxy limits its clients).
 */
export function limitConnectionsPerClient(server: http.Server, perClient: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // No request yet: the peer address is all there is (clientKey reads no header without trusted proxies).
    const client = clientKey({ headers: {}, socket } as http.IncomingMessage);
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/** The shop's HTTP server with its connection limits (README, Limits: "Connections"). */
export function createLimitedServer(listener: RequestListener, { trustedProxies = 0, limits = CONNECTION_LIMITS }: { trustedProxies?: number; limits?: ConnectionLimits } = {}): http.Server {
  const server = http.createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    listener,
  );
  server.maxConnections = limits.total;
  if (trustedProxies === 0) limitConnectionsPerClient(server, limits.perClient);
  return server;
}
