// A task's `condition` decided for one node: YAQL (`{yaql_exp: ...}`) over the node's data with
// Fuel's deployment functions (changed, new, old, added, deleted...), through the one YAQL
// evaluator Heat's `yaql` function uses. Legacy Nailgun expressions are not evaluated.
import { isExactNumber } from '../data/exact-number.js';
import { isHash } from '../data/value.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { YaqlNode } from '../yaql/ast.js';
import { evaluateYaql, truthy, YaqlError } from '../yaql/evaluate.js';
import { parseYaql, YaqlSyntaxError } from '../yaql/parse.js';
import type { Task } from './task.js';

/**
 * The node's data as a condition sees it (`$`): Fuel's astute.yaml, which overcat reads as the
 * node's Hiera data, falling back to its facts. A key is asked for only when an expression names it.
 */
export type NodeData = (key: string) => { found: boolean; value: unknown };

export interface ConditionOutcome {
  /** Whether the task runs. */
  run: boolean;
  /** The condition as written (expression or legacy text). */
  text: string;
  /** Why it does not run or was not decided: `false`, `legacy`, `error`. */
  note?: 'false' | 'legacy' | 'error';
}

export interface ConditionOptions {
  /**
   * The node's data at its previous deployment. Absent (overcat compiles a deployment, not an
   * update of one): every `changed*()` is true, `old()` null, `added()` everything, as Fuel
   * decides for a node deployed the first time.
   */
  previous?: NodeData;
}

/** Decides whether `task` runs on the node; no condition: it runs. */
export function decideCondition(task: Task, data: NodeData, options: ConditionOptions, bag: DiagnosticBag): ConditionOutcome | undefined {
  const c = task.condition;
  if (!c) return undefined;
  if (c.kind === 'legacy') {
    bag.report('OVC3611', { id: task.id }, { location: c.location });
    return { run: true, text: c.text, note: 'legacy' };
  }
  let node: YaqlNode;
  try {
    node = parseYaql(c.expression.trim());
  } catch (e) {
    if (!(e instanceof YaqlSyntaxError)) throw e;
    bag.report('OVC3609', { id: task.id, reason: e.message }, { location: c.location });
    return { run: false, text: c.expression, note: 'error' };
  }
  const keys = rootKeys(node);
  const root = rootOf(data, keys);
  const previous = options.previous ? rootOf(options.previous, keys) : undefined;
  try {
    const run = truthy(evaluateYaql(c.expression.trim(), root, previous === undefined ? {} : { previous }));
    return run ? { run, text: c.expression } : { run, text: c.expression, note: 'false' };
  } catch (e) {
    if (!(e instanceof YaqlError)) throw e;
    bag.report('OVC3610', { id: task.id, reason: `${e.pyClass}: ${e.message}` }, { location: c.location });
    return { run: false, text: c.expression, note: 'error' };
  }
}

/** `$` with the keys the expression names (an absent key is absent, as in Fuel's data). */
function rootOf(data: NodeData, keys: readonly string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const key of keys) {
    const r = data(key);
    if (r.found) root[key] = plain(r.value);
  }
  return root;
}

/** The top-level keys an expression reads from `$`: `$.key`, `$['key']`, `$.get('key')`. */
function rootKeys(node: YaqlNode): string[] {
  const keys = new Set<string>();
  const isRoot = (n: YaqlNode) => n.k === 'var' && n.name === '';
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      const n = value as YaqlNode;
      if (n.k === 'attr' && isRoot(n.obj)) keys.add(n.name);
      if (n.k === 'index' && isRoot(n.obj) && n.index.k === 'lit' && typeof n.index.v === 'string') keys.add(n.index.v);
      if (n.k === 'call' && n.name === 'get' && n.receiver && isRoot(n.receiver)) {
        const first = n.args[0];
        if (first && first.k === 'lit' && typeof first.v === 'string') keys.add(first.v);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(node);
  return [...keys];
}

/** Data as YAQL compares it: exact numbers as numbers. */
function plain(value: unknown): unknown {
  if (isExactNumber(value)) return Number(value.text);
  if (Array.isArray(value)) return value.map(plain);
  if (isHash(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}
