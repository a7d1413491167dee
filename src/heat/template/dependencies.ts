// The dependency graph of the enabled resources as Heat builds it (explicit depends_on, then
// get_resource/get_attr in properties and metadata): references checked, cycles found, and an
// order in which every resource comes after what it needs.
import { isHash } from '../../data/value.js';
import { referencesIn } from './functions/validate.js';
import { HeatError } from './functions/values.js';
import type { ResourceDefinition } from './resources.js';

/** What each resource needs, in Heat's order: depends_on first, then properties, then metadata. */
export function requirements(defn: ResourceDefinition): Array<{ name: unknown; path: string }> {
  return [
    ...defn.depends.map((name) => ({ name, path: defn.name })),
    ...referencesIn(defn.properties, `${defn.name}.Properties`),
    ...referencesIn(defn.metadata, `${defn.name}.Metadata`),
  ];
}

/** Heat's class name of a resource type in messages (`Value "r"`): the plugin class for the common ones. */
function className(type: string): string {
  const known: Record<string, string> = { 'OS::Heat::None': 'NoneResource', 'OS::Heat::Value': 'Value', 'OS::Heat::RandomString': 'RandomString', 'OS::Heat::TestResource': 'TestResource' };
  return known[type] ?? type.split('::').pop()!;
}

/** What each enabled resource needs (enabled resources only), references checked. */
function needsOf(defns: readonly ResourceDefinition[], allNames: ReadonlySet<string>): Map<string, string[]> {
  const byName = new Map(defns.map((d) => [d.name, d]));
  const needs = new Map<string, string[]>();
  for (const d of defns) {
    const list: string[] = [];
    const explicit = new Set(d.depends);
    for (const { name, path } of requirements(d)) {
      // depends_on may name a resource a condition disabled (ResourceDefinition.dependencies); a function may not.
      if (typeof name === 'string' && explicit.has(name) && !byName.has(name) && allNames.has(name)) continue;
      // The name is looked up in the stack's resources (a dict): a list or map cannot be.
      if (Array.isArray(name) || isHash(name)) throw new HeatError('TypeError', `unhashable type: '${Array.isArray(name) ? 'list' : 'dict'}'`);
      if (typeof name !== 'string' || !byName.has(name)) throw new HeatError('InvalidTemplateReference', `The specified reference "${String(name)}" (in ${path}) is incorrect.`);
      if (!list.includes(name)) list.push(name);
    }
    needs.set(d.name, list);
  }
  return needs;
}

/**
 * Checks every reference (InvalidTemplateReference for a name that is not an enabled resource;
 * depends_on may name one of `allNames` a condition disabled)
 * and returns the resources in dependency order; a cycle is Heat's CircularDependencyException.
 */
export function dependencyOrder(defns: readonly ResourceDefinition[], allNames: ReadonlySet<string> = new Set()): string[] {
  const byName = new Map(defns.map((d) => [d.name, d]));
  const needs = needsOf(defns, allNames);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, stack: string[]): void => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      const cycle = stack.slice(stack.indexOf(name));
      const shown = (n: string) => `${className(byName.get(n)!.type)} "${n}"`;
      const members = defns.map((d) => d.name).filter((n) => cycle.includes(n));
      const text = members.map((n) => `${shown(n)}: {${needs.get(n)!.filter((m) => cycle.includes(m)).map(shown).join(', ')}}`).join(', ');
      throw new HeatError('CircularDependencyException', `Circular Dependency Found: {${text}}`);
    }
    state.set(name, 'visiting');
    for (const m of needs.get(name)!) visit(m, [...stack, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const d of defns) visit(d.name, []);
  return order;
}

/**
 * The order Stack.validate validates the resources in: Heat's graph is keyed by the resources of
 * `set(resource_definitions)` (`setOrder`, CPython's order under PYTHONHASHSEED=0), each one's
 * requirements inserted before it, and toposort takes the first key with nothing left to need,
 * over again. The references have been checked (dependencyOrder).
 */
export function validationOrder(defns: readonly ResourceDefinition[], setOrder: readonly string[], allNames: ReadonlySet<string> = new Set()): string[] {
  const needs = needsOf(defns, allNames);
  const keys: string[] = [];
  const insert = (name: string) => {
    if (!keys.includes(name)) keys.push(name);
  };
  for (const name of setOrder) {
    for (const m of needs.get(name) ?? []) insert(m);
    insert(name);
  }
  const order: string[] = [];
  const left = new Set(keys);
  while (left.size > 0) {
    const next = keys.find((k) => left.has(k) && (needs.get(k) ?? []).every((m) => !left.has(m)));
    if (next === undefined) break;
    order.push(next);
    left.delete(next);
  }
  return order;
}
