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

function findDefinition<K extends 'ClassDefinition' | 'DefineDefinition'>(body: readonly A.Statement[], kind: K, name: string): Extract<A.Statement, { kind: K }> | undefined {
  return namedDefinitions(body).find((d) => d.def.kind === kind && d.name === name)?.def as Extract<A.Statement, { kind: K }> | undefined;
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
