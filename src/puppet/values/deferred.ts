// Puppet's Deferred value (`Deferred('mysql::password', [$pw])`): a call of a function the agent
// makes when it applies the catalog. A compile only carries it: the catalog holds it unresolved.
import type { Value } from './model.js';

/** An instance of Puppet's Object type Deferred: a function name and, unless undef, its arguments. */
export class PDeferred {
  constructor(
    readonly name: string,
    /** The `arguments` attribute; undefined when it is undef (an empty array is a given value). */
    readonly args: readonly Value[] | undefined,
  ) {}
}
