/** An error nobody dealt with, waiting to be shown (and then marked handled). */
export interface ErrorRecord {
  id: string;
  error: Error;
  /** The type of the action that carried it. */
  actionType: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** An id from the error's type, the current second and a random letter, e.g. `TypeError-1718000000-q`. */
export function createErrorId(error: Error, now: number, random: () => number): string {
  const letter = LETTERS[Math.floor(random() * LETTERS.length) % LETTERS.length];
  return `${error.name || 'Error'}-${Math.floor(now / 1000)}-${letter}`;
}
