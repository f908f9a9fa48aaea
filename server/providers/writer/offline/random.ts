/** A small seeded generator, so the same request always yields the same chapter. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(exclusiveMax: number): number;
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a: a fixed 32-bit hash, the same on every machine and in every run. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and well spread for prose choices. */
export function seededRng(seed: string): Rng {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (exclusiveMax: number) => Math.floor(next() * exclusiveMax);
  return { next, int, pick: (items) => items[int(items.length)] };
}

/** Draws items in a shuffled order without repeating until all have been used, then reshuffles. */
export class Deck<T> {
  private order: T[] = [];

  constructor(
    private readonly items: readonly T[],
    private readonly rng: Rng,
  ) {}

  /** Where an item stands in the deck's own list (not the shuffled order). */
  indexOf(item: T): number {
    return this.items.indexOf(item);
  }

  get size(): number {
    return this.items.length;
  }

  draw(): T {
    if (this.order.length === 0) {
      this.order = [...this.items];
      for (let i = this.order.length - 1; i > 0; i--) {
        const j = this.rng.int(i + 1);
        [this.order[i], this.order[j]] = [this.order[j], this.order[i]];
      }
    }
    return this.order.pop() as T;
  }
}
