// Parses Puppet manifests with grammar/puppet.ohm into the AST of ast.ts, reporting syntax errors
// as coded diagnostics; then runs the syntax-level checks of validate.ts.
import type { FailedMatchResult, IterationNode, Node as OhmNode, NonterminalNode } from 'ohm-js';
import grammar from '../../../grammar/puppet.ohm-bundle.js';
import { lazy } from '../../data/lazy.js';
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import type * as A from './ast.js';
import { foldHashPairs, foldOperators, hostMatch, loneVariable, numberValue, SELECTOR_HOLE, simpleInterpolation, untitledBlock, type Tail } from './ast-builders.js';
import { MAX_NESTING, parseDescent, TooDeep } from './descent-parser.js';
import { bodyOffset, findUnterminated, scanHeredocs, type HeredocBody } from './heredoc.js';
import { splitInterpolated } from './interpolation.js';
import { validateProgram } from './validate.js';

/**
 * Per-parse state the semantic actions need, passed down as the `ast(ctx)` operation's argument:
 * the grammar's semantics object is shared, and parses may nest (interpolations, lazy loading).
 */
interface ParseContext {
  heredocs: Map<number, HeredocBody>;
  /** Offset added to every position (interpolations are parsed from a substring). */
  base: number;
  /** Text the offsets index (interpolated expressions are matched as substrings of it). */
  text: string;
  problems: { at: number; message: string }[];
}


function span(ctx: ParseContext, node: OhmNode): A.Span {
  return { start: node.source.startIdx + ctx.base, end: node.source.endIdx + ctx.base };
}

function list<T>(ctx: ParseContext, node: OhmNode): T[] {
  return node.asIteration().children.map((c: OhmNode) => c['ast'](ctx) as T);
}

function optional<T>(ctx: ParseContext, node: IterationNode): T | undefined {
  return node.children.length > 0 ? (node.children[0]!['ast'](ctx) as T) : undefined;
}

function statements(ctx: ParseContext, node: NonterminalNode): A.Statement[] {
  return node['ast'](ctx) as A.Statement[];
}

function stringFromPieces(ctx: ParseContext, text: string, offsetOf: (k: number) => number, escapes: string | undefined, interpolate: boolean, at: A.Span): A.StringExpression {
  const parts: (string | A.Expression)[] = [];
  for (const p of splitInterpolated(text, offsetOf, escapes, interpolate)) {
    if ('text' in p) parts.push(p.text);
    else if ('variable' in p) parts.push({ kind: 'Variable', name: p.variable, start: p.start, end: p.end });
    else parts.push(parseInterpolation(ctx, p.expression, p.start));
  }
  return { kind: 'String', parts, ...at };
}

function parseInterpolation(ctx: ParseContext, expr: string, start: number): A.Expression {
  const simple = simpleInterpolation(expr, start);
  if (simple) return simple;
  const lone = loneVariable(expr);
  const text = lone ? lone.text : expr;
  const shift = lone ? -1 : 0;
  const m = grammar.match(text, 'Interpolated');
  if (m.failed()) {
    ctx.problems.push({ at: start + Math.max(0, m.getRightmostFailurePosition() + shift), message: `expected ${m.getExpectedText()}` });
    return { kind: 'Literal', type: 'string', value: expr, text: expr, start, end: start + expr.length };
  }
  // The expression is matched on its own: its offsets are shifted to the string's place in the file.
  const node = semantics()(m)['ast']({ ...ctx, base: start + shift }) as A.Expression;
  if (!lone) return node;
  lone.named(node);
  if (node.kind === 'Variable') return { ...node, start: start + (expr.length - expr.trimStart().length), end: start + expr.trimEnd().length };
  return node;
}

/**
 * Folds the blocks after a resource's left side as Puppet's left-recursive `resource` rule does:
 * each titled block makes a resource of what came before; an untitled one makes defaults, an
 * override or a collector's override block, or an untitled resource for validate.ts to refuse.
 */
function chainBlocks(ctx: ParseContext, left: A.Expression, blocks: IterationNode): A.Expression {
  let node = left;
  for (const b of blocks.children) {
    const block = b.children[0]!;
    const [, content, close] = block.children as [OhmNode, NonterminalNode, OhmNode];
    const end = close.source.endIdx + ctx.base;
    if (block.ctorName === 'ResourceBlock_titled') {
      // Right after `<| |>` a brace opens the collector's override block, so a title is Puppet's syntax error.
      if (node.kind === 'Collector' && !node.overrides) ctx.problems.push({ at: content.source.startIdx + ctx.base, message: 'expected an attribute name or "}"' });
      node = { kind: 'Resource', type: node, bodies: content['ast'](ctx) as A.ResourceBody[], form: 'regular', start: node.start, end };
    } else {
      node = untitledBlock(node, attributes(ctx, content), end);
    }
  }
  return node;
}

/** An operand's calls, accesses, method calls and collectors: the five columns of its loop. */
function postfix(ctx: ParseContext, operand: A.Expression, columns: IterationNode[]): A.Expression {
  let node = operand;
  const [c1, c2, c3, c4, c5] = columns as [IterationNode, IterationNode, IterationNode, IterationNode, IterationNode];
  /** End of row k over its first `n` columns (the rest are padding). */
  const endOf = (k: number, n: number) => Math.max(...columns.slice(0, n).map((c) => c.children[k]!.source.endIdx)) + ctx.base;
  c1.children.forEach((first, k) => {
    const lead = first.isTerminal() ? first.sourceString : '(';
    if (lead === '(') {
      // a call: columns hspace*, `(`, arguments, `)`, lambda?
      const call: A.Call = { kind: 'Call', callee: node, arguments: c3.children[k]!['ast'](ctx) as A.Expression[], statement: false, start: node.start, end: endOf(k, 5) };
      const lambda = c5.children[k]!;
      if (lambda.children.length > 0) call.lambda = lambda.children[0]!['ast'](ctx) as A.Lambda;
      node = call;
    } else if (lead === '[') {
      // an access: columns `[`, arguments, `]`, padding
      node = { kind: 'Access', target: node, keys: c2.children[k]!['ast'](ctx) as A.Expression[], start: node.start, end: endOf(k, 5) };
    } else if (lead === '.') {
      // a method call: columns `.`, name, arguments?, lambda?, padding
      const method: A.MethodCall = { kind: 'MethodCall', receiver: node, name: c2.children[k]!.sourceString, arguments: optional<A.Expression[]>(ctx, c3.children[k] as IterationNode) ?? [], start: node.start, end: endOf(k, 4) };
      const l = optional<A.Lambda>(ctx, c4.children[k] as IterationNode);
      if (l) method.lambda = l;
      node = method;
    } else {
      // a collector: columns `<|` or `<<|`, query?, `|>` or `|>>`, padding
      const exported = lead === '<<|';
      const end = endOf(k, 3);
      const q = optional<A.Expression>(ctx, c2.children[k] as IterationNode);
      node = q ? { kind: 'Collector', type: node, exported, query: q, start: node.start, end } : { kind: 'Collector', type: node, exported, start: node.start, end };
    }
  });
  return node;
}

function attributes(ctx: ParseContext, node: NonterminalNode): A.AttributeOperation[] {
  return node['ast'](ctx) as A.AttributeOperation[];
}

const semantics = lazy(() =>
  grammar.createSemantics().addOperation<unknown>('ast(ctx)', {
    Program(stmts) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Program', body: statements(ctx, stmts), ...span(ctx, this) };
    },
    Statements(items) {
      const ctx = this.args['ctx'] as ParseContext;
      return items.children.map((c) => c['ast'](ctx));
    },
    Statement(_guard, statement, _semi) {
      const ctx = this.args['ctx'] as ParseContext;
      return statement['ast'](ctx);
    },
    StatementCall(name, args) {
      const ctx = this.args['ctx'] as ParseContext;
      const callee: A.BareWord = { kind: 'BareWord', name: name.sourceString, ...span(ctx, name) };
      return { kind: 'Call', callee, arguments: list(ctx, args), statement: true, ...span(ctx, this) };
    },
    Assignment(first, relations, rest, assign, value) {
      const ctx = this.args['ctx'] as ParseContext;
      let target = first['ast'](ctx) as A.Expression;
      relations.children.forEach((op, k) => {
        const right = rest.children[k]!['ast'](ctx) as A.Expression;
        target = { kind: 'Relationship', operator: op.sourceString as A.Relationship['operator'], left: target, right, start: target.start, end: right.end };
      });
      if (assign.children.length === 0) return target;
      return { kind: 'Assignment', operator: assign.children[0]!.sourceString, target, value: value.children[0]!['ast'](ctx), ...span(ctx, this) };
    },
    ResourceExpr(head, _guard, rest) {
      const ctx = this.args['ctx'] as ParseContext;
      // `@`/`@@` and `class {`: the padding `""`, the guard, then the rule.
      if (head.isTerminal()) return rest['ast'](ctx);
      return chainBlocks(ctx, head['ast'](ctx) as A.Expression, rest as IterationNode);
    },
    VirtualResource_exported(_at, expr) {
      const ctx = this.args['ctx'] as ParseContext;
      return { ...(expr['ast'](ctx) as A.Expression), form: 'exported', ...span(ctx, this) };
    },
    VirtualResource_virtual(_at, expr) {
      const ctx = this.args['ctx'] as ParseContext;
      return { ...(expr['ast'](ctx) as A.Expression), form: 'virtual', ...span(ctx, this) };
    },
    ClassResource(kw, _open, bodies, close, _guards, blocks) {
      const ctx = this.args['ctx'] as ParseContext;
      const type: A.BareWord = { kind: 'BareWord', name: 'class', ...span(ctx, kw) };
      const first: A.ResourceExpression = { kind: 'Resource', type, bodies: bodies['ast'](ctx) as A.ResourceBody[], form: 'regular', start: kw.source.startIdx + ctx.base, end: close.source.endIdx + ctx.base };
      return chainBlocks(ctx, first, blocks);
    },
    ResourceBodies(items, _semi) {
      const ctx = this.args['ctx'] as ParseContext;
      return list(ctx, items);
    },
    ResourceBody(title, _colon, attrs) {
      const ctx = this.args['ctx'] as ParseContext;
      return { title: title['ast'](ctx), attributes: attributes(ctx, attrs), ...span(ctx, this) };
    },
    AttributeOps(items, _comma) {
      const ctx = this.args['ctx'] as ParseContext;
      return list(ctx, items);
    },
    AttributeOp_named(name, arrow, value) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'AttributeOperation', name: name.sourceString, operator: arrow.sourceString, value: value['ast'](ctx), ...span(ctx, this) };
    },
    AttributeOp_splat(_star, _arrow, value) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'AttributeOperation', name: '*', operator: '=>', value: value['ast'](ctx), ...span(ctx, this) };
    },
    Expr(first, _pads, _guards, ops, rights) {
      const ctx = this.args['ctx'] as ParseContext;
      // Rows are (padding, guard, binaryOp, operand) or (padding, padding, `?`, selector body).
      const tails: Tail[] = ops.children.map((op, k) => {
        const right = rights.children[k]!;
        if (op.isTerminal()) return right['ast'](ctx) as Tail;
        return { op: op.sourceString as A.BinaryOperator, right: right['ast'](ctx) as A.Expression };
      });
      return foldOperators(first['ast'](ctx) as A.Expression, tails);
    },
    SelectorBody_braced(_open, entries, _comma, close, c1, c2, c3, c4, c5) {
      const ctx = this.args['ctx'] as ParseContext;
      const tail: Tail = { op: '?', cases: list(ctx, entries), end: close.source.endIdx + ctx.base };
      if (c1.children.length > 0) tail.postfix = postfix(ctx, SELECTOR_HOLE, [c1, c2, c3, c4, c5]);
      return tail;
    },
    SelectorBody_single(entry) {
      const ctx = this.args['ctx'] as ParseContext;
      return { op: '?', cases: [entry['ast'](ctx)], end: this.source.endIdx + ctx.base };
    },
    SelectorEntry(match, _arrow, value) {
      const ctx = this.args['ctx'] as ParseContext;
      return { match: match['ast'](ctx), value: value['ast'](ctx) };
    },
    UnaryExpr(prefixes, primary, c1, c2, c3, c4, c5) {
      const ctx = this.args['ctx'] as ParseContext;
      let node = postfix(ctx, primary['ast'](ctx) as A.Expression, [c1, c2, c3, c4, c5]);
      const end = this.source.endIdx + ctx.base;
      // Innermost first: `-!x` is `-(!x)`; each prefix spans from its operator to the operand's end.
      for (let k = prefixes.children.length - 1; k >= 0; k--) {
        const prefix = prefixes.children[k]!;
        node = { kind: 'Unary', operator: prefix.sourceString as '-' | '*' | '!', operand: node, start: prefix.source.startIdx + ctx.base, end };
      }
      return node;
    },
    CallArguments(_ws, _open, args, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return args['ast'](ctx);
    },
    Arguments(items, _comma) {
      const ctx = this.args['ctx'] as ParseContext;
      return foldHashPairs(list(ctx, items));
    },
    AccessArguments(items, _comma) {
      const ctx = this.args['ctx'] as ParseContext;
      return foldHashPairs(list(ctx, items));
    },
    HashPair(key, _arrow, value) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'HashEntry', key: key['ast'](ctx), value: value['ast'](ctx), ...span(ctx, this) };
    },
    HashKey(key) {
      const ctx = this.args['ctx'] as ParseContext;
      const text = key.sourceString;
      if (text === 'type' || text === 'function') return { kind: 'Literal', type: 'string', value: text, text, ...span(ctx, this) };
      return key['ast'](ctx);
    },
    Lambda(_open, params, _comma, _close, ret, body) {
      const ctx = this.args['ctx'] as ParseContext;
      const l: A.Lambda = { kind: 'Lambda', parameters: list(ctx, params), body: statements(ctx, body as NonterminalNode), ...span(ctx, this) };
      const r = optional<A.TypeReference>(ctx, ret);
      if (r) l.returnType = r;
      return l;
    },
    ReturnType(_arrow, type) {
      const ctx = this.args['ctx'] as ParseContext;
      return type['ast'](ctx);
    },
    Primary(guard, value) {
      const ctx = this.args['ctx'] as ParseContext;
      if (value.isNonterminal()) return value['ast'](ctx);
      // `true`, `false`, `undef`, `default` and the `type` of `type(...)` are matched inline: a terminal, not a rule.
      const text = guard.sourceString;
      if (text === 'type') return { kind: 'BareWord', name: text, ...span(ctx, guard) };
      if (text === 'true' || text === 'false') return { kind: 'Literal', type: 'boolean', value: text === 'true', text, ...span(ctx, guard) };
      if (text === 'undef') return { kind: 'Literal', type: 'undef', value: null, text, ...span(ctx, guard) };
      return { kind: 'Literal', type: 'default', value: 'default', text, ...span(ctx, guard) };
    },
    Parenthesized(_open, expr, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return expr['ast'](ctx);
    },
    Array(_open, items, _comma, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Array', elements: foldHashPairs(list(ctx, items)), ...span(ctx, this) };
    },
    Hash(_open, entries, _comma, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Hash', entries: list<A.HashEntry>(ctx, entries).map(({ key, value, start, end }) => ({ key, value, start, end })), ...span(ctx, this) };
    },
    If(_if, test, then, elsifs, elseBlock) {
      const ctx = this.args['ctx'] as ParseContext;
      const chain = elsifs.children.map((e) => e['ast'](ctx) as A.If);
      let tail: A.Statement[] | undefined = optional<A.Statement[]>(ctx, elseBlock);
      for (let k = chain.length - 1; k >= 0; k--) {
        const e = chain[k]!;
        if (tail) e.else = tail;
        tail = [e];
      }
      const node: A.If = { kind: 'If', test: test['ast'](ctx) as A.Expression, then: statements(ctx, then), ...span(ctx, this) };
      if (tail) node.else = tail;
      return node;
    },
    Elsif(_kw, test, block) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'If', test: test['ast'](ctx), then: statements(ctx, block), ...span(ctx, this) };
    },
    Else(_kw, block) {
      const ctx = this.args['ctx'] as ParseContext;
      return statements(ctx, block);
    },
    Unless(_kw, test, then, elseBlock) {
      const ctx = this.args['ctx'] as ParseContext;
      const node: A.Unless = { kind: 'Unless', test: test['ast'](ctx) as A.Expression, then: statements(ctx, then), ...span(ctx, this) };
      const e = optional<A.Statement[]>(ctx, elseBlock);
      if (e) node.else = e;
      return node;
    },
    Case(_kw, test, _open, options, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Case', test: test['ast'](ctx), options: options.children.map((o) => o['ast'](ctx)), ...span(ctx, this) };
    },
    CaseOption(values, _colon, block) {
      const ctx = this.args['ctx'] as ParseContext;
      return { values: list(ctx, values), body: statements(ctx, block) };
    },
    Block(_open, body, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return body['ast'](ctx);
    },
    TypeExpr(name, _open, args, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      const ref = name.sourceString.replace(/^::/, '');
      if (args.children.length === 0) return { kind: 'TypeReference', name: ref, text: this.sourceString, ...span(ctx, this) };
      return { kind: 'TypeReference', name: ref, parameters: args.children[0]!['ast'](ctx), text: this.sourceString, ...span(ctx, this) };
    },
    ClassDef(_kw, name, params, inherits, body) {
      const ctx = this.args['ctx'] as ParseContext;
      const node: A.ClassDefinition = {
        kind: 'ClassDefinition',
        name: name.sourceString.replace(/^::/, ''),
        nameSpan: span(ctx, name),
        parameters: optional<A.Parameter[]>(ctx, params) ?? [],
        body: statements(ctx, body),
        ...span(ctx, this),
      };
      const parent = optional<string>(ctx, inherits);
      if (parent) node.parent = parent;
      return node;
    },
    Inherits(_kw, name) {
      // `inherits Foo::Bar` names the class foo::bar: class names are case-insensitive.
      return name.sourceString.replace(/^::/, '').toLowerCase();
    },
    DefineDef(_kw, name, params, body) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'DefineDefinition', name: name.sourceString.replace(/^::/, ''), nameSpan: span(ctx, name), parameters: optional(ctx, params) ?? [], body: statements(ctx, body), ...span(ctx, this) };
    },
    NodeDef(_kw, matches, _comma, inherits, body) {
      const ctx = this.args['ctx'] as ParseContext;
      const node: A.NodeDefinition = { kind: 'NodeDefinition', matches: list(ctx, matches), body: statements(ctx, body), ...span(ctx, this) };
      const parent = optional<A.HostMatch>(ctx, inherits);
      if (parent) node.parent = parent;
      return node;
    },
    NodeInherits(_kw, match) {
      const ctx = this.args['ctx'] as ParseContext;
      return match['ast'](ctx);
    },
    HostMatch(m) {
      const ctx = this.args['ctx'] as ParseContext;
      return hostMatch(m.sourceString, () => m['ast'](ctx) as A.Expression, span(ctx, this));
    },
    hostName(_first, _dots, _rest) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Literal', type: 'string', value: this.sourceString, text: this.sourceString, ...span(ctx, this) };
    },
    FunctionDef(_kw, name, params, ret, body) {
      const ctx = this.args['ctx'] as ParseContext;
      const node: A.FunctionDefinition = { kind: 'FunctionDefinition', name: name.sourceString.replace(/^::/, ''), nameSpan: span(ctx, name), parameters: optional(ctx, params) ?? [], body: statements(ctx, body), ...span(ctx, this) };
      const r = optional<A.TypeReference>(ctx, ret);
      if (r) node.returnType = r;
      return node;
    },
    TypeAlias(_kw, name, _eq, type) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'TypeAlias', name: name.sourceString.replace(/^::/, ''), type: type['ast'](ctx), ...span(ctx, this) };
    },
    Parameters(_open, params, _comma, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return list(ctx, params);
    },
    Parameter(type, star, variable, dflt) {
      const ctx = this.args['ctx'] as ParseContext;
      const p: A.Parameter = { kind: 'Parameter', name: variable.sourceString.slice(1), capturesRest: star.children.length > 0, ...span(ctx, this) };
      const t = optional<A.TypeReference>(ctx, type);
      if (t) p.type = t;
      const d = optional<A.Expression>(ctx, dflt);
      if (d) p.default = d;
      return p;
    },
    ParameterDefault(_eq, expr) {
      const ctx = this.args['ctx'] as ParseContext;
      return expr['ast'](ctx);
    },
    heredocOpen(_open, _spec, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      const at = this.source.startIdx + ctx.base;
      const body = ctx.heredocs.get(at);
      const tag = /@\(\s*"?([^"):/]+)/.exec(this.sourceString)?.[1]?.trim() ?? '';
      if (!body) return { kind: 'Heredoc', tag, text: { kind: 'String', parts: [], ...span(ctx, this) }, ...span(ctx, this) };
      const text = stringFromPieces(ctx, body.text, (k) => bodyOffset(body, k) ?? at, body.escapes ?? '', body.interpolate, span(ctx, this));
      const node: A.Heredoc = { kind: 'Heredoc', tag: body.tag, text, ...span(ctx, this) };
      if (body.syntax) node.syntax = body.syntax;
      return node;
    },
    Interpolated(expr) {
      const ctx = this.args['ctx'] as ParseContext;
      return expr['ast'](ctx);
    },
    number(_a, _b, _c, _d) {
      const ctx = this.args['ctx'] as ParseContext;
      const text = this.sourceString;
      return { kind: 'Literal', type: 'number', value: numberValue(text), text, ...span(ctx, this) };
    },
    sqString(_open, _chars, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      const raw = this.sourceString.slice(1, -1);
      const value = raw.replace(/\\([\\'])/g, '$1');
      return { kind: 'Literal', type: 'string', value, text: this.sourceString, ...span(ctx, this) };
    },
    dqString(_open, _parts, _pad, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      const start = this.source.startIdx + 1 + ctx.base;
      const raw = this.sourceString.slice(1, -1);
      return stringFromPieces(ctx, raw, (k) => start + k, undefined, true, span(ctx, this));
    },
    regex(_open, _a, _b, _close) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Literal', type: 'regex', value: this.sourceString.slice(1, -1), text: this.sourceString, ...span(ctx, this) };
    },
    variable(_dollar, _name) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'Variable', name: this.sourceString.slice(1), ...span(ctx, this) };
    },
    bareWord(_colons, _first, _seps, _rest) {
      const ctx = this.args['ctx'] as ParseContext;
      return { kind: 'BareWord', name: this.sourceString, ...span(ctx, this) };
    },
  }),
);

function reportFailure(match: FailedMatchResult, source: SourceFile, diagnostics: DiagnosticBag): void {
  const unclosed = findUnterminated(source.text);
  if (unclosed) {
    diagnostics.report('OVC2004', { what: unclosed.what }, { location: { source, start: unclosed.at, end: Math.min(unclosed.at + 1, source.text.length) } });
    return;
  }
  const at = match.getRightmostFailurePosition();
  diagnostics.report('OVC2001', { expected: match.getExpectedText() }, { location: { source, start: at, end: at } });
}

export interface ParseOptions {
  /** false skips the checks of validate.ts, for callers that check a rewritten tree (EPP). */
  validate?: boolean;
  /** `reference`: the ohm path only; the descent parser by default. */
  parser?: ParserChoice;
}

/** Which parser reads manifests: the hand-written descent parser, or the ohm grammar it is held to. */
export type ParserChoice = 'descent' | 'reference';

/**
 * Parses one manifest. Syntax errors are reported; the result is undefined when it does not parse.
 * The descent parser (descent-parser.ts) parses; a manifest it refuses is parsed again by the ohm
 * path, the reference, which words the diagnostics, so both report alike.
 */
export function parseManifest(source: SourceFile, diagnostics: DiagnosticBag, options: ParseOptions = {}): A.Program | undefined {
  const program = options.parser === 'reference' ? undefined : parseDescent(source.text);
  if (program instanceof TooDeep) {
    diagnostics.report('OVC2044', { detail: program.stack ? 'deeper than the stack left to the parser allows' : `more than ${MAX_NESTING} levels` }, { location: { source, start: program.at, end: program.at } });
    return undefined;
  }
  if (!program) return parseManifestReference(source, diagnostics, { ...options, refused: options.parser !== 'reference' });
  if (options.validate !== false) validateProgram(program, source, diagnostics);
  return program;
}

/**
 * The ohm path: grammar/puppet.ohm's match and semantic actions. ohm recurses several frames per
 * rule and runs out of stack at about 100 nested levels: that is reported (OVC2044), not thrown.
 * `refused`: the descent parser found a syntax error, which ohm could not then place.
 */
export function parseManifestReference(source: SourceFile, diagnostics: DiagnosticBag, options: ParseOptions & { refused?: boolean } = {}): A.Program | undefined {
  try {
    return referenceParse(source, diagnostics, options);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    const detail = options.refused ? 'a syntax error lies deeper than the reference parser that words it can follow' : 'deeper than the reference parser can follow';
    diagnostics.report('OVC2044', { detail }, { location: { source, start: 0, end: 0 } });
    return undefined;
  }
}

function referenceParse(source: SourceFile, diagnostics: DiagnosticBag, options: ParseOptions): A.Program | undefined {
  const scan = scanHeredocs(source.text);
  for (const u of scan.unterminated) {
    // Puppet reports it where the body should have started: the line after the opener.
    const bodyStart = source.text.indexOf('\n', u.open) + 1 || u.open;
    diagnostics.report('OVC2002', { tag: u.tag }, { location: { source, start: bodyStart, end: bodyStart } });
  }
  for (const b of scan.badFlags) diagnostics.report('OVC2003', { flags: b.flags }, { location: { source, start: b.open, end: b.open + 2 } });
  if (scan.unterminated.length > 0 || scan.badFlags.length > 0) return undefined;
  const match = grammar.match(scan.text);
  if (match.failed()) {
    reportFailure(match, source, diagnostics);
    return undefined;
  }
  const ctx: ParseContext = { heredocs: scan.bodies, base: 0, text: scan.text, problems: [] };
  const program = semantics()(match)['ast'](ctx) as A.Program;
  for (const p of ctx.problems) diagnostics.report('OVC2001', { expected: p.message.replace(/^expected /, '') }, { location: { source, start: p.at, end: p.at } });
  if (options.validate !== false) validateProgram(program, source, diagnostics);
  return ctx.problems.length > 0 ? undefined : program;
}
