// The production Puppet parser: recursive descent over scanner.ts's tokens with precedence folding,
// held to grammar/puppet.ohm as its specification. It builds the very AST the ohm path builds (same
// nodes, spans and key order; a differential test compares them byte for byte) and only decides
// whether a manifest parses: on a syntax error it returns undefined and parse.ts words the error
// with the ohm path, so diagnostics stay identical while valid files never pay for ohm.
//
// Positions follow ohm's: a syntactic token skips the spaces before it, a rule's span starts at its
// first token and ends where its last match left the input, which includes the spaces skipped by a
// trailing empty match (the grammar's `""` paddings, an empty attribute list).
import type * as A from './ast.js';
import { foldHashPairs, foldOperators, hostMatch, loneVariable, numberValue, SELECTOR_HOLE, simpleInterpolation, untitledBlock, type ListItem, type Tail } from './ast-builders.js';
import { bodyOffset, scanHeredocs, type HeredocBody } from './heredoc.js';
import { splitInterpolated } from './interpolation.js';
import * as S from './scanner.js';

/** Thrown where the ohm path would report a problem after its match; the caller falls back to it. */
class Abort extends Error {}

/**
 * How deep expressions and statements may nest: each expression operand (an array, hash,
 * parenthesis, `if`, call argument, ...) inside another counts one level, and so does each
 * statement inside a block (so 500 nested arrays, 250 nested `if` blocks). Puppet 7 parses 5,000
 * nested arrays; this parser, the checker and every later walk recurse on the AST, so the limit
 * is set where all of them fit in Node's default stack (about 1 MB; the CLI reaches 600-800 nested
 * arrays before it runs out) with room to spare. test/hostile/puppet-depth.test.ts holds it.
 */
export const MAX_NESTING = 500;

/** A manifest nested deeper than MAX_NESTING: where the limit was crossed. */
export class TooDeep {
  constructor(
    readonly at: number,
    /** The stack ran out before the limit (a caller that had used much of it). */
    readonly stack = false,
  ) {}
}

/**
 * Parses a manifest; undefined when it does not parse (or when the ohm path would report a
 * problem after matching, such as an interpolation that does not parse), TooDeep when it nests
 * deeper than MAX_NESTING.
 */
export function parseDescent(text: string): A.Program | TooDeep | undefined {
  const scan = scanHeredocs(text);
  if (scan.unterminated.length > 0 || scan.badFlags.length > 0) return undefined;
  try {
    return new DescentParser(scan.text, 0, scan.bodies, 0).program();
  } catch (e) {
    if (e instanceof TooDeep) return e;
    // A problem the ohm path words: let the reference decide.
    if (e instanceof Abort) return undefined;
    // Too deep for the stack below MAX_NESTING (a caller that has used much of it): as deep.
    if (e instanceof RangeError) return new TooDeep(0, true);
    throw e;
  }
}

class DescentParser {
  private pos = 0;
  /** One-entry cache of the last space skip: the parser often asks twice at one position. */
  private wsFrom = -1;
  private wsTo = -1;

  /**
   * The text with two line breaks after its end (the parser looks up to two characters ahead): no
   * read past the end returns NaN, which would make V8 drop its optimised code of the parser again
   * and again. A line break ends every token the end ends; `ws` never goes past `length`.
   */
  private readonly text: string;
  private readonly length: number;

  constructor(
    text: string,
    /** Added to every offset: interpolations are parsed from a substring. */
    private readonly base: number,
    private readonly heredocs: Map<number, HeredocBody>,
    /** Nesting levels open around this text (an interpolation's parser continues its string's). */
    private depth: number,
  ) {
    this.text = `${text}\n\n`;
    this.length = text.length;
  }

  // ---- positions and tokens ----

  /** Where the next token starts: `pos` after the grammar's `spaces`. */
  private ws(at = this.pos): number {
    if (at === this.wsFrom) return this.wsTo;
    this.wsFrom = at;
    this.wsTo = Math.min(S.skipSpaces(this.text, at), this.length);
    return this.wsTo;
  }

  /** A syntactic terminal: skips spaces, then matches `token`; the position moves only on a match. */
  private eat(token: string): boolean {
    const q = this.ws();
    if (!this.text.startsWith(token, q)) return false;
    this.pos = q + token.length;
    return true;
  }

  /** A single-character syntactic terminal. */
  private eatChar(c: number): boolean {
    const q = this.ws();
    if (this.text.charCodeAt(q) !== c) return false;
    this.pos = q + 1;
    return true;
  }

  /** The grammar's `""` padding in a syntactic rule: it consumes the spaces before it. */
  private pad(): void {
    this.pos = this.ws();
  }

  private span(start: number): A.Span {
    return { start: start + this.base, end: this.pos + this.base };
  }

  // ---- statements ----

  program(): A.Program | undefined {
    const start = this.ws(0);
    this.pos = start;
    const body = this.statements();
    if (this.ws() !== this.length) return undefined;
    return { kind: 'Program', body, start: start + this.base, end: this.length + this.base };
  }

  /** The interpolation entry point: one assignment expression and nothing else. */
  interpolated(): A.Expression | undefined {
    this.pos = this.ws(0);
    const e = this.assignment();
    return e && this.ws() === this.length ? e : undefined;
  }

  private statements(): A.Statement[] {
    const out: A.Statement[] = [];
    for (;;) {
      const p = this.pos;
      const s = this.statement();
      if (!s) {
        this.pos = p;
        return out;
      }
      out.push(s);
    }
  }

  private statement(): A.Statement | undefined {
    this.enter();
    const r = this.nestedStatement();
    this.depth--;
    return r;
  }

  private nestedStatement(): A.Statement | undefined {
    const q = this.ws();
    const t = this.text;
    if (t.startsWith('class', q) || t.startsWith('define', q) || t.startsWith('node', q) || t.startsWith('function', q) || t.startsWith('type', q)) {
      this.pos = q;
      const d = this.definition();
      if (d) return d;
    }
    this.pos = q;
    const call = this.statementCall();
    if (call) {
      this.separator();
      return call;
    }
    this.pos = q;
    const a = this.assignment();
    if (!a) return undefined;
    this.separator();
    return a;
  }

  /** `Separator?`: a `;`, unless a `}` or the end follows it (Puppet refuses those). */
  private separator(): void {
    const q = this.ws();
    if (this.text.charCodeAt(q) !== 59) return;
    const r = this.ws(q + 1);
    if (this.text.charCodeAt(r) === 125 || r === this.length) return;
    this.pos = q + 1;
  }

  private statementCall(): A.Call | undefined {
    const start = this.pos;
    const nameEnd = S.statementFunctionEnd(this.text, start);
    if (nameEnd < 0) return undefined;
    // `~((" " | "\t" | "\r" | "\u00a0")* "(")`: each blank is a syntactic terminal, so spaces too.
    let r = nameEnd;
    for (;;) {
      r = this.ws(r);
      if (this.text.charCodeAt(r) === 0xa0) r++;
      else break;
    }
    if (this.text.charCodeAt(r) === 40) return undefined;
    this.pos = nameEnd;
    const args: A.Expression[] = [];
    const first = this.assignment();
    if (!first) return undefined;
    args.push(first);
    for (;;) {
      const p = this.pos;
      if (!this.eatChar(44)) break;
      const a = this.assignment();
      if (!a) {
        this.pos = p;
        break;
      }
      args.push(a);
    }
    const callee: A.BareWord = { kind: 'BareWord', name: this.text.slice(start, nameEnd), start: start + this.base, end: nameEnd + this.base };
    return { kind: 'Call', callee, arguments: args, statement: true, start: start + this.base, end: this.pos + this.base };
  }

  private definition(): A.Statement | undefined {
    const start = this.pos;
    const t = this.text;
    if (S.keywordAt(t, start, 'class')) {
      this.pos = start + 5;
      return this.classDef(start);
    }
    if (S.keywordAt(t, start, 'define')) {
      this.pos = start + 6;
      const name = this.definitionName();
      if (!name) return undefined;
      const params = this.parametersOpt();
      if (!params) return undefined;
      const body = this.block();
      if (!body) return undefined;
      return { kind: 'DefineDefinition', name: name.name, nameSpan: name.span, parameters: params, body, start: start + this.base, end: this.pos + this.base };
    }
    if (S.keywordAt(t, start, 'node')) {
      this.pos = start + 4;
      return this.nodeDef(start);
    }
    if (S.keywordAt(t, start, 'function')) {
      this.pos = start + 8;
      const name = this.definitionName();
      if (!name) return undefined;
      const params = this.parametersOpt();
      if (!params) return undefined;
      const ret = this.attempt(this.pos, this.returnType());
      const body = this.block();
      if (!body) return undefined;
      const node: A.FunctionDefinition = { kind: 'FunctionDefinition', name: name.name, nameSpan: name.span, parameters: params, body, start: start + this.base, end: this.pos + this.base };
      if (ret) node.returnType = ret;
      return node;
    }
    if (S.keywordAt(t, start, 'type')) {
      this.pos = start + 4;
      const q = this.ws();
      const end = S.classRefEnd(t, q);
      if (end < 0) return undefined;
      this.pos = end;
      if (!this.eatChar(61)) return undefined;
      const type = this.expr();
      if (!type) return undefined;
      return { kind: 'TypeAlias', name: stripColons(t.slice(q, end)), type, start: start + this.base, end: this.pos + this.base };
    }
    return undefined;
  }

  private classDef(start: number): A.ClassDefinition | undefined {
    const name = this.definitionName();
    if (!name) return undefined;
    const params = this.parametersOpt();
    if (!params) return undefined;
    const parent = this.attempt(this.pos, this.inherits());
    const body = this.block();
    if (!body) return undefined;
    const node: A.ClassDefinition = { kind: 'ClassDefinition', name: name.name, nameSpan: name.span, parameters: params, body, start: start + this.base, end: this.pos + this.base };
    if (parent) node.parent = parent;
    return node;
  }

  /** `inherits` and the parent's name (lowercased: class names are case-insensitive). */
  private inherits(): string | undefined {
    const q = this.ws();
    if (!S.keywordAt(this.text, q, 'inherits')) return undefined;
    const r = this.ws(q + 8);
    let end = S.bareWordEnd(this.text, r);
    if (end < 0) end = S.classRefEnd(this.text, r);
    if (end < 0 && S.keywordAt(this.text, r, 'default')) end = r + 7;
    if (end < 0) return undefined;
    this.pos = end;
    return stripColons(this.text.slice(r, end)).toLowerCase();
  }

  private definitionName(): { name: string; span: A.Span } | undefined {
    const q = this.ws();
    const end = S.bareWordEnd(this.text, q);
    if (end < 0) return undefined;
    this.pos = end;
    return { name: stripColons(this.text.slice(q, end)), span: { start: q + this.base, end: end + this.base } };
  }

  private nodeDef(start: number): A.NodeDefinition | undefined {
    const matches: A.HostMatch[] = [];
    const first = this.hostMatch();
    if (!first) return undefined;
    matches.push(first);
    for (;;) {
      const p = this.pos;
      if (!this.eatChar(44)) break;
      const m = this.hostMatch();
      if (!m) {
        this.pos = p;
        break;
      }
      matches.push(m);
    }
    this.optionalChar(44);
    const parent = this.optional(() => {
      const q = this.ws();
      if (!S.keywordAt(this.text, q, 'inherits')) return undefined;
      this.pos = q + 8;
      return this.hostMatch();
    });
    const body = this.block();
    if (!body) return undefined;
    const node: A.NodeDefinition = { kind: 'NodeDefinition', matches, body, start: start + this.base, end: this.pos + this.base };
    if (parent) node.parent = parent;
    return node;
  }

  private hostMatch(): A.HostMatch | undefined {
    const q = this.ws();
    const t = this.text;
    const c = this.text.charCodeAt(q);
    let end = -1;
    let literal: (() => A.Expression) | undefined;
    if (S.keywordAt(t, q, 'default')) end = q + 7;
    else if (c === S.CHAR.C_SQ && (end = S.sqStringEnd(t, q)) >= 0) literal = () => this.sqLiteral(q, end);
    else if (c === S.CHAR.C_DQ && (end = S.dqStringEnd(t, q)) >= 0) literal = () => this.dqString(q, end);
    else if (c === S.CHAR.C_SLASH && (end = S.regexEnd(t, q)) >= 0) literal = () => ({ kind: 'Literal', type: 'regex', value: t.slice(q + 1, end - 1), text: t.slice(q, end), start: q + this.base, end: end + this.base });
    else if ((end = S.hostNameEnd(t, q)) >= 0) literal = () => ({ kind: 'Literal', type: 'string', value: t.slice(q, end), text: t.slice(q, end), start: q + this.base, end: end + this.base });
    if (end < 0) return undefined;
    this.pos = end;
    const at = this.span(q);
    // `default` has no literal: hostMatch decides on the text before asking for one.
    return hostMatch(t.slice(q, end), literal ?? (() => ({ kind: 'Literal', type: 'default', value: 'default', text: 'default', ...at })), at);
  }

  /** `Parameters?`: the list, or [] when absent; undefined when a `(` opens a list that does not parse. */
  private parametersOpt(): A.Parameter[] | undefined {
    const p = this.pos;
    if (!this.eatChar(40)) return [];
    const params = this.parameterList(41);
    if (params) return params;
    this.pos = p;
    return [];
  }

  /** `ListOf<Parameter, ","> ","?` and the closing character. */
  private parameterList(close: number): A.Parameter[] | undefined {
    const params: A.Parameter[] = [];
    const first = this.attempt(this.pos, this.parameter());
    if (first) {
      params.push(first);
      for (;;) {
        const p = this.pos;
        if (!this.eatChar(44)) break;
        const next = this.parameter();
        if (!next) {
          this.pos = p;
          break;
        }
        params.push(next);
      }
    }
    this.optionalChar(44);
    return this.eatChar(close) ? params : undefined;
  }

  private parameter(): A.Parameter | undefined {
    const start = this.ws();
    this.pos = start;
    const type = this.attempt(this.pos, this.typeExpr());
    const rest = this.optionalChar(42);
    const q = this.ws();
    if (this.text.charCodeAt(q) !== S.CHAR.C_DOLLAR) return undefined;
    const end = S.variableNameEnd(this.text, q + 1);
    if (end < 0) return undefined;
    this.pos = end;
    const dflt = this.optional(() => (this.eatChar(61) ? this.expr() : undefined));
    const p: A.Parameter = { kind: 'Parameter', name: this.text.slice(q + 1, end), capturesRest: rest, start: start + this.base, end: this.pos + this.base };
    if (type) p.type = type;
    if (dflt) p.default = dflt;
    return p;
  }

  private returnType(): A.TypeReference | undefined {
    return this.eat('>>') ? this.typeExpr() : undefined;
  }

  private block(): A.Statement[] | undefined {
    if (!this.eatChar(123)) return undefined;
    const body = this.statements();
    return this.eatChar(125) ? body : undefined;
  }

  // ---- expressions ----

  private assignment(): A.Expression | undefined {
    const start = this.ws();
    this.pos = start;
    let target = this.resourceExpr();
    if (!target) return undefined;
    for (;;) {
      const p = this.pos;
      const q = this.ws();
      const op = relationshipOperator(this.text, q);
      if (!op) break;
      this.pos = q + 2;
      const right = this.resourceExpr();
      if (!right) {
        this.pos = p;
        break;
      }
      target = { kind: 'Relationship', operator: op, left: target, right, start: target.start, end: right.end };
    }
    const p = this.pos;
    const q = this.ws();
    const t = this.text;
    let operator: A.Assignment['operator'] | undefined;
    if (t.startsWith('+=', q)) operator = '+=';
    else if (t.startsWith('-=', q)) operator = '-=';
    else if (this.text.charCodeAt(q) === 61) {
      const n = this.text.charCodeAt(q + 1);
      if (n !== 61 && n !== 126 && n !== 62) operator = '=';
    }
    if (!operator) return target;
    this.pos = q + operator.length;
    const value = this.assignment();
    if (!value) {
      this.pos = p;
      return target;
    }
    return { kind: 'Assignment', operator, target, value, start: start + this.base, end: this.pos + this.base };
  }

  private resourceExpr(): A.Expression | undefined {
    const q = this.ws();
    const t = this.text;
    if (this.text.charCodeAt(q) === 64) {
      this.pos = q;
      const v = this.virtualResource();
      if (v) return v;
    }
    if (t.startsWith('class', q)) {
      this.pos = q;
      const c = this.classResource();
      if (c) return c;
    }
    this.pos = q;
    const e = this.expr();
    return e && this.chainBlocks(e);
  }

  private virtualResource(): A.Expression | undefined {
    this.enter();
    const r = this.nestedVirtualResource();
    this.depth--;
    return r;
  }

  private nestedVirtualResource(): A.Expression | undefined {
    const start = this.pos;
    if (this.text.startsWith('@@', start)) {
      this.pos = start + 2;
      const e = this.resourceExpr();
      if (e) return { ...e, form: 'exported', start: start + this.base, end: this.pos + this.base } as A.Expression;
    }
    this.pos = start + 1;
    if (this.text.charCodeAt(this.ws()) === 40) return undefined;
    const e = this.resourceExpr();
    return e && ({ ...e, form: 'virtual', start: start + this.base, end: this.pos + this.base } as A.Expression);
  }

  private classResource(): A.Expression | undefined {
    const start = this.pos;
    if (!S.keywordAt(this.text, start, 'class')) return undefined;
    this.pos = start + 5;
    if (!this.eatChar(123)) return undefined;
    const bodies = this.resourceBodies();
    if (!bodies || !this.eatChar(125)) return undefined;
    const type: A.BareWord = { kind: 'BareWord', name: 'class', start: start + this.base, end: start + 5 + this.base };
    const first: A.ResourceExpression = { kind: 'Resource', type, bodies, form: 'regular', start: start + this.base, end: this.pos + this.base };
    return this.chainBlocks(first);
  }

  /** `(&"{" ResourceBlock)*` after a resource's left side, folded as parse.ts's chainBlocks does. */
  private chainBlocks(left: A.Expression): A.Expression {
    let node = left;
    for (;;) {
      const p = this.pos;
      const q = this.ws();
      if (this.text.charCodeAt(q) !== 123) return node;
      this.pos = q + 1;
      const bodies = this.resourceBodies();
      if (bodies && this.eatChar(125)) {
        // Right after `<| |>` a brace opens the collector's override block: the ohm path reports a title.
        if (node.kind === 'Collector' && !node.overrides) throw new Abort();
        node = { kind: 'Resource', type: node, bodies, form: 'regular', start: node.start, end: this.pos + this.base };
        continue;
      }
      this.pos = q + 1;
      const attrs = this.attributeOps();
      if (!this.eatChar(125)) {
        this.pos = p;
        return node;
      }
      node = untitledBlock(node, attrs, this.pos + this.base);
    }
  }

  private resourceBodies(): A.ResourceBody[] | undefined {
    const first = this.resourceBody();
    if (!first) return undefined;
    const bodies = [first];
    for (;;) {
      const p = this.pos;
      if (!this.eatChar(59)) break;
      const b = this.resourceBody();
      if (!b) {
        this.pos = p;
        break;
      }
      bodies.push(b);
    }
    this.optionalChar(59);
    return bodies;
  }

  private resourceBody(): A.ResourceBody | undefined {
    const start = this.ws();
    this.pos = start;
    const title = this.expr();
    if (!title || !this.eatChar(58)) return undefined;
    const attributes = this.attributeOps();
    return { title, attributes, start: start + this.base, end: this.pos + this.base };
  }

  /** `AttributeOps`: nullable, so an empty list still consumes the spaces before it. */
  private attributeOps(): A.AttributeOperation[] {
    this.pad();
    const out: A.AttributeOperation[] = [];
    const first = this.attempt(this.pos, this.attributeOp());
    if (first) {
      out.push(first);
      for (;;) {
        const p = this.pos;
        if (!this.eatChar(44)) break;
        const a = this.attributeOp();
        if (!a) {
          this.pos = p;
          break;
        }
        out.push(a);
      }
    }
    this.optionalChar(44);
    return out;
  }

  private attributeOp(): A.AttributeOperation | undefined {
    const start = this.ws();
    const t = this.text;
    const nameEnd = S.nameSegmentEnd(t, start);
    if (nameEnd >= 0) {
      const q = this.ws(nameEnd);
      if (t.startsWith('=>', q) || t.startsWith('+>', q)) {
        this.pos = q + 2;
        const value = this.assignment();
        if (value) return { kind: 'AttributeOperation', name: t.slice(start, nameEnd), operator: t.slice(q, q + 2) as '=>' | '+>', value, start: start + this.base, end: this.pos + this.base };
      }
      return undefined;
    }
    if (this.text.charCodeAt(start) !== 42) return undefined;
    this.pos = start + 1;
    if (!this.eat('=>')) return undefined;
    const value = this.assignment();
    return value && { kind: 'AttributeOperation', name: '*', operator: '=>', value, start: start + this.base, end: this.pos + this.base };
  }

  private expr(): A.Expression | undefined {
    const first = this.unaryExpr();
    if (!first) return undefined;
    let tails: Tail[] | undefined;
    for (;;) {
      const p = this.pos;
      const q = this.ws();
      const op = binaryOperator(this.text, q);
      if (op) {
        this.pos = q + op.length;
        const right = this.unaryExpr();
        if (right) {
          (tails ??= []).push({ op, right });
          continue;
        }
      }
      if (this.text.charCodeAt(q) === 63) {
        this.pos = q + 1;
        const selector = this.selectorBody();
        if (selector) {
          (tails ??= []).push(selector);
          continue;
        }
      }
      this.pos = p;
      break;
    }
    return tails ? foldOperators(first, tails) : first;
  }

  /** `SelectorBody`: braced (and the calls, accesses and method calls on its value), or a single entry. */
  private selectorBody(): Tail | undefined {
    const p = this.pos;
    if (this.eatChar(123)) {
      const cases: A.Selector['cases'] = [];
      const first = this.attempt(this.pos, this.selectorEntry());
      if (first) {
        cases.push(first);
        for (;;) {
          const r = this.pos;
          if (!this.eatChar(44)) break;
          const e = this.selectorEntry();
          if (!e) {
            this.pos = r;
            break;
          }
          cases.push(e);
        }
      }
      this.optionalChar(44);
      if (this.eatChar(125)) {
        const tail: Tail = { op: '?', cases, end: this.pos + this.base };
        const chain = this.postfix(SELECTOR_HOLE);
        if (chain !== SELECTOR_HOLE) tail.postfix = chain;
        if (this.text.charCodeAt(this.pos) !== 91) return tail;
      }
      this.pos = p;
    }
    const single = this.selectorEntry();
    return single && { op: '?', cases: [single], end: this.pos + this.base };
  }

  private selectorEntry(): A.Selector['cases'][number] | undefined {
    const match = this.expr();
    if (!match || !this.eat('=>')) return undefined;
    const value = this.expr();
    return value && { match, value };
  }

  private unaryExpr(): A.Expression | undefined {
    this.enter();
    const r = this.nestedUnaryExpr();
    this.depth--;
    return r;
  }

  private nestedUnaryExpr(): A.Expression | undefined {
    const start = this.ws();
    this.pos = start;
    // Prefix operators are rare: their offsets are collected only when there are some.
    let prefixes: number[] | undefined;
    for (;;) {
      const q = this.ws();
      const c = this.text.charCodeAt(q);
      if (!((c === S.CHAR.C_MINUS && this.text.charCodeAt(this.ws(q + 1)) !== 62) || c === S.CHAR.C_STAR || c === 33)) break;
      (prefixes ??= []).push(q);
      this.pos = q + 1;
    }
    const primary = this.primary();
    if (!primary) return undefined;
    let node = this.postfix(primary);
    if (this.text.charCodeAt(this.pos) === 91) return undefined;
    const end = this.pos + this.base;
    if (prefixes) {
      for (let k = prefixes.length - 1; k >= 0; k--) {
        const c = this.text.charCodeAt(prefixes[k]!);
        node = { kind: 'Unary', operator: c === S.CHAR.C_MINUS ? '-' : c === S.CHAR.C_STAR ? '*' : '!', operand: node, start: prefixes[k]! + this.base, end };
      }
    }
    return node;
  }

  /** An operand's calls, accesses, method calls and collectors, as UnaryExpr's loop reads them. */
  private postfix(operand: A.Expression): A.Expression {
    let node = operand;
    const t = this.text;
    for (;;) {
      const p = this.pos;
      // A call: blanks (no line break) and `(` right after the operand.
      let h = p;
      while (S.isHspace(this.text.charCodeAt(h))) h++;
      if (this.text.charCodeAt(h) === 40) {
        this.pos = h + 1;
        const args = this.argumentsUntil(41);
        if (args) {
          const call: A.Call = { kind: 'Call', callee: node, arguments: args, statement: false, start: node.start, end: this.pos + this.base };
          const lambda = this.attempt(this.pos, this.lambda());
          if (lambda) {
            call.end = lambda.end;
            call.lambda = lambda;
          }
          node = call;
          continue;
        }
        this.pos = p;
      }
      // An access: `[` right after the operand.
      if (this.text.charCodeAt(p) === 91) {
        this.pos = p + 1;
        const keys = this.argumentList(93, false);
        if (keys) {
          node = { kind: 'Access', target: node, keys, start: node.start, end: this.pos + this.base };
          continue;
        }
        this.pos = p;
      }
      const q = this.ws(p);
      if (this.text.charCodeAt(q) === S.CHAR.C_DOT) {
        const r = this.ws(q + 1);
        const nameEnd = S.methodNameEnd(t, r);
        if (nameEnd >= 0) {
          this.pos = nameEnd;
          let end = nameEnd;
          const args = this.attempt(this.pos, this.callArguments());
          if (args) end = this.pos;
          const lambda = this.attempt(this.pos, this.lambda());
          const method: A.MethodCall = { kind: 'MethodCall', receiver: node, name: t.slice(r, nameEnd), arguments: args ?? [], start: node.start, end: (lambda ? lambda.end - this.base : end) + this.base };
          if (lambda) method.lambda = lambda;
          node = method;
          continue;
        }
      }
      if (t.startsWith('<<|', q) || t.startsWith('<|', q)) {
        const exported = t.startsWith('<<|', q);
        this.pos = q + (exported ? 3 : 2);
        const query = this.attempt(this.pos, this.expr());
        if (this.eat(exported ? '|>>' : '|>')) {
          const end = this.pos + this.base;
          node = query ? { kind: 'Collector', type: node, exported, query, start: node.start, end } : { kind: 'Collector', type: node, exported, start: node.start, end };
          continue;
        }
      }
      this.pos = p;
      return node;
    }
  }

  /** `CallArguments`: spaces, blanks, `(`, arguments, `)`. */
  private callArguments(): A.Expression[] | undefined {
    let h = this.ws();
    while (S.isHspace(this.text.charCodeAt(h))) h++;
    if (this.text.charCodeAt(h) !== 40) return undefined;
    this.pos = h + 1;
    return this.argumentsUntil(41);
  }

  /** `Arguments` and the closing character: `ListOf<Argument, ","> ","?`. */
  private argumentsUntil(close: number): A.Expression[] | undefined {
    return this.argumentList(close, true);
  }

  /** Arguments, array elements or access keys (`empty`: whether none is allowed), up to `close`. */
  private argumentList(close: number, empty: boolean): A.Expression[] | undefined {
    const items: ListItem[] = [];
    const first = this.attempt(this.pos, this.argument());
    if (!first && !empty) return undefined;
    if (first) {
      items.push(first);
      for (;;) {
        const p = this.pos;
        if (!this.eatChar(44)) break;
        const a = this.argument();
        if (!a) {
          this.pos = p;
          break;
        }
        items.push(a);
      }
    }
    this.optionalChar(44);
    return this.eatChar(close) ? foldHashPairs(items) : undefined;
  }

  /** `Argument = HashPair | Assignment`; a pair's key is parsed once and reused as the argument. */
  private argument(): ListItem | undefined {
    const start = this.ws();
    const t = this.text;
    const word = this.keywordKey(start);
    if (word > 0) {
      const q = this.ws(start + word);
      if (t.startsWith('=>', q)) {
        this.pos = q + 2;
        const value = this.assignment();
        if (value) {
          const key: A.Literal = { kind: 'Literal', type: 'string', value: t.slice(start, start + word), text: t.slice(start, start + word), start: start + this.base, end: start + word + this.base };
          return { kind: 'HashEntry', key, value, start: start + this.base, end: this.pos + this.base };
        }
      }
      this.pos = start;
      return this.assignment();
    }
    this.pos = start;
    const key = this.assignment();
    if (!key) return undefined;
    const after = this.pos;
    if (this.eat('=>')) {
      const value = this.assignment();
      if (value) return { kind: 'HashEntry', key, value, start: start + this.base, end: this.pos + this.base };
    }
    this.pos = after;
    return key;
  }

  /** The length of a `type` or `function` keyword as a hash key at `start` (`HashKey`), else 0: `type(...)` is a call. */
  private keywordKey(start: number): number {
    const t = this.text;
    if (S.keywordAt(t, start, 'function')) return 8;
    if (!S.keywordAt(t, start, 'type')) return 0;
    let h = start + 4;
    while (S.isHspace(t.charCodeAt(h))) h++;
    return t.charCodeAt(h) === 40 ? 0 : 4;
  }

  /** `HashPair` in a braced hash: a `type`/`function` key must be followed by `=>`. */
  private hashPair(): A.HashEntry | undefined {
    const start = this.ws();
    const t = this.text;
    const word = this.keywordKey(start);
    let key: A.Expression | undefined;
    if (word > 0) {
      key = { kind: 'Literal', type: 'string', value: t.slice(start, start + word), text: t.slice(start, start + word), start: start + this.base, end: start + word + this.base };
      this.pos = start + word;
    } else {
      this.pos = start;
      key = this.assignment();
    }
    if (!key || !this.eat('=>')) return undefined;
    const value = this.assignment();
    return value && { key, value, start: start + this.base, end: this.pos + this.base };
  }

  private lambda(): A.Lambda | undefined {
    const start = this.ws();
    if (this.text.charCodeAt(start) !== 124) return undefined;
    this.pos = start + 1;
    const params = this.parameterList(124);
    if (!params) return undefined;
    const ret = this.attempt(this.pos, this.returnType());
    const body = this.block();
    if (!body) return undefined;
    const l: A.Lambda = { kind: 'Lambda', parameters: params, body, start: start + this.base, end: this.pos + this.base };
    if (ret) l.returnType = ret;
    return l;
  }

  private typeExpr(): A.TypeReference | undefined {
    const start = this.ws();
    const end = S.classRefEnd(this.text, start);
    if (end < 0) return undefined;
    this.pos = end;
    const name = stripColons(this.text.slice(start, end));
    if (this.text.charCodeAt(end) === 91) {
      this.pos = end + 1;
      const parameters = this.argumentList(93, false);
      if (parameters) return { kind: 'TypeReference', name, parameters, text: this.text.slice(start, this.pos), start: start + this.base, end: this.pos + this.base };
      this.pos = end;
    }
    return { kind: 'TypeReference', name, text: this.text.slice(start, end), start: start + this.base, end: this.pos + this.base };
  }

  private primary(): A.Expression | undefined {
    const q = this.ws();
    this.pos = q;
    const t = this.text;
    const c = this.text.charCodeAt(q);
    const b = this.base;
    if (c === 64 && this.text.charCodeAt(q + 1) === 40) {
      const end = S.heredocOpenEnd(t, q);
      if (end >= 0) return this.heredoc(q, end);
    }
    if (S.isDigit(c)) {
      const end = S.numberEnd(t, q);
      if (end >= 0) {
        this.pos = end;
        const text = t.slice(q, end);
        return { kind: 'Literal', type: 'number', value: numberValue(text), text, start: q + b, end: end + b };
      }
    }
    if (S.isLower(c)) {
      const word = this.keywordPrimary(q);
      if (word) return word;
    }
    if (c === S.CHAR.C_SQ) {
      const end = S.sqStringEnd(t, q);
      if (end >= 0) return this.sqLiteral(q, end);
    }
    if (c === S.CHAR.C_DQ) {
      const end = S.dqStringEnd(t, q);
      if (end >= 0) return this.dqString(q, end);
    }
    if (c === S.CHAR.C_SLASH) {
      const end = S.regexEnd(t, q);
      if (end >= 0) {
        this.pos = end;
        return { kind: 'Literal', type: 'regex', value: t.slice(q + 1, end - 1), text: t.slice(q, end), start: q + b, end: end + b };
      }
    }
    if (c === 91) {
      this.pos = q + 1;
      const elements = this.argumentsUntil(93);
      if (elements) return { kind: 'Array', elements, start: q + this.base, end: this.pos + this.base };
    }
    if (c === 123) {
      const h = this.hash(q);
      if (h) return h;
    }
    if (t.startsWith('if', q)) {
      const e = this.ifExpr(q);
      if (e) return e;
    }
    if (t.startsWith('unless', q)) {
      const e = this.unlessExpr(q);
      if (e) return e;
    }
    if (t.startsWith('case', q)) {
      const e = this.caseExpr(q);
      if (e) return e;
    }
    if (c === 40) {
      this.pos = q + 1;
      const inner = this.assignment();
      if (inner && this.eatChar(41)) return inner;
    }
    if (S.isUpper(c) || (c === S.CHAR.C_COLON && this.text.charCodeAt(q + 1) === S.CHAR.C_COLON)) {
      this.pos = q;
      const ref = this.typeExpr();
      if (ref) return ref;
    }
    if (c === S.CHAR.C_DOLLAR) {
      const end = S.variableNameEnd(t, q + 1);
      if (end >= 0) {
        this.pos = end;
        return { kind: 'Variable', name: t.slice(q + 1, end), start: q + b, end: end + b };
      }
    }
    if (S.isLower(c) || c === S.CHAR.C_UNDERSCORE || c === S.CHAR.C_COLON) {
      const end = S.bareWordEnd(t, q);
      if (end >= 0) {
        this.pos = end;
        return { kind: 'BareWord', name: t.slice(q, end), start: q + b, end: end + b };
      }
    }
    return undefined;
  }

  /** `true`, `false`, `undef`, `default`, and the `type` of `type(...)`. */
  private keywordPrimary(q: number): A.Expression | undefined {
    const t = this.text;
    const at = (n: number) => ({ start: q + this.base, end: q + n + this.base });
    if (S.keywordAt(t, q, 'true')) return this.moveTo(q + 4, { kind: 'Literal', type: 'boolean', value: true, text: 'true', ...at(4) });
    if (S.keywordAt(t, q, 'false')) return this.moveTo(q + 5, { kind: 'Literal', type: 'boolean', value: false, text: 'false', ...at(5) });
    if (S.keywordAt(t, q, 'undef')) return this.moveTo(q + 5, { kind: 'Literal', type: 'undef', value: null, text: 'undef', ...at(5) });
    if (S.keywordAt(t, q, 'default')) return this.moveTo(q + 7, { kind: 'Literal', type: 'default', value: 'default', text: 'default', ...at(7) });
    if (S.keywordAt(t, q, 'type')) {
      let h = q + 4;
      while (S.isHspace(this.text.charCodeAt(h))) h++;
      if (this.text.charCodeAt(h) === 40) return this.moveTo(q + 4, { kind: 'BareWord', name: 'type', ...at(4) });
    }
    return undefined;
  }

  private moveTo<T>(pos: number, value: T): T {
    this.pos = pos;
    return value;
  }

  private sqLiteral(q: number, end: number): A.Literal {
    this.pos = end;
    const text = this.text.slice(q, end);
    return { kind: 'Literal', type: 'string', value: text.indexOf('\\') < 0 ? text.slice(1, -1) : text.slice(1, -1).replace(/\\([\\'])/g, '$1'), text, start: q + this.base, end: end + this.base };
  }

  private dqString(q: number, end: number): A.StringExpression {
    this.pos = end;
    const start = q + 1 + this.base;
    return this.stringFromPieces(this.text.slice(q + 1, end - 1), (k) => start + k, undefined, true, { start: q + this.base, end: end + this.base });
  }

  private heredoc(q: number, end: number): A.Heredoc {
    this.pos = end;
    const at = { start: q + this.base, end: end + this.base };
    const body = this.heredocs.get(at.start);
    if (!body) {
      const tag = /@\(\s*"?([^"):/]+)/.exec(this.text.slice(q, end))?.[1]?.trim() ?? '';
      return { kind: 'Heredoc', tag, text: { kind: 'String', parts: [], ...at }, ...at };
    }
    const text = this.stringFromPieces(body.text, (k) => bodyOffset(body, k) ?? at.start, body.escapes ?? '', body.interpolate, at);
    const node: A.Heredoc = { kind: 'Heredoc', tag: body.tag, text, ...at };
    if (body.syntax) node.syntax = body.syntax;
    return node;
  }

  private stringFromPieces(text: string, offsetOf: (k: number) => number, escapes: string | undefined, interpolate: boolean, at: A.Span): A.StringExpression {
    const parts: (string | A.Expression)[] = [];
    for (const p of splitInterpolated(text, offsetOf, escapes, interpolate)) {
      if ('text' in p) parts.push(p.text);
      else if ('variable' in p) parts.push({ kind: 'Variable', name: p.variable, start: p.start, end: p.end });
      else parts.push(this.interpolation(p.expression, p.start));
    }
    return { kind: 'String', parts, ...at };
  }

  /** `${expr}`: a variable with literal keys directly; else the text parsed on its own (a lone name read as a variable). */
  private interpolation(expr: string, start: number): A.Expression {
    const simple = simpleInterpolation(expr, start);
    if (simple) return simple;
    const lone = loneVariable(expr);
    const node = new DescentParser(lone ? lone.text : expr, start + (lone ? -1 : 0), this.heredocs, this.depth).interpolated();
    if (!node) throw new Abort();
    if (!lone) return node;
    lone.named(node);
    if (node.kind === 'Variable') return { ...node, start: start + (expr.length - expr.trimStart().length), end: start + expr.trimEnd().length };
    return node;
  }

  private hash(q: number): A.HashExpression | undefined {
    this.pos = q + 1;
    const entries: A.HashEntry[] = [];
    const first = this.attempt(this.pos, this.hashPair());
    if (first) {
      entries.push(first);
      for (;;) {
        const p = this.pos;
        if (!this.eatChar(44)) break;
        const e = this.hashPair();
        if (!e) {
          this.pos = p;
          break;
        }
        entries.push(e);
      }
    }
    this.optionalChar(44);
    if (!this.eatChar(125)) return undefined;
    return { kind: 'Hash', entries, start: q + this.base, end: this.pos + this.base };
  }

  private ifExpr(q: number): A.If | undefined {
    if (!S.keywordAt(this.text, q, 'if')) return undefined;
    this.pos = q + 2;
    const test = this.expr();
    const then = test && this.block();
    if (!test || !then) return undefined;
    const node: A.If = { kind: 'If', test, then, start: q + this.base, end: this.pos + this.base };
    const chain: A.If[] = [];
    for (;;) {
      const p = this.pos;
      const r = this.ws();
      if (!S.keywordAt(this.text, r, 'elsif')) break;
      this.pos = r + 5;
      const t = this.expr();
      const b = t && this.block();
      if (!t || !b) {
        this.pos = p;
        break;
      }
      chain.push({ kind: 'If', test: t, then: b, start: r + this.base, end: this.pos + this.base });
    }
    let tail = this.elseBlock();
    node.end = this.pos + this.base;
    for (let k = chain.length - 1; k >= 0; k--) {
      const e = chain[k]!;
      if (tail) e.else = tail;
      tail = [e];
    }
    if (tail) node.else = tail;
    return node;
  }

  private elseBlock(): A.Statement[] | undefined {
    const p = this.pos;
    const r = this.ws();
    if (!S.keywordAt(this.text, r, 'else')) return undefined;
    this.pos = r + 4;
    const b = this.block();
    if (!b) this.pos = p;
    return b;
  }

  private unlessExpr(q: number): A.Unless | undefined {
    if (!S.keywordAt(this.text, q, 'unless')) return undefined;
    this.pos = q + 6;
    const test = this.expr();
    const then = test && this.block();
    if (!test || !then) return undefined;
    const e = this.elseBlock();
    const node: A.Unless = { kind: 'Unless', test, then, start: q + this.base, end: this.pos + this.base };
    if (e) node.else = e;
    return node;
  }

  private caseExpr(q: number): A.Case | undefined {
    if (!S.keywordAt(this.text, q, 'case')) return undefined;
    this.pos = q + 4;
    const test = this.expr();
    if (!test || !this.eatChar(123)) return undefined;
    const options: A.Case['options'] = [];
    for (;;) {
      const p = this.pos;
      const o = this.caseOption();
      if (!o) {
        this.pos = p;
        break;
      }
      options.push(o);
    }
    if (!this.eatChar(125)) return undefined;
    return { kind: 'Case', test, options, start: q + this.base, end: this.pos + this.base };
  }

  private caseOption(): A.Case['options'][number] | undefined {
    const first = this.expr();
    if (!first) return undefined;
    const values = [first];
    for (;;) {
      const p = this.pos;
      if (!this.eatChar(44)) break;
      const v = this.expr();
      if (!v) {
        this.pos = p;
        break;
      }
      values.push(v);
    }
    if (!this.eatChar(58)) return undefined;
    const body = this.block();
    return body && { values, body };
  }

  // ---- combinators ----

  /** One nesting level deeper (left by the caller on return; a throw ends the parse). */
  private enter(): void {
    if (++this.depth > MAX_NESTING) throw new TooDeep(this.ws() + this.base);
  }

  /** `X?`: the result of `parse`, or undefined with the position restored. */
  private optional<T>(parse: () => T | undefined): T | undefined {
    return this.attempt(this.pos, parse());
  }

  /** `X?` without a closure: `r` was parsed from `p`; a failure restores the position. */
  private attempt<T>(p: number, r: T | undefined): T | undefined {
    if (r === undefined) this.pos = p;
    return r;
  }

  /** `","?` and the like: consumes the character (and the spaces before it) when it is next. */
  private optionalChar(c: number): boolean {
    return this.eatChar(c);
  }
}

/** `->`, `~>`, `<-` or `<~` at `q`. */
function relationshipOperator(t: string, q: number): A.Relationship['operator'] | undefined {
  const c = t.charCodeAt(q);
  const n = t.charCodeAt(q + 1);
  if (c === 45 || c === 126) return n === 62 ? (c === 45 ? '->' : '~>') : undefined;
  if (c === 60) return n === 45 ? '<-' : n === 126 ? '<~' : undefined;
  return undefined;
}

function stripColons(name: string): string {
  return name.startsWith('::') ? name.slice(2) : name;
}

/** `&#(...) binaryOp` at `q`: the operator Expr's loop continues with, if any. */
function binaryOperator(t: string, q: number): A.BinaryOperator | undefined {
  const c = t.charCodeAt(q);
  const n = t.charCodeAt(q + 1);
  switch (c) {
    case 111: // o
      return S.keywordAt(t, q, 'or') ? 'or' : undefined;
    case 97: // a
      return S.keywordAt(t, q, 'and') ? 'and' : undefined;
    case 105: // i
      return S.keywordAt(t, q, 'in') ? 'in' : undefined;
    case 61: // =
      return n === 61 ? '==' : n === 126 ? '=~' : undefined;
    case 33: // !
      return n === 61 ? '!=' : n === 126 ? '!~' : undefined;
    case 60: // <
      if (n === 61) return '<=';
      // `<<|` opens a collector, so it is `<` then `<|` (which no operand starts with).
      if (n === 60 && t.charCodeAt(q + 2) !== 124) return '<<';
      return n === 124 || n === 45 || n === 126 ? undefined : '<';
    case 62: // >
      return n === 61 ? '>=' : n === 62 ? '>>' : '>';
    case 43: // +
      return n === 61 || n === 62 ? undefined : '+';
    case 45: // -
      return n === 61 || n === 62 ? undefined : '-';
    case 42:
      return '*';
    case 47:
      return '/';
    case 37:
      return '%';
    default:
      return undefined;
  }
}
