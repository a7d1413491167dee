// Finding class and define definitions: in the site manifests, else in the module path (parsed through the cache).
import { SourceFile } from '../../diagnostics/source.js';
import { namedDefinitions } from '../modulepath/module-path.js';
import type * as A from '../parser/ast.js';
import type { Evaluator } from './evaluator.js';

/** A definition found in a manifest, with the file it is in. */
export interface Found<T> {
  def: T;
  source: SourceFile;
}

/**
 * A manifest's definitions by kind and name (the first of each), made once per parsed manifest:
 * a compilation looks a define up again at every instance it expands.
 */
const definitionIndex = new WeakMap<readonly A.Statement[], Map<string, A.ClassDefinition | A.DefineDefinition>>();

function findDefinition<K extends 'ClassDefinition' | 'DefineDefinition'>(body: readonly A.Statement[], kind: K, name: string): Extract<A.Statement, { kind: K }> | undefined {
  let index = definitionIndex.get(body);
  if (!index) {
    index = new Map();
    for (const d of namedDefinitions(body)) {
      const k = `${d.def.kind} ${d.name}`;
      if (!index.has(k)) index.set(k, d.def);
    }
    definitionIndex.set(body, index);
  }
  return index.get(`${kind} ${name}`) as Extract<A.Statement, { kind: K }> | undefined;
}

export function classDefinition(ev: Evaluator, name: string): Found<A.ClassDefinition> | undefined {
  const site = ev.siteClasses.get(name);
  if (site) return site;
  const info = ev.options.modulePath.getClass(name);
  if (!info) return undefined;
  const program = ev.options.cache.parse(info.location.source, ev.options.diagnostics);
  const def = program ? findDefinition(program.body, 'ClassDefinition', name) : undefined;
  return def ? { def, source: info.location.source } : undefined;
}

export function defineDefinition(ev: Evaluator, lower: string): Found<A.DefineDefinition> | undefined {
  const info = ev.options.modulePath.getType(lower);
  if (info?.kind !== 'define' || !info.location) return undefined;
  const program = ev.options.cache.parse(info.location.source, ev.options.diagnostics);
  const def = program ? findDefinition(program.body, 'DefineDefinition', lower) : undefined;
  return def ? { def, source: info.location.source } : undefined;
}
