// Puppet's Iterator value: what `reverse_each` and `step` return without a lambda. Puppet's is
// lazy; overcat's holds the elements it yields (already bounded by the iterable they come from).
// Functions that iterate take it like an Array; it is no Array (`=~ Array` is false, `length`
// refuses it), `Array($it)` and `[*$it]` unroll it, and it prints as `Iterator[T]-Value`.
import type { Value } from './model.js';
import type { PType } from './types/model.js';

let next = 0;

export class PIterator {
  /** Hash key identity: an Iterator is only ever equal to itself. */
  private readonly id = next++;
  hashKey(): string {
    return `it${this.id}`;
  }
  constructor(
    readonly values: readonly Value[],
    /** The element type of the iterable it came from (Puppet types an Iterator by its source). */
    readonly elementType: PType,
  ) {}
}
