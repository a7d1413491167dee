// Collector expressions (`<| |>`, `<<| |>>`): their queries, override blocks, and each collection pass.
import type * as A from '../parser/ast.js';
import { capitalizeSegments, toText } from '../values/index.js';
import { applyChanges, attributeDiffers, attributeEquals, collect, type CollectorState, type Query } from './collectors.js';
import type { Evaluator } from './evaluator.js';
import { noteChanges } from './resource-overrides.js';
import { evaluateAttributes, typeNameOf } from './resources.js';
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
  ev.collectors.push({ state, location: ev.loc(node) });
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
  for (const { state, location } of ev.collectors) {
    const found = collect(state, ev.catalog.resources);
    for (const r of found) {
      applyChanges(r, state.overrides);
      noteChanges(ev, r, state.overrides, 'collector', location);
    }
    if (found.length > 0) any = true;
  }
  return any;
}
