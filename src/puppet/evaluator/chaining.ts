// Relationship chains (`->`, `~>`, `<-`, `<~`): operands evaluated now, resolved to resources at the finish.
import type { Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import type { Value } from '../values/index.js';
import { evaluateCollector } from './collector-expressions.js';
import type { CollectorState } from './collectors.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { referenceOf } from './resource-overrides.js';
import type { CatalogResource } from './resource.js';
import type { Scope } from './scope.js';

/** A relationship operand after evaluation: resources (or references to find later) and collectors. */
interface Operand {
  refs: { type: string; title: string; location: Location }[];
  collectors: CollectorState[];
  /**
   * For a collector that was the right operand of a chain (`a -> C ~> b`): that chain's left
   * operand, which Puppet uses as the source in C's place when C collects nothing (a notifies b).
   */
  emptyAlternative?: Operand;
}

export interface PendingRelationship {
  left: Operand;
  right: Operand;
  operator: A.Relationship['operator'];
  location: Location;
}

function evaluateOperand(ev: Evaluator, node: A.Expression, scope: Scope): Operand {
  if (node.kind === 'Collector') return { refs: [], collectors: [evaluateCollector(ev, node, scope)] };
  if (node.kind === 'Relationship') return evaluateRelationship(ev, node, scope);
  const v = ev.evaluate(node, scope);
  const location = ev.loc(node);
  const refs = ((Array.isArray(v) ? v.flat(Infinity as 1) : [v]) as Value[]).map((x) => {
    const { type, title } = referenceOf(ev, x, node);
    return { type, title, location };
  });
  return { refs, collectors: [] };
}

/** Records `left -> right` for the finish phase; the chain's value is its right operand. */
export function evaluateRelationship(ev: Evaluator, node: A.Relationship, scope: Scope): Operand {
  const left = evaluateOperand(ev, node.left, scope);
  const right = evaluateOperand(ev, node.right, scope);
  ev.relationships.push({ left, right, operator: node.operator, location: ev.loc(node) });
  if (right.refs.length === 0 && right.collectors.length === 1) right.emptyAlternative = left;
  return right;
}

/** The sources of a chain: a lone collector that collected nothing stands for its empty alternative, recursively. */
export function resolveSource(ev: Evaluator, o: Operand): CatalogResource[] {
  if (o.emptyAlternative && o.collectors[0]!.matched.length === 0) return resolveSource(ev, o.emptyAlternative);
  return resolveOperand(ev, o);
}

export function resolveOperand(ev: Evaluator, o: Operand): CatalogResource[] {
  const out: CatalogResource[] = [];
  for (const ref of o.refs) {
    const r = ev.catalog.get(ref.type, ref.title);
    if (!r) throw new EvaluationError('OVC3107', { message: `Could not find resource '${ref.type}[${ref.title}]' for relationship` }, ref.location);
    out.push(r);
  }
  for (const c of o.collectors) out.push(...c.matched);
  return out;
}
