// Relationship chains (`->`, `~>`, `<-`, `<~`): operands evaluated now, resolved to resources at the finish.
// A compilation keeps one pending relationship per chain arrow until the finish (thousands), so an
// operand holds as few objects as it can, and the loops are index loops (see resources.ts).
import type { Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import type { Value } from '../values/index.js';
import { evaluateCollector } from './collector-expressions.js';
import type { CollectorState } from './collectors.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { referenceOf } from './resource-overrides.js';
import { refText, type CatalogResource } from './resource.js';
import { declareResources } from './resources.js';
import type { Scope } from './scope.js';
import { findResource } from './resource-lookup.js';

/** A reference to find at the finish (`File['/x']`, a variable holding some). */
type Reference = { type: string; title: string };

/** A relationship operand after evaluation: resources (or references to find later) and collectors. */
interface Operand {
  refs: readonly Reference[];
  /** A resource expression's resources, which need no finding (no references nor collectors come with them). */
  declared?: readonly CatalogResource[];
  /** Where the operand was written: the place of a reference that finds nothing. */
  location?: Location;
  collectors: readonly CollectorState[];
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

const NO_COLLECTORS: readonly CollectorState[] = [];
const NO_REFS: readonly Reference[] = [];

function evaluateOperand(ev: Evaluator, node: A.Expression, scope: Scope): Operand {
  if (node.kind === 'Collector') return { refs: [], collectors: [evaluateCollector(ev, node, scope)] };
  if (node.kind === 'Relationship') return evaluateRelationship(ev, node, scope);
  if (node.kind === 'Resource') return { refs: NO_REFS, declared: declaredBy(ev, node, scope), collectors: NO_COLLECTORS };
  return { refs: references(ev, ev.evaluate(node, scope), node), location: ev.loc(node), collectors: NO_COLLECTORS };
}

/**
 * A resource expression's resources, which the chain takes as they are: chained resource
 * expressions (a define's `package -> file ~> service`) made thousands of reference values only to
 * read their type and title back and find the resources again at the finish. Errors are reported as
 * evaluating the expression reports them.
 */
function declaredBy(ev: Evaluator, node: A.ResourceExpression, scope: Scope): CatalogResource[] {
  try {
    return declareResources(ev, node, scope);
  } catch (e) {
    ev.rethrow(e, node);
  }
}

/**
 * The references a value holds, nested arrays flattened in order, each once (Puppet's operator
 * takes the operand as a set). The usual operand (a reference, or the references a resource
 * expression gives) is made at its length: it waits for the finish.
 */
function references(ev: Evaluator, v: Value, node: A.Expression): Reference[] {
  if (!Array.isArray(v)) return [referenceOf(ev, v, node)];
  let flat = true;
  for (let i = 0; i < v.length && flat; i++) flat = !Array.isArray(v[i]);
  if (!flat) {
    const refs: Reference[] = [];
    addReferences(ev, v, node, refs);
    return unique(refs);
  }
  const refs: Reference[] = new Array(v.length);
  for (let i = 0; i < v.length; i++) refs[i] = referenceOf(ev, v[i]!, node);
  return unique(refs);
}

/** The references without repeats, first place kept (the list itself when it has none). */
function unique(refs: Reference[]): Reference[] {
  if (refs.length < 2) return refs;
  const seen = new Set<string>();
  for (const r of refs) seen.add(`${r.type}\0${r.title}`);
  if (seen.size === refs.length) return refs;
  seen.clear();
  return refs.filter((r) => {
    const key = `${r.type}\0${r.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function addReferences(ev: Evaluator, v: Value, node: A.Expression, refs: Reference[]): void {
  if (!Array.isArray(v)) refs.push(referenceOf(ev, v, node));
  else for (let i = 0; i < v.length; i++) addReferences(ev, v[i]!, node, refs);
}

/** Records `left -> right` for the finish phase; the chain's value is its right operand. */
export function evaluateRelationship(ev: Evaluator, node: A.Relationship, scope: Scope): Operand {
  const left = evaluateOperand(ev, node.left, scope);
  const right = evaluateOperand(ev, node.right, scope);
  ev.relationships.push({ left, right, operator: node.operator, location: ev.loc(node) });
  if (right.refs.length === 0 && right.collectors.length === 1) right.emptyAlternative = left;
  return right;
}

/** The operand a chain's sources come from: a lone collector that collected nothing stands for its empty alternative, recursively. */
function sourceOperand(o: Operand): Operand {
  return o.emptyAlternative && o.collectors[0]!.matched.length === 0 ? sourceOperand(o.emptyAlternative) : o;
}

/**
 * Whether an operand stands for no resource: Puppet pairs each source with each target and looks
 * both up only then, so a side that collects nothing leaves the other side's references unlooked.
 */
export function collectsNothing(o: Operand, asSource: boolean): boolean {
  if (asSource && o.emptyAlternative && o.collectors[0]!.matched.length === 0) return collectsNothing(o.emptyAlternative, true);
  if (o.declared) return o.declared.length === 0;
  if (o.refs.length > 0) return false;
  for (let i = 0; i < o.collectors.length; i++) if (o.collectors[i]!.matched.length > 0) return false;
  return true;
}

/** An operand's resources in Puppet's order (its references first), a reference that finds nothing as undefined. */
function findOperand(ev: Evaluator, o: Operand): readonly (CatalogResource | undefined)[] {
  if (o.declared) return o.declared;
  const out: (CatalogResource | undefined)[] = [];
  for (let i = 0; i < o.refs.length; i++) out.push(findResource(ev, o.refs[i]!.type, o.refs[i]!.title));
  for (let i = 0; i < o.collectors.length; i++) out.push(...o.collectors[i]!.matched);
  return out;
}

/** An operand's element as Puppet's message writes it. */
function elementText(o: Operand, found: readonly (CatalogResource | undefined)[], k: number): string {
  return k < o.refs.length ? refText(o.refs[k]!) : refText(found[k]!);
}

/**
 * The sources and targets of a relationship (`from -> to`), found as Relationship#mk_relationship
 * finds them, pair by pair (each source with each target): the first pair missing a side fails,
 * naming that pair's other side ("for relationship on 'target'", "... from 'source'").
 */
export function resolveRelationship(ev: Evaluator, from: Operand, to: Operand): { sources: readonly CatalogResource[]; targets: readonly CatalogResource[] } {
  const src = sourceOperand(from);
  const sources = findOperand(ev, src);
  const targets = findOperand(ev, to);
  const s = sources.indexOf(undefined);
  const t = targets.indexOf(undefined);
  if (s === 0 || (s > 0 && t < 0)) {
    throw new EvaluationError('OVC3107', { message: `Could not find resource '${elementText(src, sources, s)}' for relationship on '${elementText(to, targets, 0)}'` }, src.location);
  }
  if (t >= 0) throw new EvaluationError('OVC3107', { message: `Could not find resource '${elementText(to, targets, t)}' for relationship from '${elementText(src, sources, 0)}'` }, to.location);
  return { sources: sources as readonly CatalogResource[], targets: targets as readonly CatalogResource[] };
}
