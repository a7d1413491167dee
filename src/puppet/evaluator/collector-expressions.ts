// Collector expressions (`<| |>`, `<<| |>>`): their queries, override blocks, and each collection pass.
import type * as A from '../parser/ast.js';
import { capitalizeSegments, toText } from '../values/index.js';
import { applyChanges, attributeDiffers, attributeEquals, collect, type AttributeChange, type CollectorState, type Query } from './collectors.js';
import type { Evaluator } from './evaluator.js';
import { noteChanges } from './resource-overrides.js';
import { evaluateAttributes, placeRelationships, sourceOf, typeNameOf } from './resources.js';
import type { Scope } from './scope.js';

export function evaluateCollector(ev: Evaluator, node: A.Collector, scope: Scope): CollectorState {
  const typeName = typeNameOf(ev.evaluate(node.type, scope));
  if (typeName === undefined) ev.fail('OVC3102', { type: '?' }, node.type);
  const state: CollectorState = {
    type: capitalizeSegments(typeName.toLowerCase()),
    query: node.query ? evaluateQuery(ev, node.query, scope) : () => true,
    exported: node.exported,
    overrides: node.overrides ? evaluateAttributes(ev, node.overrides, scope) : [],
    matched: [],
  };
  ev.collectors.push({ state, location: ev.loc(node), scope });
  return state;
}

function evaluateQuery(ev: Evaluator, node: A.Expression, scope: Scope): Query {
  if (node.kind === 'Binary') {
    if (node.operator === 'and') {
      const [l, r] = [evaluateQuery(ev, node.left, scope), evaluateQuery(ev, node.right, scope)];
      return (x) => l(x) && r(x);
    }
    if (node.operator === 'or') {
      const [l, r] = [evaluateQuery(ev, node.left, scope), evaluateQuery(ev, node.right, scope)];
      return (x) => l(x) || r(x);
    }
    if (node.operator === '==' || node.operator === '!=') {
      const attr = node.left.kind === 'BareWord' ? node.left.name : toText(ev.evaluate(node.left, scope));
      const value = ev.evaluate(node.right, scope);
      return node.operator === '==' ? (x) => attributeEquals(x, attr, value) : (x) => attributeDiffers(x, attr, value);
    }
  }
  ev.fail('OVC3111', { message: 'Illegal query expression' }, node);
}

/** One pass of every collector; true when any realized something new. */
export function runCollectors(ev: Evaluator): boolean {
  let any = false;
  for (const { state, location, scope } of ev.collectors) {
    const found = collect(state, ev.catalog.resources);
    if (found.length === 0) continue;
    any = true;
    if (state.overrides.length === 0) continue;
    ev.overridingSources.add(sourceOf(ev, scope));
    const changes = [...state.overrides, ...defaultChanges(scope, state)];
    for (const r of found) {
      applyChanges(r, changes, ev.declaredIn.get(r), location);
      placeRelationships(ev, r, changes, location);
      noteChanges(ev, r, changes, 'collector', location);
    }
  }
  return any;
}

/**
 * An override block brings the resource defaults the collector's scope has for the type when it
 * collects (Puppet makes the override a resource of that scope, defaults included), for the
 * attributes the block does not set; they replace the resource's own values unless a default in
 * reach of the resource gives the same.
 */
function defaultChanges(scope: Scope, state: CollectorState): AttributeChange[] {
  const out: AttributeChange[] = [];
  for (const d of scope.defaultsFor(state.type.toLowerCase())) {
    d.forEach((a, name) => {
      if (state.overrides.some((o) => o.name === name) || out.some((o) => o.name === name)) return;
      out.push({ name, value: a.value, append: false, ...(a.location ? { location: a.location } : {}) });
    });
  }
  return out;
}
