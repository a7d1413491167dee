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
 * and returns the resources in dependency order; a cycle is Heat's CircularDependencyException,
 * which shows what Heat's toposort over the graph (keyed in `setOrder`'s terms) leaves.
 */
export function dependencyOrder(defns: readonly ResourceDefinition[], setOrder: readonly string[], allNames: ReadonlySet<string> = new Set()): string[] {
  const needs = needsOf(defns, allNames);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string): void => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw cycleError(defns, needs, setOrder);
    state.set(name, 'visiting');
    for (const m of needs.get(name)!) visit(m);
    state.set(name, 'done');
    order.push(name);
  };
  for (const d of defns) visit(d.name);
  return order;
}

/**
 * The graph's keys as Heat's Dependencies inserts them: the resources in `setOrder`, each one's
 * requirements before it (an edge creates the required node first).
 */
function graphKeys(needs: ReadonlyMap<string, readonly string[]>, setOrder: readonly string[]): string[] {
  const keys: string[] = [];
  const insert = (name: string) => {
    if (!keys.includes(name)) keys.push(name);
  };
  for (const name of setOrder) {
    for (const m of needs.get(name) ?? []) insert(m);
    insert(name);
  }
  return keys;
}

/** Graph.toposort: the first key with nothing left to need, over again; what remains on a cycle. */
function toposort(needs: ReadonlyMap<string, readonly string[]>, keys: readonly string[]): { order: string[]; left: string[] } {
  const order: string[] = [];
  const left = new Set(keys);
  for (;;) {
    const next = keys.find((k) => left.has(k) && (needs.get(k) ?? []).every((m) => !left.has(m)));
    if (next === undefined) return { order, left: keys.filter((k) => left.has(k)) };
    order.push(next);
    left.delete(next);
  }
}

/**
 * Heat's str() of the graph toposort gives up on: every node left (the cycle and what needs it),
 * each with the nodes it still needs (a set of resources hashed by address: with two or more,
 * Heat's own order varies from run to run; overcat keeps the template's).
 */
function cycleError(defns: readonly ResourceDefinition[], needs: ReadonlyMap<string, readonly string[]>, setOrder: readonly string[]): HeatError {
  const byName = new Map(defns.map((d) => [d.name, d]));
  const { left } = toposort(needs, graphKeys(needs, setOrder));
  const shown = (n: string) => `${className(byName.get(n)!.type)} "${n}"`;
  const text = left.map((n) => `${shown(n)}: {${needs.get(n)!.filter((m) => left.includes(m)).map(shown).join(', ')}}`).join(', ');
  return new HeatError('CircularDependencyException', `Circular Dependency Found: {${text}}`);
}

/**
 * The order Stack.validate validates the resources in: Heat's graph is keyed by the resources of
 * `set(resource_definitions)` (`setOrder`, CPython's order under PYTHONHASHSEED=0), each one's
 * requirements inserted before it, and toposort takes the first key with nothing left to need,
 * over again. The references have been checked (dependencyOrder).
 */
export function validationOrder(defns: readonly ResourceDefinition[], setOrder: readonly string[], allNames: ReadonlySet<string> = new Set()): string[] {
  const needs = needsOf(defns, allNames);
  return toposort(needs, graphKeys(needs, setOrder)).order;
}
