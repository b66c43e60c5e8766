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
