/**
 * Collects the keys asked for while GraphQL resolves one level of a list and loads them with one
 * call, so 20 products need one stock query rather than 20 (the DataLoader pattern, without
 * the dependency). Results are cached for the loader's life: one request.
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private pending: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];

  constructor(private readonly loadMany: (keys: K[]) => Map<K, V>, private readonly fallback: (key: K) => V) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (this.pending.length === 0) Promise.resolve().then(() => process.nextTick(() => this.flush()));
      this.pending.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    return promise;
  }

  loadAll(keys: K[]): Promise<V[]> {
    return Promise.all(keys.map((key) => this.load(key)));
  }

  /** Seeds the cache with values already at hand (e.g. rows the search query returned). */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value));
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    try {
      const values = this.loadMany([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(values.has(entry.key) ? (values.get(entry.key) as V) : this.fallback(entry.key));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
