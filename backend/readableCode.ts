import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread when read out or typed (no 0/O, no 1/I). */
export const READABLE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Draws an integer in [0, max): the crypto generator by default, a seeded one for the demo data. */
export type Draw = (max: number) => number;

/**
 * A code people read out or type (a reference number, a voucher): `prefix` then groups of random
 * readable characters, joined by "-" ("HC-7KQ2-M9XD"). 4+4 characters are 40 bits: not guessable.
 */
export function readableCode(prefix: string, groups: readonly number[] = [4, 4], draw: Draw = randomInt): string {
  const parts = groups.map((length) => Array.from({ length }, () => READABLE_ALPHABET[draw(READABLE_ALPHABET.length)]).join(''));
  return [prefix, ...parts].join('-');
}
