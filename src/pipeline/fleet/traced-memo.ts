// Work the units of one process share (a module path scan, a node's deployment, a task's catalog),
// computed once and used by many units as if each had done it: a unit that uses a stored result
// asks its host every question the computation asked and gets its diagnostics, so its trace (its
// content address) and its entry are the same whether it computed the result or another unit did.
import { DiagnosticBag, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';
import { RecordingHost, replayReads, type InputRead } from '../../host/recording-host.js';

interface Traced<T> {
  value: T;
  reads: InputRead[];
  diagnostics: Diagnostic[];
}

export class TracedMemo {
  private readonly results = new Map<string, Traced<unknown>>();

  /** The result of `key`, computed by `compute` on first use; its reads asked of `host`, its diagnostics added to `bag`. */
  use<T>(key: string, host: Host, bag: DiagnosticBag, compute: (host: Host, bag: DiagnosticBag) => T): T {
    let traced = this.results.get(key) as Traced<T> | undefined;
    if (!traced) {
      const recording = new RecordingHost(host);
      const own = new DiagnosticBag();
      const value = compute(recording, own);
      traced = { value, reads: recording.reads(), diagnostics: own.items };
      this.results.set(key, traced);
    }
    replayReads(host, traced.reads);
    // A result made from others carries their diagnostics too: each is added to a bag once.
    const known = new Set(bag.items);
    bag.add(...traced.diagnostics.filter((d) => !known.has(d)));
    return traced.value;
  }

  /** Forgets every result whose key starts with `prefix` (a node's, once its units have run). */
  forget(prefix: string): void {
    for (const key of this.results.keys()) if (key.startsWith(prefix)) this.results.delete(key);
  }
}
