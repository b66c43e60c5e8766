import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// The async scrypt runs on libuv's thread pool: hashing (tens of ms by design) never blocks the event loop.
function deriveKey(password: string, salt: string, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))));
}

/** A stored hash: "scrypt$<salt>$<hash>", the hash at least 16 bytes of hex. */
const STORED_HASH = /^scrypt\$([^$]+)\$((?:[0-9a-f]{2}){16,})$/i;

/** Hashes a password as "scrypt$<salt>$<hash>" (hex). */
export async function hashPassword(password: string, salt = randomBytes(16).toString('hex')): Promise<string> {
  return `scrypt$${salt}$${(await deriveKey(password, salt, 32)).toString('hex')}`;
}

/** Whether `password` matches a hash from hashPassword; false for anything malformed (an empty hash would match all). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED_HASH.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[2], 'hex');
  return timingSafeEqual(expected, await deriveKey(password, match[1], expected.length));
}
