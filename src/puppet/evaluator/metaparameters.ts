// Metaparameters a container passes to what it contains, as Puppet's compiler does once the
// catalog is complete (Compiler#add_resource_metaparams): a walk of the containment graph from
// Class[main] only, each contained resource also taking its container's tags. Define instances
// declared outside classes (at top level, in a node) and classes placed with `contain` there pass
// theirs down; an included class hangs from its stage, not from Class[main], so nothing it holds
// is reached.
import type { Value } from '../values/index.js';
import type { Evaluator } from './evaluator.js';
import { addTags, inheritTags, refText, tagParameterTags, type CatalogResource } from './resource.js';

/** Puppet::Type.metaparams in their order, less the relationship ones. */
const PASSED_DOWN = ['noop', 'schedule', 'audit', 'loglevel', 'alias', 'tag', 'stage'];

/** The metaparameters `r` has (in Puppet's order), or undefined when it has none. */
function metaparameters(r: CatalogResource): Map<string, Value> | undefined {
  let out: Map<string, Value> | undefined;
  for (const m of PASSED_DOWN) {
    const v = r.parameters.get(m);
    if (v !== undefined && v !== null) (out ??= new Map()).set(m, v);
  }
  return out;
}

/**
 * Breadth first from Class[main]: each contained resource takes the metaparameters its container
 * has or was passed and it has not set, appended after its own parameters (a `tag` also tags it),
 * then the container's tags.
 */
export function passDownMetaparameters(ev: Evaluator): void {
  const children = ev.catalog.containment();
  const passed = new Map<CatalogResource, Map<string, Value>>();
  const seen = new Set<CatalogResource>();
  const queue: CatalogResource[] = [ev.catalog.main];
  for (let i = 0; i < queue.length; i++) {
    const source = queue[i]!;
    if (seen.has(source)) continue;
    seen.add(source);
    const targets = children.get(source) ?? [];
    for (const target of targets) {
      const data = passed.get(source) ?? metaparameters(source);
      if (data === undefined) {
        inheritTags(target.tags, source.tags);
        continue;
      }
      passed.set(source, data);
      for (const [k, v] of data) {
        const own = target.parameters.get(k);
        if (own !== undefined && own !== null) continue;
        target.parameters.set(k, v);
        if (k === 'tag') addTags(target.tags, tagParameterTags(v));
        ev.options.origins?.note(target, k, { kind: 'metaparameter', value: v, detail: refText(source) });
      }
      passed.set(target, new Map([...data, ...(metaparameters(target) ?? [])]));
      inheritTags(target.tags, source.tags);
    }
    queue.push(...targets);
  }
}
