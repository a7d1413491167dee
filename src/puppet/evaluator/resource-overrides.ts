// Resource overrides (`File[x] { ... }`) and who may override what, as Puppet allows; what overrides and collectors changed, for explain.
import type { Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { ClassType, ResourceType, capitalizeSegments, label, toText, type Value } from '../values/index.js';
import { applyChanges, type AttributeChange } from './collectors.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { refText, type CatalogResource } from './resource.js';
import { evaluateAttributes, placeRelationships, sourceOf } from './resources.js';
import type { Scope } from './scope.js';
import { declaredType } from './type-names.js';
import { typeFromText } from './type-string.js';
import { findResource } from './resource-lookup.js';

export interface PendingOverride {
  type: string;
  title: string;
  changes: AttributeChange[];
  source: string;
  location: Location;
}

/** A reference value (`File['/x']`, `Class['a']`) as a type and title. */
export function referenceOf(ev: Evaluator, v: Value, node: A.Span): { type: string; title: string } {
  if (v instanceof ResourceType && v.title !== undefined) return { type: v.name, title: v.title };
  if (v instanceof ClassType && v.className !== undefined) return { type: 'Class', title: capitalizeSegments(v.className) };
  if (typeof v === 'string') {
    // A text is read as a type expression (`'Notify["x"]'`, `'Class[foo]'`), as Puppet's relationship operator reads it.
    const parsed = typeFromText(v, (n) => declaredType(ev, n));
    const t = 'type' in parsed ? parsed.type : undefined;
    if (t instanceof ResourceType && t.typeName !== undefined && t.title !== undefined) return { type: t.name, title: t.title };
    if (t instanceof ClassType && t.className !== undefined) return { type: 'Class', title: capitalizeSegments(t.className) };
    ev.fail('OVC3111', { message: 'error' in parsed ? parsed.error : `The expression <${v}> is not a valid type specification.` }, node);
  }
  ev.fail('OVC3111', { message: `${toText(v)} is not a resource reference` }, node);
}

export function evaluateResourceOverride(ev: Evaluator, node: A.ResourceOverride, scope: Scope): void {
  const target = ev.evaluate(node.target, scope);
  const changes = evaluateAttributes(ev, node.attributes, scope);
  const source = sourceOf(ev, scope);
  for (const ref of (Array.isArray(target) ? target.flat(Infinity as 1) : [target]) as Value[]) {
    // Classes take no overrides, from a subclass neither: Puppet refuses the reference itself.
    if (!(ref instanceof ResourceType)) ev.fail('OVC3111', { message: `Resource Override can only operate on resources, got: ${label(ref)}` }, node);
    const { type, title } = referenceOf(ev, ref, node.target);
    const pending = { type, title, changes, source, location: ev.loc(node) };
    const r = findResource(ev, type, title);
    if (r) applyOverride(ev, r, pending);
    else ev.overrides.push(pending);
  }
}

/**
 * Applies an override, as Puppet's Resource#merge and override_parameter allow it: only from the
 * resource's own definition or a class inheriting it (or a definition a collector overrode
 * from). An attribute already set may be replaced only from a class inheriting the definition
 * that set it (a resource default's is the definition the default was written in), or from that
 * definition itself while the value is a default's; a change to a default's value is ignored.
 */
export function applyOverride(ev: Evaluator, r: CatalogResource, o: PendingOverride): void {
  const collecting = ev.overridingSources.has(o.source);
  if (o.source !== r.source && !collecting && !inheritsFrom(ev, o.source, r.source)) {
    throw new EvaluationError('OVC3115', { message: 'Only subclasses can override parameters' }, o.location);
  }
  const scope = ev.declaredIn.get(r);
  const type = r.type.toLowerCase();
  // A parameter carries the source of what set it last: an override's class once it overrode it.
  const overridden = ev.overriddenBy.get(r);
  for (const c of collecting ? [] : o.changes) {
    const current = r.parameters.get(c.name);
    if (current === undefined || current === null || scope?.isDefault(type, c.name, c.value)) continue;
    const setBy = overridden?.get(c.name) ?? (r.defaulted?.includes(c.name) ? scope?.defaultSource(type, c.name) : undefined) ?? r.source;
    if (inheritsFrom(ev, o.source, setBy) || (o.source === setBy && scope?.isDefault(type, c.name, current))) continue;
    throw new EvaluationError('OVC3115', { message: `Parameter '${c.name}' is already set on ${refText(r)}; cannot redefine` }, c.location ?? o.location);
  }
  if (!collecting) {
    const sources = overridden ?? new Map<string, string>();
    for (const c of o.changes) sources.set(c.name, o.source);
    ev.overriddenBy.set(r, sources);
  }
  applyChanges(r, o.changes, scope, o.location);
  placeRelationships(ev, r, o.changes, o.location);
  noteChanges(ev, r, o.changes, 'resource override', o.location);
}

/** Records what an override or a collector set (after it was applied: appends show the result). */
export function noteChanges(ev: Evaluator, r: CatalogResource, changes: readonly AttributeChange[], kind: 'resource override' | 'collector', at: Location): void {
  const origins = ev.options.origins;
  if (!origins) return;
  for (const c of changes) origins.note(r, c.name, { kind, value: r.parameters.get(c.name) ?? null, location: c.location ?? at });
}

function inheritsFrom(ev: Evaluator, child: string, parent: string): boolean {
  if (!child.startsWith('class:') || !parent.startsWith('class:')) return false;
  for (let s = ev.classScopes.get(child.slice(6))?.inherited; s; s = s.inherited) if (`class:${s.name}` === parent) return true;
  return false;
}
