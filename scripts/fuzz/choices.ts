// Seeded random choices for the case generators (values, catalogs, HOT templates, Hiera lookups):
// the same seed makes the same choices on every machine.
import { rng } from './yaml-subset.js';

export class Choices {
  protected readonly r: (n: number) => number;
  constructor(seed: number) {
    this.r = rng(seed);
  }

  pick<T>(xs: readonly T[]): T {
    return xs[this.r(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.r(1000) < p * 1000;
  }
  between(lo: number, hi: number): number {
    return lo + this.r(hi - lo + 1);
  }
}
