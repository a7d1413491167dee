// AST shapes both parsers build alike: operator precedence folding, braceless hash pairs, the
// nodes an untitled resource block makes, number values, host matches and the variable-with-keys
// interpolations built without a parse. The descent parser and the ohm path's semantic actions
// (parse.ts) both build through these, one implementation each.
import type * as A from './ast.js';

const BINARY_PRECEDENCE: Record<A.BinaryOperator, number> = {
  or: 1, and: 2, '<': 4, '<=': 4, '>': 4, '>=': 4, '==': 5, '!=': 5, '<<': 6, '>>': 6, '+': 7, '-': 7, '*': 8, '/': 8, '%': 8, '=~': 9, '!~': 9, in: 10,
};
/** `?` binds between comparison and `and` (reference §4). */
const SELECTOR_PRECEDENCE = 3;

/**
 * One operator after an operand: a binary operator and its right operand, or a selector ending at
 * `end`. A braced selector may be followed by calls, accesses and method calls, which apply to its
 * value (`$x ? { ... }.upcase`, `[0]`): `postfix` holds them built on SELECTOR_HOLE, as the selector
 * node itself is made only when the operators are folded (its subject depends on precedence).
 */
export type Tail = { op: A.BinaryOperator; right: A.Expression } | { op: '?'; cases: A.Selector['cases']; end: number; postfix?: A.Expression };

/** What a selector's postfix operations are built on until foldOperators puts the selector there. */
export const SELECTOR_HOLE: A.Expression = { kind: 'Literal', type: 'undef', value: null, text: '', start: 0, end: 0 };

/** The chain of postfix operations with `selector` in place of SELECTOR_HOLE; each starts where the selector does. */
function graft(chain: A.Expression, selector: A.Expression): A.Expression {
  if (chain === SELECTOR_HOLE) return selector;
  const start = selector.start;
  switch (chain.kind) {
    case 'Call':
      return { ...chain, callee: graft(chain.callee, selector), start };
    case 'Access':
      return { ...chain, target: graft(chain.target, selector), start };
    case 'MethodCall':
      return { ...chain, receiver: graft(chain.receiver, selector), start };
    case 'Collector':
      return { ...chain, type: graft(chain.type, selector), start };
    default:
      throw new Error(`a selector's postfix chain holds a ${chain.kind}`);
  }
}

/** Folds `a op b op c ...` by precedence (all binary operators are left-associative). */
export function foldOperators(first: A.Expression, tails: Tail[]): A.Expression {
  let i = 0;
  const prec = (t: Tail) => (t.op === '?' ? SELECTOR_PRECEDENCE : BINARY_PRECEDENCE[t.op]);
  const climb = (left: A.Expression, min: number): A.Expression => {
    while (i < tails.length && prec(tails[i]!) >= min) {
      const t = tails[i++]!;
      if (t.op === '?') {
        left = { kind: 'Selector', subject: left, cases: t.cases, start: left.start, end: t.end };
        if (t.postfix) left = graft(t.postfix, left);
        continue;
      }
      let right = t.right;
      while (i < tails.length && prec(tails[i]!) > prec(t)) right = climb(right, prec(tails[i]!));
      left = { kind: 'Binary', operator: t.op, left, right, start: left.start, end: right.end };
    }
    return left;
  };
  return climb(first, 0);
}

/** An argument, array element or access key: an expression or a `k => v` pair. */
export type ListItem = A.Expression | (A.HashEntry & { kind: 'HashEntry' });

/** Adjacent `k => v` pairs in an argument, array or access list fold into one hash (reference §3). */
export function foldHashPairs(items: ListItem[]): A.Expression[] {
  if (!items.some((item) => item.kind === 'HashEntry')) return items as A.Expression[];
  const out: A.Expression[] = [];
  let open: A.HashExpression | undefined;
  for (const item of items) {
    if (item.kind !== 'HashEntry') {
      out.push(item);
      open = undefined;
      continue;
    }
    const clean = { key: item.key, value: item.value, start: item.start, end: item.end };
    if (open) {
      open.entries.push(clean);
      open.end = item.end;
    } else {
      open = { kind: 'Hash', entries: [clean], start: item.start, end: item.end };
      out.push(open);
    }
  }
  return out;
}

/** What `left { attributes }` makes: defaults, an override, a collector's override block, or an untitled resource for validate.ts to refuse. */
export function untitledBlock(t: A.Expression, attrs: A.AttributeOperation[], end: number): A.Expression {
  const at = { start: t.start, end };
  if (t.kind === 'Collector' && !t.overrides) return { ...t, overrides: attrs, ...at };
  if (t.kind === 'TypeReference' && !t.parameters) return { kind: 'ResourceDefaults', type: t, attributes: attrs, ...at };
  if (t.kind === 'Access' || t.kind === 'TypeReference') return { kind: 'ResourceOverride', target: t, attributes: attrs, ...at };
  return { kind: 'Resource', type: t, bodies: [], form: 'regular', untitled: attrs, ...at };
}

/** A number token's value: hex, octal (leading 0) or decimal/float. */
export function numberValue(text: string): number {
  return /^0[xX]/.test(text) ? parseInt(text, 16) : /^0\d+$/.test(text) ? parseInt(text, 8) : Number(text);
}

/** A node definition's host match from its token: `default`, `/regex/`, or a name (string or bare). */
export function hostMatch(text: string, literal: () => A.Expression, at: A.Span): A.HostMatch {
  if (text === 'default') return { kind: 'HostMatch', match: 'default', value: text, ...at };
  if (text.startsWith('/')) return { kind: 'HostMatch', match: 'regex', value: text.slice(1, -1), ...at };
  const lit = literal();
  const value = lit.kind === 'Literal' ? String(lit.value) : lit.kind === 'String' ? lit.parts.filter((p) => typeof p === 'string').join('') : text;
  const node: A.HostMatch = { kind: 'HostMatch', match: 'name', value, ...at };
  const interpolated = lit.kind === 'String' ? lit.parts.find((p) => typeof p !== 'string') : undefined;
  if (interpolated) node.interpolation = { start: interpolated.start, end: interpolated.end };
  return node;
}

/**
 * `${1.5}`, `${017}`: a lone number token (Puppet's lexer's, hex and exponents included) is a
 * variable too, named by its text; validate.ts refuses it unless it is a decimal match variable.
 */
const NUMBER_INTERPOLATION = /^(\s*)(0[xX][0-9A-Fa-f]+|0?\d+(?:\.\d+)?(?:[eE]-?\d+)?)\s*$/;

/** `${...}`: a lone name (or a name followed by `[`/`.`) is a variable, as Puppet's lexer decides. */
const SIMPLE_INTERPOLATION = /^(\s*)(\$?(?:::)?[a-z_][A-Za-z0-9_]*(?:::[a-z_][A-Za-z0-9_]*)*)((?:\[(?:'[^'\\]*'|\d+)\])*)\s*$/;

/**
 * `${x}`, `${x['k'][0]}`: most interpolations are a variable with literal keys, built directly
 * (both parsers do, so their trees agree on these spans).
 */
export function simpleInterpolation(expr: string, start: number): A.Expression | undefined {
  const n = NUMBER_INTERPOLATION.exec(expr);
  if (n) return { kind: 'Variable', name: n[2]!, start: start + n[1]!.length, end: start + expr.trimEnd().length };
  const m = SIMPLE_INTERPOLATION.exec(expr);
  if (!m) return undefined;
  const nameStart = start + m[1]!.length;
  let node: A.Expression = { kind: 'Variable', name: m[2]!.replace(/^\$/, ''), start: nameStart, end: nameStart + m[2]!.length };
  const keys = /\[('([^'\\]*)'|(\d+))\]/g;
  let k: RegExpExecArray | null;
  let offset = nameStart + m[2]!.length;
  while ((k = keys.exec(m[3]!)) !== null) {
    const keyStart = offset + 1;
    const text = k[1]!;
    const key: A.Literal = k[2] !== undefined
      ? { kind: 'Literal', type: 'string', value: k[2], text, start: keyStart, end: keyStart + text.length }
      : { kind: 'Literal', type: 'number', value: Number(k[3]), text, start: keyStart, end: keyStart + text.length };
    offset += k[0].length;
    node = { kind: 'Access', target: node, keys: [key], start: node.start, end: offset };
  }
  return node;
}

/**
 * `${name...}` where Puppet reads the name as a variable: the text to parse with a `$` put before it.
 * The first token is a name or a whole number token (`100.0` of `${100.0.foo}`, taken at its
 * longest as the lexer's, so `${3.5 + 1}` stays an expression).
 */
const LONE_NAME = /^(\s*)(::)?([a-z_][A-Za-z0-9_]*(?:::[a-z_][A-Za-z0-9_]*)*|(?=(0[xX][0-9A-Fa-f]+|0?\d+(?:\.\d+)?(?:[eE]-?\d+)?))\4(?![A-Za-z0-9_]))(?=\s*$|[[.])/;

/**
 * The interpolation's text with its lone leading name or number made a `$` variable, and what
 * gives that variable its name back: a number's `.` and `-` are written `_` for the parse (the
 * variable rule takes word characters only; `${3.5[0]}` is the variable `3.5`, refused later).
 */
export function loneVariable(expr: string): { text: string; named(node: A.Expression): A.Expression } | undefined {
  const lone = LONE_NAME.exec(expr);
  if (!lone) return undefined;
  const token = lone[3]!;
  const spelled = token.replace(/[.-]/g, '_');
  const text = `${lone[1]}$${lone[2] ?? ''}${spelled}${expr.slice(lone[0].length)}`;
  const named = (node: A.Expression) => {
    if (spelled !== token) renameFirstVariable(node, spelled, token);
    return node;
  };
  return { text, named };
}

/** Renames the first Variable called `from` in the freshly parsed tree (depth first, left to right). */
function renameFirstVariable(node: unknown, from: string, to: string): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((x) => renameFirstVariable(x, from, to));
  const n = node as { kind?: string; name?: string };
  if (n.kind === 'Variable' && n.name === from) {
    n.name = to;
    return true;
  }
  return Object.values(node).some((x) => renameFirstVariable(x, from, to));
}
