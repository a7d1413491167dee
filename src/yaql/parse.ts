// Parses a YAQL expression with grammar/yaql.ohm into a YaqlNode; a syntax error is YaqlSyntaxError.
import grammar from '../../grammar/yaql.ohm-bundle.js';
import { lazy } from '../data/lazy.js';
import type { YaqlArg, YaqlNode } from './ast.js';

export class YaqlSyntaxError extends Error {}

const semantics = lazy(() =>
  grammar.createSemantics().addOperation<unknown>('ast', {
    Exp: (e) => e.ast(),
    Chain_chain: (l, _op, r) => ({ k: 'chain', l: l.ast(), r: r.ast() }),
    Or_or: (l, _op, r) => ({ k: 'bin', op: 'or', l: l.ast(), r: r.ast() }),
    And_and: (l, _op, r) => ({ k: 'bin', op: 'and', l: l.ast(), r: r.ast() }),
    Not_not: (_op, e) => ({ k: 'not', e: e.ast() }),
    Cmp_cmp: (l, op, r) => ({ k: 'bin', op: op.sourceString, l: l.ast(), r: r.ast() }),
    Sum_bin: (l, op, r) => ({ k: 'bin', op: op.sourceString, l: l.ast(), r: r.ast() }),
    Prod_bin: (l, op, r) => ({ k: 'bin', op: op.sourceString, l: l.ast(), r: r.ast() }),
    Unary_neg: (_op, e) => ({ k: 'neg', e: e.ast() }),
    Unary_pos: (_op, e) => e.ast(),
    Postfix_method: (obj, _dot, name, _open, args, _close) => ({ k: 'call', name: name.sourceString, args: args.ast(), receiver: obj.ast() }),
    Postfix_safeMethod: (obj, _dot, name, _open, args, _close) => ({ k: 'call', name: name.sourceString, args: args.ast(), receiver: obj.ast(), safe: true }),
    Postfix_attr: (obj, _dot, name) => ({ k: 'attr', obj: obj.ast(), name: name.sourceString }),
    Postfix_index: (obj, _open, index, _close) => ({ k: 'index', obj: obj.ast(), index: index.ast() }),
    Primary_paren: (_open, e, _close) => e.ast(),
    Primary_call: (name, _open, args, _close) => ({ k: 'call', name: name.sourceString, args: args.ast() }),
    Primary_list: (_open, items, _close) => ({ k: 'list', items: items.asIteration().children.map((c) => c.ast() as YaqlNode) }),
    Primary_dict: (_open, pairs, _close) => ({ k: 'dict', pairs: pairs.asIteration().children.map((c) => { const p = c.ast() as { key: YaqlNode; value: YaqlNode }; return [p.key, p.value]; }) }),
    // A bare name is a string in yaql (`dict(a => 1)`, `$.get(key)` spelled without quotes).
    Primary_name: (name) => ({ k: 'lit', v: name.sourceString }),
    Args: (list) => list.asIteration().children.map((c) => c.ast() as YaqlArg),
    Pair: (key, _arrow, value) => ({ k: 'pair', key: key.ast(), value: value.ast() }),
    variable: (_dollar, name) => ({ k: 'var', name: name.sourceString }),
    constant: (c) => ({ k: 'lit', v: c.sourceString === 'true' ? true : c.sourceString === 'false' ? false : null }),
    number_float: (a, _dot, b) => ({ k: 'lit', v: Number(`${a.sourceString}.${b.sourceString}`), float: true }),
    number_int: (digits) => ({ k: 'lit', v: Number(digits.sourceString) }),
    string_single: (_o, chars, _c) => ({ k: 'lit', v: unescape(chars.sourceString) }),
    string_double: (_o, chars, _c) => ({ k: 'lit', v: unescape(chars.sourceString) }),
    string_backtick: (_o, chars, _c) => ({ k: 'lit', v: chars.sourceString }),
  }),
);

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };

function unescape(text: string): string {
  return text.replace(/\\(.)/gs, (_m, c: string) => ESCAPES[c] ?? `\\${c}`);
}

const cache = new Map<string, YaqlNode>();

/** The expression's tree (cached: templates repeat the same expressions). */
export function parseYaql(expression: string): YaqlNode {
  const hit = cache.get(expression);
  if (hit) return hit;
  const match = grammar.match(expression);
  if (match.failed()) throw new YaqlSyntaxError(match.shortMessage ?? 'syntax error');
  const node = semantics()(match).ast() as YaqlNode;
  if (cache.size < 10_000) cache.set(expression, node);
  return node;
}
