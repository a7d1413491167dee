// The stack store: one JSON record per stack in a state directory (default .overcat/stacks/),
// read-modify-write under a per-stack lock, each write atomic (temp file + fsync + rename).
import { jsonErrorOffset, stringifyJson } from '../../data/exact-number.js';
import { parseJsonInOrder } from '../../data/key-order.js';
import { SourceFile } from '../../diagnostics/source.js';
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { HostLockTimeout, HostWriteError, type Host } from '../../host/host.js';
import { checkRecord, type StackRecord } from './record.js';

export const DEFAULT_STATE_DIR = '.overcat/stacks';

/** Heat's stack name rule (heat.engine.stack.Stack), which also keeps a name a plain file name. */
const STACK_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]{0,254}$/;

export class StackStore {
  constructor(
    private readonly host: Host,
    private readonly dir: string = DEFAULT_STATE_DIR,
    /** How long to wait for another process's update of the same stack. */
    private readonly lockTimeoutMs = 30_000,
  ) {}

  /** False (with OVC6103) for a name Heat refuses, `..` and `/` included. */
  checkName(name: string, bag: DiagnosticBag): boolean {
    if (STACK_NAME.test(name)) return true;
    bag.report('OVC6103', { name }, { data: { heatClass: 'StackValidationFailed' } });
    return false;
  }

  /** The stored record, or undefined with OVC6104 (absent) or OVC6106 (unusable). */
  get(name: string, bag: DiagnosticBag): StackRecord | undefined {
    if (!this.checkName(name, bag)) return undefined;
    const found = this.read(name, bag);
    if (found === null) bag.report('OVC6104', { name }, { data: { heatClass: 'EntityNotFound' } });
    return found ?? undefined;
  }

  /** Every stored record, by name (unusable ones reported). */
  list(bag: DiagnosticBag): StackRecord[] {
    const out: StackRecord[] = [];
    for (const entry of this.host.readDirectory(this.dir)) {
      const name = entry.endsWith('.json') ? entry.slice(0, -'.json'.length) : '';
      if (!STACK_NAME.test(name)) continue; // temp files (dot-prefixed), locks, strangers
      const record = this.read(name, bag);
      if (record) out.push(record);
    }
    return out;
  }

  /** Creates `name` with the record `build` makes; nothing is written when it fails or the stack exists. */
  create(name: string, build: () => StackRecord | undefined, bag: DiagnosticBag): StackRecord | undefined {
    if (!this.checkName(name, bag)) return undefined;
    return this.locked(name, bag, () => {
      const existing = this.read(name, bag);
      if (existing !== null) {
        if (existing) bag.report('OVC6105', { name }, { data: { heatClass: 'StackExists' } });
        return undefined;
      }
      return this.write(build(), bag);
    });
  }

  /**
   * Replaces `name`'s record by `change(previous)`, read and written under the stack's lock so
   * concurrent updates serialise and none is lost; nothing is written when `change` fails.
   */
  update(name: string, change: (previous: StackRecord) => StackRecord | undefined, bag: DiagnosticBag): StackRecord | undefined {
    if (!this.checkName(name, bag)) return undefined;
    return this.locked(name, bag, () => {
      const previous = this.read(name, bag);
      if (previous === null) bag.report('OVC6104', { name }, { data: { heatClass: 'EntityNotFound' } });
      return previous ? this.write(change(previous), bag) : undefined;
    });
  }

  private path(name: string): string {
    return `${this.dir}/${name}.json`;
  }

  /** null when there is no record; undefined (reported) when it cannot be used. */
  private read(name: string, bag: DiagnosticBag): StackRecord | null | undefined {
    const path = this.path(name);
    const r = this.host.readFile(path);
    if (!r.ok) {
      if (r.reason === 'not-found') return null;
      bag.report('OVC6106', { path, reason: r.message });
      return undefined;
    }
    let value: unknown;
    try {
      // The record keeps the order of maps with integer-like keys (Heat's dicts keep it).
      value = parseJsonInOrder(r.text);
    } catch (e) {
      // A record damaged by hand or by another tool: point at the offset the parser names.
      const start = jsonErrorOffset(r.text, e);
      bag.report('OVC6106', { path, reason: (e as Error).message }, { location: { source: new SourceFile(path, r.text), start, end: start } });
      return undefined;
    }
    const record = checkRecord(value);
    if (typeof record === 'string') {
      bag.report('OVC6106', { path, reason: record });
      return undefined;
    }
    if (record.name !== name) {
      bag.report('OVC6106', { path, reason: `it is the record of stack '${record.name}'` });
      return undefined;
    }
    return record;
  }

  /** Writes atomically: on failure the old record stays whole (the host's contract) and OVC6109 says why. */
  private write(record: StackRecord | undefined, bag: DiagnosticBag): StackRecord | undefined {
    if (!record) return undefined;
    try {
      // Records hold parameter values, hidden ones included: readable by their owner only.
      this.host.writeFileAtomic(this.path(record.name), `${stringifyJson(record, 2)}\n`, { mode: 0o600 });
    } catch (e) {
      if (!(e instanceof HostWriteError)) throw e;
      bag.report('OVC6109', { name: record.name, reason: e.message });
      return undefined;
    }
    return record;
  }

  private locked<T>(name: string, bag: DiagnosticBag, fn: () => T | undefined): T | undefined {
    const lock = `${this.dir}/${name}.lock`;
    try {
      return this.host.withLock(lock, fn, this.lockTimeoutMs);
    } catch (e) {
      if (e instanceof HostWriteError) {
        // The state directory is read-only, full, or not a directory: nothing was written.
        bag.report('OVC6109', { name, reason: e.message });
        return undefined;
      }
      if (!(e instanceof HostLockTimeout)) throw e;
      bag.report('OVC6107', { name, path: lock });
      return undefined;
    }
  }
}
