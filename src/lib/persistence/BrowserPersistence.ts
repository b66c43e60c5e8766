import { PERSISTENCE_PREFIX } from './keys';
import { MemoryStorage, type KeyValueStorage } from './memoryStorage';

/** What is written under a key: the value as JSON, when it was stored (ms) and for how long (s). */
export interface StoredRecord {
  value: string;
  timeStored: number;
  ttl?: number;
}

export interface BrowserPersistenceOptions {
  storage?: KeyValueStorage;
  now?: () => number;
  prefix?: string;
  /** Where another tab's writes are announced (`storage` events); window by default. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Parses a raw record; undefined when it is missing or not a record. */
export function parseRecord(raw: string | null | undefined): StoredRecord | undefined {
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as StoredRecord;
    return record && typeof record.value === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

/** True when the record has a ttl and more than ttl seconds have passed since it was stored. */
export function isRecordExpired(record: StoredRecord, now: number): boolean {
  return typeof record.ttl === 'number' && record.ttl > 0 && now - record.timeStored > record.ttl * 1000;
}

/** The browser storage `pick` names when it can be written, else memory (private browsing or storage disabled: the page keeps working). */
export function usableStorage(pick: () => Storage): KeyValueStorage {
  try {
    const storage = pick();
    const probe = `${PERSISTENCE_PREFIX}probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

const defaultStorage = () => usableStorage(() => globalThis.localStorage);

function parseValue<T>(record: StoredRecord): T | undefined {
  try {
    return JSON.parse(record.value) as T;
  } catch {
    return undefined;
  }
}

/**
 * The only way the storefront reads and writes browser storage: namespaced keys holding
 * `{ value, timeStored, ttl }` records; a record past its ttl reads as missing and is removed.
 */
export class BrowserPersistence {
  private readonly storage: KeyValueStorage;
  private readonly now: () => number;
  private readonly prefix: string;
  private readonly events?: BrowserPersistenceOptions['events'];

  constructor({ storage, now = Date.now, prefix = PERSISTENCE_PREFIX, events }: BrowserPersistenceOptions = {}) {
    this.storage = storage ?? defaultStorage();
    this.now = now;
    this.prefix = prefix;
    this.events = events ?? (typeof window === 'undefined' ? undefined : window);
  }

  /** The storage key a record name is written under. */
  keyFor(name: string): string {
    return `${this.prefix}${name}`;
  }

  getItem<T = unknown>(name: string): T | undefined {
    const record = parseRecord(this.getRawItem(name));
    if (!record) return undefined;
    if (isRecordExpired(record, this.now())) {
      this.removeItem(name);
      return undefined;
    }
    return parseValue<T>(record);
  }

  /** The stored record as written, expired or not. */
  getRawItem(name: string): string | null {
    return this.storage.getItem(this.keyFor(name));
  }

  setItem(name: string, value: unknown, ttl?: number): void {
    const record: StoredRecord = { value: JSON.stringify(value), timeStored: this.now() };
    if (ttl !== undefined) record.ttl = ttl;
    this.storage.setItem(this.keyFor(name), JSON.stringify(record));
  }

  removeItem(name: string): void {
    this.storage.removeItem(this.keyFor(name));
  }

  /**
   * Calls `listener` with the new value when another tab writes or removes the named record
   * (undefined when removed). Returns the unsubscribe function.
   */
  subscribe<T = unknown>(name: string, listener: (value: T | undefined) => void): () => void {
    const { events } = this;
    if (!events) return () => undefined;
    const key = this.keyFor(name);
    const onStorage = (event: Event) => {
      const { key: changedKey, newValue } = event as StorageEvent;
      if (changedKey !== key) return;
      const record = parseRecord(newValue);
      listener(record ? parseValue<T>(record) : undefined);
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }
}
