/** The part of the Web Storage API that BrowserPersistence needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage kept in memory: for tests, and for browsers that refuse localStorage (private mode). */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>();

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  get length(): number {
    return this.entries.size;
  }
}
