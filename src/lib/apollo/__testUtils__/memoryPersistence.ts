import { type PersistenceLike } from '../persistenceContract';

/** An in-memory stand-in for BrowserPersistence that also counts writes. */
export function createMemoryPersistence(initial: Record<string, unknown> = {}) {
  const values = new Map<string, unknown>(Object.entries(initial));
  const writes: Array<{ name: string; value: unknown; ttl?: number }> = [];
  const persistence: PersistenceLike & { writes: typeof writes; values: typeof values } = {
    values,
    writes,
    getItem: (name) => values.get(name),
    setItem: (name, value, ttl) => {
      writes.push({ name, value, ttl });
      values.set(name, value);
    },
    removeItem: (name) => {
      values.delete(name);
    },
  };
  return persistence;
}
