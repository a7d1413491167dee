// Puppet's Error value (`Error.new('boom', 'kind', {...}, 'CODE')`, `Error('boom')`): an instance of
// Pcore's Object type Error. A compile only carries it, reads its attributes and types it.
import type { PHash } from './hash.js';
import type { Value } from './model.js';

/** An Error's attributes; the optional ones are undefined when undef. */
export class PErrorObject {
  constructor(
    readonly msg: string,
    readonly kind: string | undefined,
    readonly details: PHash | undefined,
    readonly issueCode: string | undefined,
  ) {}

  /** An attribute by the name Puppet gives it (a method call `$e.kind`; `message` is msg). */
  attribute(name: string): Value | undefined {
    switch (name) {
      case 'msg':
      case 'message':
        return this.msg;
      case 'kind':
        return this.kind ?? null;
      case 'details':
        return this.details ?? null;
      case 'issue_code':
        return this.issueCode ?? null;
    }
    return undefined;
  }

  /** The init hash's entries: the attributes that are set, in Puppet's order (its text and its equality). */
  initEntries(): [Value, Value][] {
    const entries: [Value, Value][] = [['msg', this.msg]];
    if (this.kind !== undefined) entries.push(['kind', this.kind]);
    if (this.details !== undefined) entries.push(['details', this.details]);
    if (this.issueCode !== undefined) entries.push(['issue_code', this.issueCode]);
    return entries;
  }
}
