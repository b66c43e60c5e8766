import type { SeededRandom } from '../random';
import type { Brand } from './brands';
import { slugify } from '../../text/slug';

/** Shared state while planning products: the id counter and the names and url keys already used. */
export class PlanContext {
  private lastId = 0;
  private readonly names = new Set<string>();

  constructor(
    readonly random: SeededRandom,
    readonly brands: readonly Brand[],
  ) {}

  /** The same ids and names, drawing from another random stream (so added parts never reshuffle the demo). */
  withRandom(random: SeededRandom): PlanContext {
    const next = new PlanContext(random, this.brands);
    next.lastId = this.lastId;
    for (const name of this.names) next.names.add(name);
    return next;
  }

  allocateId(): number {
    return ++this.lastId;
  }

  /**
   * Tries `makeName` until it yields a name that is unused together with its variants
   * ("<name> <variant>", the configurable children), then numbers it; reserves them all.
   */
  uniqueName(makeName: () => string, variants: readonly string[] = []): string {
    for (let attempt = 0; attempt < 20; attempt++) {
      const name = makeName();
      if (this.claim(name, variants)) return name;
    }
    const base = makeName();
    for (let suffix = 2; ; suffix++) if (this.claim(`${base} ${suffix}`, variants)) return `${base} ${suffix}`;
  }

  private claim(name: string, variants: readonly string[]): boolean {
    const keys = [name, ...variants.map((variant) => `${name} ${variant}`)].map(slugify);
    if (keys.some((key) => this.names.has(key))) return false;
    for (const key of keys) this.names.add(key);
    return true;
  }
}
