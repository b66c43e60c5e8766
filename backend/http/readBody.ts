import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

/**
 * The largest request body read (README, Limits): 1 MiB, generous for any GraphQL operation (the
 * storefront's largest is under 3 KB) and room for a 700 KB payment receipt in base64
 * (createConfirmPayment), small enough that many at once fit in memory.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How much of a refused body is read and thrown away after the refusal, so that the client, still
 * sending, reads the 413 instead of a reset connection (a socket closed with unread data sends
 * RST: the client sees EPIPE and no answer). Past it the connection is cut; the server's request
 * timeout bounds a slow one.
 */
export const REFUSED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;

/** Reads and discards what is left of a refused body, then cuts the connection past the allowance. */
function drainRefused(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads a request body as text, refusing bodies over `limit` bytes (by Content-Length at once,
 * else as soon as they grow past it). A refused body is drained, not kept, and the request is not
 * destroyed, so the caller can still answer it (413) and the client can read that answer.
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    // The error listener stays: a client that goes away mid-body must not become an uncaught error.
    const refuse = () => {
      req.off('data', onData).off('end', onEnd);
      drainRefused(req);
      reject(new BodyTooLargeError(limit));
    };
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('error', (error: Error) => reject(error));
    if (Number(req.headers['content-length']) > limit) {
      refuse();
      return;
    }
    req.on('data', onData).on('end', onEnd);
  });
}
