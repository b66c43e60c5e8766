import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

/**
 * The largest request body read: generous for any GraphQL operation, small enough to hold in memory.
 * 3 MiB: room for a 2 MB payment receipt sent in base64 (createConfirmPayment, 2.8 MB of text).
 */
export const BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/**
 * Reads a request body as text, refusing bodies over `limit` bytes (by Content-Length at once,
 * else as soon as they grow past it). A refused body is drained, not kept, and the request is not
 * destroyed, so the caller can still answer it (413).
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    // The error listener stays: a client that goes away mid-body must not become an uncaught error.
    const refuse = () => {
      req.off('data', onData).off('end', onEnd);
      req.resume();
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
