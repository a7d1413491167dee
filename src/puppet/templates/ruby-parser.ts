// Parses the Ruby subset ERB templates use, from the tokens of ruby-lexer.ts, into a small tree
// (Node). Ruby's precedence and its newline rules are followed; a construct outside the subset
// is refused with OVC3141 at its place, code Ruby itself could not parse with OVC3140.
import { VALUE_TOKENS, type StringPart, type Token } from './ruby-lexer.js';
import { TemplateError } from './template-error.js';

export type Node =
  | { k: 'nil' | 'true' | 'false' | 'self' | '__FILE__'; at: number }
  | { k: 'int'; text: string; at: number }
  | { k: 'float'; text: string; at: number }
  | { k: 'str'; parts: (string | Node[])[]; at: number }
  | { k: 'regex'; parts: (string | Node[])[]; flags: string; at: number }
  | { k: 'sym'; name: string; at: number }
  | { k: 'array'; elements: Node[]; at: number }
  /** `*value` in an array literal (`[*@list]`): its elements, spread. */
  | { k: 'splat'; value: Node; at: number }
  | { k: 'hash'; pairs: [Node, Node][]; at: number }
  | { k: 'range'; from: Node; to: Node; exclusive: boolean; at: number }
  | { k: 'ivar'; name: string; at: number }
  /** A regexp match global (`$~`, `$1`...), name without the `$`. */
  | { k: 'gvar'; name: string; at: number }
  | { k: 'lvar'; name: string; at: number }
  | { k: 'const'; name: string; at: number }
  | { k: 'call'; recv: Node | undefined; name: string; args: Node[]; block: Block | undefined; safe: boolean; at: number }
  | { k: 'and' | 'or'; left: Node; right: Node; at: number }
  | { k: 'not'; value: Node; at: number }
  | { k: 'if'; cond: Node; then: Node[]; else: Node[] | undefined; at: number }
  /** `begin … rescue A, B => e … else … ensure … end` (and `x rescue y`: a bare rescue of `x`). */
  | { k: 'begin'; body: Node[]; rescues: Rescue[]; else: Node[] | undefined; ensure: Node[] | undefined; at: number }
  /** `for a, b in list ... end`: the variables are locals of the enclosing scope. */
  | { k: 'for'; vars: string[]; list: Node; body: Node[]; at: number }
  /** `while cond … end`, `until cond … end` and their modifiers; `begin … end while cond` runs its body before the first test. */
  | { k: 'while'; cond: Node; body: Node[]; until: boolean; bodyFirst: boolean; at: number }
  | { k: 'case'; subject: Node | undefined; whens: { tests: Node[]; body: Node[] }[]; else: Node[] | undefined; at: number }
  | { k: 'assign'; name: string; value: Node; at: number }
  /** `a, b = value` (or `= x, y`, an array): the locals take the array's elements in turn. */
  | { k: 'massign'; names: string[]; value: Node; at: number }
  | { k: 'opassign'; name: string; op: string; value: Node; at: number }
  /** `@x = v`, `@x ||= v` (`op` without its `=`, '' for a plain assignment). */
  | { k: 'ivassign'; name: string; op: string; value: Node; at: number }
  /** `a[i] = v`, `a[i] ||= v`. */
  | { k: 'indexassign'; recv: Node; args: Node[]; op: string; value: Node; at: number }
  | { k: 'defined'; value: Node; at: number }
  /** `def name(a, b) … end`: a method of the template object (plain parameters only). */
  | { k: 'def'; name: string; params: string[]; defaults: (Node | undefined)[]; body: Node[]; at: number }
  /** `return [value]` in a method the template defines (from a block within it too). */
  | { k: 'return'; value: Node | undefined; at: number }
  | { k: 'next'; value: Node | undefined; at: number }
  /** `break [value]`: leaves the innermost loop, or the call a block was given to, which answers the value. */
  | { k: 'break'; value: Node | undefined; at: number }
  | { k: 'seq'; body: Node[]; at: number }
  | { k: 'text'; value: string; at: number }
  | { k: 'output'; body: Node[]; at: number };

export interface Rescue {
  /** The exception classes named (none: StandardError). */
  classes: Node[];
  /** The local `=> e` binds, if any. */
  variable: string | undefined;
  body: Node[];
}

/** A block parameter: a name, or a parenthesised list destructuring one argument (`|l, (k, v)|`). */
export type BlockParam = string | BlockParam[];

export interface Block {
  params: BlockParam[];
  body: Node[];
  at: number;
}

const BINARY: Record<string, number> = {
  '**': 16,
  '*': 14,
  '/': 14,
  '%': 14,
  '+': 13,
  '-': 13,
  '<<': 12,
  '>>': 12,
  '&': 11,
  '|': 10,
  '^': 10,
  '>': 9,
  '>=': 9,
  '<': 9,
  '<=': 9,
  '<=>': 8,
  '==': 8,
  '===': 8,
  '!=': 8,
  '=~': 8,
  '!~': 8,
  '&&': 7,
  '||': 6,
};

const MAX_NESTING = 200;

const UNSUPPORTED_KEYWORDS = new Set(['alias', 'class', 'module', 'redo', 'rescue', 'retry', 'super', 'undef', 'yield', '__LINE__']);

/** Tokens that may start an argument of a call written without parentheses (`x.join ', '`). */
function startsCommandArgument(tok: Token, next: Token | undefined): boolean {
  if (!tok.space) return false;
  if (VALUE_TOKENS.has(tok.t)) return true;
  switch (tok.t) {
    case 'label':
      return true;
    case 'kw':
      return tok.name === 'nil' || tok.name === 'true' || tok.name === 'false' || tok.name === 'not' || tok.name === 'self';
    case 'op':
      // `f [1]`, `f -1`, `f !x`, `f :sym`: an argument when nothing separates the operator from it.
      return (tok.op === '[' || tok.op === '-' || tok.op === '!' || tok.op === '::' || tok.op === '->') && next !== undefined && !next.space;
    default:
      return false;
  }
}

class Parser {
  private i = 0;
  /** How many method definitions enclose the code being read (`return` is read inside one only). */
  private methodDepth = 0;
  /** Blocks and loops around the code being read, within the innermost method: where `next` and `break` may stand. */
  private loopDepth = 0;
  /**
   * `break`/`next` read outside any loop at the top level, not yet refused: a `while`/`until`
   * modifier read after them (`(x; break if y) while z`, `begin … end while z`) makes them a loop's.
   */
  private readonly strayJumps: Token[] = [];
  /** Statements being read inside one another (the outermost is the one a modifier loop may still follow). */
  private statementDepth = 0;
  /** Local variable names per scope (a block sees its outer scopes). */
  private readonly locals: Set<string>[] = [new Set()];

  constructor(private readonly tokens: Token[]) {}

  private get tok(): Token {
    return this.tokens[this.i]!;
  }

  private peek(n = 1): Token | undefined {
    return this.tokens[this.i + n];
  }

  private isOp(op: string, tok = this.tok): boolean {
    return tok.t === 'op' && tok.op === op;
  }

  private isKw(name: string, tok = this.tok): boolean {
    return tok.t === 'kw' && tok.name === name;
  }

  private fail(message: string, tok = this.tok): never {
    throw new TemplateError('OVC3140', message, tok.start);
  }

  private unsupported(what: string, tok = this.tok): never {
    throw new TemplateError('OVC3141', `${what} is not part of the Ruby templates use`, tok.start);
  }

  private describe(tok: Token): string {
    switch (tok.t) {
      case 'op':
        return `'${tok.op}'`;
      case 'kw':
        return `keyword '${tok.name}'`;
      case 'nl':
        return 'end of statement';
      case 'eof':
        return 'end of template';
      case 'text':
        return 'template text';
      case 'insert':
        return "'<%='";
      case 'endinsert':
        return "'%>'";
      default:
        return tok.t === 'ident' || tok.t === 'const' || tok.t === 'ivar' ? `'${tok.name}'` : tok.t === 'gvar' ? `'$${tok.name}'` : tok.t === 'str' ? 'a string' : tok.t;
    }
  }

  private expectOp(op: string): Token {
    if (!this.isOp(op)) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting '${op}'`);
    return this.tokens[this.i++]!;
  }

  private expectKw(name: string): Token {
    this.skipNl();
    if (!this.isKw(name)) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting '${name}'`);
    return this.tokens[this.i++]!;
  }

  private skipNl(): void {
    while (this.tok.t === 'nl') this.i++;
  }

  private isLocal(name: string): boolean {
    return this.locals.some((s) => s.has(name));
  }

  private declare(name: string): void {
    if (!this.isLocal(name)) this.locals[this.locals.length - 1]!.add(name);
  }

  program(): Node[] {
    const body = this.statements(() => this.tok.t === 'eof');
    if (this.tok.t !== 'eof') this.fail(`syntax error, unexpected ${this.describe(this.tok)}`);
    return body;
  }

  /** Statements until `stop` holds (at a statement start). */
  private statements(stop: () => boolean): Node[] {
    const body: Node[] = [];
    for (;;) {
      this.skipNl();
      if (this.tok.t === 'eof' || stop()) return body;
      if (this.isKw('end') || this.isKw('else') || this.isKw('elsif') || this.isKw('when') || this.isOp('}') || this.tok.t === 'endinsert') {
        this.fail(`syntax error, unexpected ${this.describe(this.tok)}`);
      }
      body.push(this.statement());
      const after = this.tokens[this.i]!.t as string;
      if (after !== 'nl' && after !== 'eof' && !stop()) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting end of statement`);
    }
  }

  private statement(): Node {
    const strays = this.strayJumps.length;
    this.statementDepth++;
    try {
      const node = this.modifiedStatement(strays);
      // No modifier loop took them: Ruby's eval refuses a jump out of the template.
      const stray = this.strayJumps[strays];
      if (this.statementDepth === 1 && stray !== undefined) this.fail(`Can't escape from eval with ${(stray as { name: string }).name}`, stray);
      return node;
    } finally {
      this.statementDepth--;
    }
  }

  private modifiedStatement(strays: number): Node {
    let node = this.multipleAssignment() ?? this.notExpr();
    for (;;) {
      const tok = this.tok;
      if (this.isKw('if') || this.isKw('unless')) {
        this.i++;
        const cond = this.notExpr();
        node = tok.t === 'kw' && tok.name === 'if' ? { k: 'if', cond, then: [node], else: undefined, at: tok.start } : { k: 'if', cond: { k: 'not', value: cond, at: tok.start }, then: [node], else: undefined, at: tok.start };
        continue;
      }
      if (this.isKw('rescue')) {
        this.i++;
        const fallback = this.notExpr();
        const rescue = (body: Node): Node => ({ k: 'begin', body: [body], rescues: [{ classes: [], variable: undefined, body: [fallback] }], else: undefined, ensure: undefined, at: tok.start });
        // `x = y rescue z` rescues the value: x is z when y raises.
        if (node.k === 'assign' || node.k === 'opassign' || node.k === 'ivassign') node = { ...node, value: rescue(node.value) };
        else node = rescue(node);
        continue;
      }
      if (this.isKw('while') || this.isKw('until')) {
        this.i++;
        const cond = this.notExpr();
        // Ruby runs a `begin … end` body once before the first test (and a rescue-less one only).
        const bodyFirst = node.k === 'begin' && node.rescues.length === 0 && node.else === undefined && node.ensure === undefined;
        this.strayJumps.length = strays;
        node = { k: 'while', cond, body: bodyFirst ? (node as { body: Node[] }).body : [node], until: (tok as { name: string }).name === 'until', bodyFirst, at: tok.start };
        continue;
      }
      return node;
    }
  }

  /** A statement `a, b = value` or `a, b = x, y` (locals only; a splat is not in the subset); undefined when the statement is not one. */
  private multipleAssignment(): Node | undefined {
    let j = this.i;
    const names: string[] = [];
    while (this.tokens[j]?.t === 'ident' && this.isOp(',', this.tokens[j + 1])) {
      names.push((this.tokens[j] as { name: string }).name);
      j += 2;
    }
    const last = this.tokens[j];
    if (names.length === 0 || last?.t !== 'ident' || !this.isOp('=', this.tokens[j + 1])) return undefined;
    names.push(last.name);
    const at = this.tok.start;
    this.i = j + 2;
    this.skipNl();
    const values = [this.expr()];
    while (this.isOp(',')) {
      this.i++;
      this.skipNl();
      values.push(this.expr());
    }
    for (const name of names) this.declare(name);
    return { k: 'massign', names, value: values.length === 1 ? values[0]! : { k: 'array', elements: values, at: values[0]!.at }, at };
  }

  /** `not`, `and`, `or` (the lowest precedences). */
  private notExpr(): Node {
    let left = this.notOperand();
    for (;;) {
      const tok = this.tok;
      if (this.isKw('and') || this.isKw('or')) {
        this.i++;
        this.skipNl();
        const right = this.notOperand();
        left = { k: (tok as { name: string }).name === 'and' ? 'and' : 'or', left, right, at: tok.start };
        continue;
      }
      return left;
    }
  }

  private notOperand(): Node {
    const tok = this.tok;
    if (this.isKw('not')) {
      this.i++;
      return { k: 'not', value: this.notOperand(), at: tok.start };
    }
    return this.expr();
  }

  /** An expression: assignment, ternary and the binary operators. */
  private expr(): Node {
    const tok = this.tok;
    const next = this.peek();
    if (tok.t === 'ident' && next?.t === 'op') {
      if (next.op === '=' && !(this.peek(2)?.t === 'op' && (this.peek(2) as { op: string }).op === '=')) {
        this.i += 2;
        this.skipNl();
        this.declare(tok.name);
        return { k: 'assign', name: tok.name, value: this.expr(), at: tok.start };
      }
      const m = /^(\|\||&&|\*\*|[+\-*/%|&^]|<<|>>)=$/.exec(next.op);
      if (m) {
        this.i += 2;
        this.skipNl();
        this.declare(tok.name);
        return { k: 'opassign', name: tok.name, op: m[1]!, value: this.expr(), at: tok.start };
      }
    }
    if (tok.t === 'ident' && next?.t === 'op' && next.op === ',' && this.isLocal(tok.name)) {
      // `a, b = ...`
      let j = this.i;
      while (this.tokens[j]?.t === 'ident' && this.isOp(',', this.tokens[j + 1])) j += 2;
      if (this.tokens[j]?.t === 'ident' && this.isOp('=', this.tokens[j + 1])) this.unsupported('multiple assignment');
    }
    const assignment = next?.t === 'op' ? /^(\|\||&&|[+\-*/%|&^]|<<|>>|\*\*)?=$/.exec(next.op) : null;
    if (tok.t === 'ivar' && assignment) {
      this.i += 2;
      this.skipNl();
      return { k: 'ivassign', name: tok.name, op: assignment[1] ?? '', value: this.expr(), at: tok.start };
    }
    if (tok.t === 'const' && assignment) this.unsupported('assigning a constant');
    if (tok.t === 'gvar' && assignment) this.unsupported('assigning a global variable');
    return this.ternary();
  }

  private ternary(): Node {
    const cond = this.range();
    if (!this.isOp('?')) return cond;
    const q = this.tok;
    this.i++;
    this.skipNl();
    const then = this.ternary();
    this.skipNl();
    if (this.tok.t === 'label') {
      // `a ? b : c` lexed `b:` as a label only when written `b:c`; not in the subset.
      this.fail('syntax error in ?: (write spaces around the colon)');
    }
    this.expectOp(':');
    this.skipNl();
    const otherwise = this.ternary();
    return { k: 'if', cond, then: [then], else: [otherwise], at: q.start };
  }

  private range(): Node {
    const from = this.binary(0);
    if (this.isOp('..') || this.isOp('...')) {
      const tok = this.tok as { op: string; start: number };
      this.i++;
      const to = this.binary(0);
      return { k: 'range', from, to, exclusive: tok.op === '...', at: tok.start };
    }
    return from;
  }

  private binary(min: number): Node {
    let left = this.unary();
    for (;;) {
      const tok = this.tok;
      if (tok.t !== 'op') return left;
      const prec = BINARY[tok.op];
      if (prec === undefined || prec < min) return left;
      this.i++;
      this.skipNl();
      // `**` is right-associative; the rest are left-associative (comparisons do not chain in Ruby).
      const right = tok.op === '**' ? this.binary(prec) : this.binary(prec + 1);
      if (tok.op === '&&') left = { k: 'and', left, right, at: tok.start };
      else if (tok.op === '||') left = { k: 'or', left, right, at: tok.start };
      else if (tok.op === '!=') left = { k: 'not', value: { k: 'call', recv: left, name: '==', args: [right], block: undefined, safe: false, at: tok.start }, at: tok.start };
      else if (tok.op === '!~') left = { k: 'not', value: { k: 'call', recv: left, name: '=~', args: [right], block: undefined, safe: false, at: tok.start }, at: tok.start };
      else left = { k: 'call', recv: left, name: tok.op, args: [right], block: undefined, safe: false, at: tok.start };
    }
  }

  private unary(): Node {
    const tok = this.tok;
    if (this.isOp('!')) {
      this.i++;
      return { k: 'not', value: this.unary(), at: tok.start };
    }
    if (this.isOp('-')) {
      this.i++;
      const next = this.tok;
      if ((next.t === 'int' || next.t === 'float') && !next.space) {
        // `-4` is a literal, so `-4.abs` is 4; only `**` binds tighter: `-2 ** 2` is -(2 ** 2).
        this.i++;
        const lit: Node = { k: next.t, text: `-${next.text}`, at: tok.start };
        if (this.isOp('**')) {
          this.i++;
          const right = this.binary(16);
          const positive: Node = { k: next.t, text: next.text, at: next.start };
          return { k: 'call', recv: { k: 'call', recv: positive, name: '**', args: [right], block: undefined, safe: false, at: tok.start }, name: '-@', args: [], block: undefined, safe: false, at: tok.start };
        }
        return this.postfix(lit);
      }
      return { k: 'call', recv: this.unary(), name: '-@', args: [], block: undefined, safe: false, at: tok.start };
    }
    if (this.isOp('+')) {
      this.i++;
      return this.unary();
    }
    if (this.isOp('~') || this.isOp('&') || this.isOp('*') || this.isOp('**') || this.isOp('->')) this.unsupported(`'${(tok as { op: string }).op}' here`);
    const base = this.postfix(this.primary());
    if (this.isOp('**')) {
      const op = this.tok;
      this.i++;
      this.skipNl();
      return { k: 'call', recv: base, name: '**', args: [this.binary(16)], block: undefined, safe: false, at: op.start };
    }
    return base;
  }

  /** Method calls, indexing and `::` after a primary. */
  private postfix(node: Node, noDo = this.noDoDepth > 0): Node {
    for (;;) {
      const tok = this.tok;
      if (this.isOp('.') || this.isOp('&.') || (tok.t === 'nl' && this.peek()?.t === 'op' && (this.peek() as { op: string }).op === '.')) {
        if (tok.t === 'nl') this.i++;
        const safe = this.isOp('&.');
        this.i++;
        this.skipNl();
        const name = this.tok;
        let method: string;
        if (name.t === 'ident' || name.t === 'const' || name.t === 'kw') method = (name as { name: string }).name;
        else if (name.t === 'label') {
          this.fail('syntax error, unexpected label');
        } else if (name.t === 'op' && name.op === '(') this.unsupported("'.()' calls");
        else this.fail(`syntax error, unexpected ${this.describe(name)}`);
        this.i++;
        if (this.isOp('=') && !this.isOp('=', this.peek() ?? this.tok)) this.unsupported('attribute assignment');
        node = this.callRest(node, method, name.start, safe, noDo);
        continue;
      }
      if (this.isOp('::') && !tok.space) {
        this.i++;
        const name = this.tok;
        if (name.t !== 'const' && name.t !== 'ident') this.fail(`syntax error, unexpected ${this.describe(name)}`);
        this.i++;
        if (name.t === 'const' && node.k === 'const' && !this.isOp('(')) {
          node = { k: 'const', name: `${node.name}::${name.name}`, at: node.at };
          continue;
        }
        node = this.callRest(node, name.name, name.start, false, noDo);
        continue;
      }
      if (this.isOp('[') && !tok.space) {
        this.i++;
        const args = this.argumentList(']');
        const op = this.tok.t === 'op' ? /^(\|\||&&|[+\-*/%|&^]|<<|>>|\*\*)?=$/.exec(this.tok.op) : null;
        if (op) {
          // Assignment binds loosest: the right side is a whole expression.
          this.i++;
          this.skipNl();
          return { k: 'indexassign', recv: node, args, op: op[1] ?? '', value: this.expr(), at: tok.start };
        }
        node = { k: 'call', recv: node, name: '[]', args, block: undefined, safe: false, at: tok.start };
        continue;
      }
      return node;
    }
  }

  /** Arguments and a block after a method name. */
  private callRest(recv: Node | undefined, name: string, at: number, safe: boolean, noDo: boolean): Node {
    let args: Node[] = [];
    if (this.isOp('(') && !this.tok.space) {
      this.i++;
      this.blockPass = undefined;
      args = this.argumentList(')');
      if (this.blockPass) {
        const pass: Block = this.blockPass;
        this.blockPass = undefined;
        return { k: 'call', recv, name, args, block: pass, safe, at };
      }
    } else if (startsCommandArgument(this.tok, this.peek()) || (/[?!]$/.test(name) && !this.tok.space && (this.tok.t === 'ident' || this.tok.t === 'ivar' || this.tok.t === 'str' || this.tok.t === 'int' || this.tok.t === 'sym'))) {
      // `include?x` is `include?(x)` in Ruby: the `?` ends the name, what follows is an argument.
      args = this.commandArguments();
      const call: Node = { k: 'call', recv, name, args, block: undefined, safe, at };
      if (!noDo && this.isKw('do')) call.block = this.block();
      return call;
    }
    const call: Node & { k: 'call' } = { k: 'call', recv, name, args, block: undefined, safe, at };
    if (this.isOp('{')) call.block = this.block();
    else if (!noDo && this.isKw('do')) call.block = this.block();
    return call;
  }

  private commandArguments(): Node[] {
    const args: Node[] = [];
    const hash: [Node, Node][] = [];
    for (;;) {
      const pair = this.pairIfAny();
      if (pair) hash.push(pair);
      else {
        if (this.isOp('&') || this.isOp('*')) this.unsupported(`'${(this.tok as { op: string }).op}' arguments`);
        args.push(this.argument(true));
      }
      if (!this.isOp(',')) break;
      this.i++;
      this.skipNl();
    }
    if (hash.length > 0) args.push({ k: 'hash', pairs: hash, at: hash[0]![0].at });
    return args;
  }

  /** An argument expression; in a command call, `do` belongs to the command. */
  private argument(command: boolean): Node {
    if (!command) return this.notExprNoDo();
    const saved = this.noDoDepth;
    this.noDoDepth++;
    try {
      return this.expr();
    } finally {
      this.noDoDepth = saved;
    }
  }

  private noDoDepth = 0;
  /** `&:name` read in the argument list being parsed. */
  private blockPass: Block | undefined;

  private notExprNoDo(): Node {
    const saved = this.noDoDepth;
    this.noDoDepth = 0;
    try {
      return this.expr();
    } finally {
      this.noDoDepth = saved;
    }
  }

  /** `key => value` or `key: value`, when the tokens start one. */
  private pairIfAny(): [Node, Node] | undefined {
    const tok = this.tok;
    if (tok.t === 'label') {
      this.i++;
      this.skipNl();
      return [{ k: 'sym', name: tok.name, at: tok.start }, this.argument(false)];
    }
    if (tok.t === 'str' && this.isOp(':', this.peek() ?? tok) && !(this.peek() as Token).space) {
      this.unsupported('"string": hash keys');
    }
    const save = this.i;
    const key = this.argumentNoPair();
    if (this.isOp('=>')) {
      this.i++;
      this.skipNl();
      return [key, this.argument(false)];
    }
    this.i = save;
    return undefined;
  }

  private argumentNoPair(): Node {
    return this.argument(false);
  }

  /** `(a, b, k => v)` or `[a, b]` contents, up to the closing token (consumed); `*value` in parentheses (a call's) and where `splat` (an array literal's). */
  private argumentList(close: string, splat = false): Node[] {
    const args: Node[] = [];
    const hash: [Node, Node][] = [];
    this.skipNl();
    while (!this.isOp(close)) {
      if (close === ')' && this.isOp('&') && this.peek()?.t === 'sym') {
        const amp = this.tok;
        const sym = this.peek() as Token & { t: 'sym' };
        this.i += 2;
        this.skipNl();
        if (!this.isOp(')')) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting ')'`);
        this.i++;
        this.blockPass = { params: ['it'], body: [{ k: 'call', recv: { k: 'lvar', name: 'it', at: amp.start }, name: sym.name, args: [], block: undefined, safe: false, at: sym.start }], at: amp.start };
        if (hash.length > 0) args.push({ k: 'hash', pairs: hash, at: hash[0]![0].at });
        return args;
      }
      if ((splat || close === ')') && this.isOp('*')) {
        const at = this.tok.start;
        this.i++;
        args.push({ k: 'splat', value: this.argument(false), at });
      } else {
        if (this.isOp('*') || this.isOp('&') || this.isOp('**')) this.unsupported(`'${(this.tok as { op: string }).op}' arguments`);
        const pair = this.pairIfAny();
        if (pair) hash.push(pair);
        else args.push(this.argument(false));
      }
      this.skipNl();
      if (this.isOp(',')) {
        this.i++;
        this.skipNl();
        continue;
      }
      if (!this.isOp(close)) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting '${close}'`);
    }
    this.i++;
    if (hash.length > 0) args.push({ k: 'hash', pairs: hash, at: hash[0]![0].at });
    return args;
  }

  private block(): Block {
    const open = this.tok;
    const brace = this.isOp('{');
    this.i++;
    let params: BlockParam[] = [];
    this.locals.push(new Set());
    if (!brace) while (this.tok.t === 'nl' && this.isOp('|', this.peek() ?? this.tok)) this.i++;
    if (this.isOp('|') || this.isOp('||')) {
      if (this.isOp('||')) this.i++;
      else {
        this.i++;
        params = this.blockParams('|');
      }
    }
    const saved = this.noDoDepth;
    this.noDoDepth = 0;
    this.loopDepth++;
    const body = this.statements(() => (brace ? this.isOp('}') : this.isKw('end')));
    this.loopDepth--;
    this.noDoDepth = saved;
    this.locals.pop();
    if (brace) this.expectOp('}');
    else this.expectKw('end');
    return { params, body, at: open.start };
  }

  /** Block parameters up to `close` (consumed): names, and parenthesised lists of them. */
  private blockParams(close: '|' | ')'): BlockParam[] {
    const params: BlockParam[] = [];
    while (!this.isOp(close)) {
      const p = this.tok;
      if (this.isOp('(')) {
        this.i++;
        params.push(this.blockParams(')'));
      } else {
        if (p.t !== 'ident') {
          if (p.t === 'op' && (p.op === '*' || p.op === '&')) this.unsupported(`'${p.op}' block parameters`);
          this.fail(`syntax error, unexpected ${this.describe(p)}`);
        }
        params.push(p.name);
        this.declare(p.name);
        this.i++;
      }
      if (this.isOp(',')) this.i++;
      else if (!this.isOp(close)) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting '${close}'`);
    }
    this.i++;
    return params;
  }

  private conditionEnd(): void {
    if (this.isKw('then')) this.i++;
    else if (this.tok.t !== 'nl') this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting 'then' or end of statement`);
  }

  private condition(): Node {
    const saved = this.noDoDepth;
    this.noDoDepth = 1;
    try {
      return this.notExpr();
    } finally {
      this.noDoDepth = saved;
    }
  }

  private ifRest(tok: Token, negate: boolean): Node {
    let cond = this.condition();
    if (negate) cond = { k: 'not', value: cond, at: tok.start };
    this.conditionEnd();
    const stop = () => this.isKw('elsif') || this.isKw('else') || this.isKw('end');
    const then = this.statements(stop);
    let otherwise: Node[] | undefined;
    this.skipNl();
    if (!negate && this.isKw('elsif')) {
      const e = this.tok;
      this.i++;
      return { k: 'if', cond, then, else: [this.ifRest(e, false)], at: tok.start };
    }
    if (this.isKw('else')) {
      this.i++;
      otherwise = this.statements(() => this.isKw('end'));
    }
    this.expectKw('end');
    return { k: 'if', cond, then, else: otherwise, at: tok.start };
  }

  /** How deep the expression being parsed nests (templates are untrusted: the parser recurses). */
  private depth = 0;

  private primary(): Node {
    if (++this.depth > MAX_NESTING) throw new TemplateError('OVC3143', `code nested deeper than ${MAX_NESTING}`, this.tok.start);
    try {
      return this.primaryNode();
    } finally {
      this.depth--;
    }
  }

  private primaryNode(): Node {
    const tok = this.tok;
    switch (tok.t) {
      case 'int':
        this.i++;
        return { k: 'int', text: tok.text, at: tok.start };
      case 'float':
        this.i++;
        return { k: 'float', text: tok.text, at: tok.start };
      case 'str': {
        this.i++;
        let node: Node = { k: 'str', parts: this.parts(tok.parts), at: tok.start };
        // Adjacent literals concatenate (`"a" "b"`).
        while (this.tok.t === 'str') {
          const more = this.tok as Token & { t: 'str' };
          this.i++;
          node = { k: 'str', parts: [...(node as { parts: (string | Node[])[] }).parts, ...this.parts(more.parts)], at: tok.start };
        }
        return node;
      }
      case 'regex':
        this.i++;
        return { k: 'regex', parts: this.parts(tok.parts), flags: tok.flags, at: tok.start };
      case 'sym':
        this.i++;
        return { k: 'sym', name: tok.name, at: tok.start };
      case 'words':
        this.i++;
        return { k: 'array', elements: tok.words.map((w) => ({ k: 'str', parts: [w], at: tok.start })), at: tok.start };
      case 'ivar':
        this.i++;
        return { k: 'ivar', name: tok.name, at: tok.start };
      case 'gvar':
        this.i++;
        return { k: 'gvar', name: tok.name, at: tok.start };
      case 'const':
        this.i++;
        // `Array(x)`, `Integer(x)`: Kernel's conversion methods are named like their classes.
        if (this.isOp('(') && !this.tok.space) return this.callRest(undefined, tok.name, tok.start, false, this.noDoDepth > 0);
        return { k: 'const', name: tok.name, at: tok.start };
      case 'label':
        this.fail('syntax error, unexpected label');
        break;
      case 'ident':
        return this.identifier(tok);
      case 'text':
        this.i++;
        return { k: 'text', value: tok.value, at: tok.start };
      case 'insert': {
        this.i++;
        const body = this.statements(() => this.tok.t === 'endinsert');
        if (this.tok.t !== 'endinsert') this.fail(`syntax error, unexpected ${this.describe(this.tok)}`);
        this.i++;
        return { k: 'output', body, at: tok.start };
      }
      case 'kw':
        return this.keyword(tok);
      case 'op':
        return this.punctuation(tok);
    }
    this.fail(`syntax error, unexpected ${this.describe(tok)}`);
  }

  private identifier(tok: Token & { t: 'ident' }): Node {
    this.i++;
    if (this.isLocal(tok.name) && !(this.isOp('(') && !this.tok.space)) return { k: 'lvar', name: tok.name, at: tok.start };
    return this.callRest(undefined, tok.name, tok.start, false, this.noDoDepth > 0);
  }

  private keyword(tok: Token & { t: 'kw' }): Node {
    switch (tok.name) {
      case 'nil':
      case 'true':
      case 'false':
      case 'self':
      case '__FILE__':
        this.i++;
        return { k: tok.name, at: tok.start };
      case 'if':
      case 'unless':
        this.i++;
        return this.ifRest(tok, tok.name === 'unless');
      case 'case':
        return this.caseExpr(tok);
      case 'for':
        return this.forLoop(tok);
      case 'while':
      case 'until':
        return this.whileLoop(tok);
      case 'begin':
        return this.beginBlock(tok);
      case 'def':
        return this.methodDefinition(tok);
      case 'return':
      case 'next':
      case 'break': {
        // Outside a method `return` would end the template's own method, which the subset leaves out.
        if (tok.name === 'return' && this.methodDepth === 0) this.unsupported("'return' outside a method the template defines");
        // Ruby compiles the template's code with eval, where a `next` outside blocks and loops is a syntax error.
        if (tok.name !== 'return' && this.loopDepth === 0) {
          if (this.methodDepth > 0) this.fail(`Invalid ${tok.name}`);
          this.strayJumps.push(tok);
        }
        this.i++;
        const t = this.tok;
        const ends = t.t === 'nl' || t.t === 'eof' || this.isOp(';') || this.isOp('}') || ['end', 'if', 'unless', 'rescue', 'else', 'ensure'].some((k) => this.isKw(k));
        return { k: tok.name as 'return' | 'next' | 'break', value: ends ? undefined : this.expr(), at: tok.start };
      }
      case 'not':
        this.i++;
        return { k: 'not', value: this.expr(), at: tok.start };
      case 'defined?': {
        this.i++;
        const paren = this.isOp('(') && !this.tok.space;
        if (paren) this.i++;
        const value = paren ? this.notExpr() : this.unary();
        if (paren) this.expectOp(')');
        return { k: 'defined', value, at: tok.start };
      }
    }
    if (UNSUPPORTED_KEYWORDS.has(tok.name)) this.unsupported(`'${tok.name}'`);
    this.fail(`syntax error, unexpected ${this.describe(tok)}`);
  }

  /** `def name(a, b) … end` (or `def name a, b`): the body sees its parameters only, not the template's locals. */
  private methodDefinition(tok: Token): Node {
    this.i++;
    const name = this.tok;
    // `def self.x`, `def x=(v)`, `def +(o)`: other forms than a plain method are left out.
    if (name.t !== 'ident' || (this.peek()?.t === 'op' && ['.', '='].includes((this.peek() as Token & { t: 'op' }).op) && !this.peek()!.space)) this.unsupported('def of anything but a plain method name');
    this.i++;
    const outer = this.locals.splice(0, this.locals.length, new Set());
    const params: string[] = [];
    // A parameter's default (`indent_level=2`), evaluated at the call with the earlier parameters in reach.
    const defaults: (Node | undefined)[] = [];
    const paren = this.isOp('(');
    if (paren) this.i++;
    while (paren ? !this.isOp(')') : this.tok.t !== 'nl' && !this.isOp(';')) {
      const p = this.tok;
      if (p.t !== 'ident') {
        if (p.t === 'op' && ['*', '**', '&'].includes(p.op)) this.unsupported(`'${p.op}' method parameters`);
        if (p.t === 'label') this.unsupported('keyword method parameters');
        this.fail(`syntax error, unexpected ${this.describe(p)}`);
      }
      this.i++;
      params.push(p.name);
      this.declare(p.name);
      if (this.isOp('=')) {
        this.i++;
        defaults.push(this.ternary());
      } else {
        // Ruby also takes required parameters after optional ones; that order is left out.
        if (defaults.some((d) => d !== undefined)) this.unsupported('a required method parameter after an optional one');
        defaults.push(undefined);
      }
      if (this.isOp(',')) this.i++;
      else if (paren && !this.isOp(')')) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting ')'`);
    }
    if (paren) this.i++;
    this.methodDepth++;
    const loops = this.loopDepth;
    this.loopDepth = 0;
    // A method's body is a begin block of its own: `def x … rescue … end`.
    const statements = this.statements(() => this.endsBeginSection());
    const body = this.isKw('end') ? statements : [this.rescueClauses(tok, statements)];
    this.loopDepth = loops;
    this.methodDepth--;
    this.expectKw('end');
    this.locals.splice(0, this.locals.length, ...outer);
    return { k: 'def', name: name.name, params, defaults, body, at: tok.start };
  }

  private endsBeginSection(): boolean {
    return this.isKw('rescue') || this.isKw('else') || this.isKw('ensure') || this.isKw('end');
  }

  private beginBlock(tok: Token): Node {
    this.i++;
    const node = this.rescueClauses(tok, this.statements(() => this.endsBeginSection()));
    this.expectKw('end');
    return node;
  }

  /** What follows a begin block's (or a method's) body: its rescue, else and ensure clauses, up to its `end`. */
  private rescueClauses(tok: Token, body: Node[]): Node & { k: 'begin' } {
    const section = () => this.endsBeginSection();
    const rescues: Rescue[] = [];
    while (this.isKw('rescue')) {
      this.i++;
      const classes: Node[] = [];
      while (this.tok.t !== 'nl' && !this.isKw('then') && !this.isOp('=>')) {
        classes.push(this.condition());
        if (!this.isOp(',')) break;
        this.i++;
        this.skipNl();
      }
      let variable: string | undefined;
      if (this.isOp('=>')) {
        this.i++;
        const v = this.tok;
        if (v.t !== 'ident') this.unsupported('rescuing into anything but a local variable');
        variable = v.name;
        this.declare(v.name);
        this.i++;
      }
      this.conditionEnd();
      rescues.push({ classes, variable, body: this.statements(section) });
    }
    let otherwise: Node[] | undefined;
    if (this.isKw('else')) {
      if (rescues.length === 0) this.fail('else without rescue is useless');
      this.i++;
      otherwise = this.statements(section);
    }
    let ensure: Node[] | undefined;
    if (this.isKw('ensure')) {
      this.i++;
      ensure = this.statements(() => this.isKw('end'));
    }
    return { k: 'begin', body, rescues, else: otherwise, ensure, at: tok.start };
  }

  private forLoop(tok: Token): Node {
    this.i++;
    const vars: string[] = [];
    for (;;) {
      const v = this.tok;
      if (v.t !== 'ident') {
        if (v.t === 'ivar' || v.t === 'gvar' || this.isOp('*') || this.isOp('(')) this.unsupported('this loop variable of for');
        this.fail(`syntax error, unexpected ${this.describe(v)}`);
      }
      vars.push(v.name);
      this.declare(v.name);
      this.i++;
      if (!this.isOp(',')) break;
      this.i++;
    }
    if (!this.isKw('in')) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting 'in'`);
    this.i++;
    // `do` after the list belongs to the for, not to a call in the list.
    const list = this.condition();
    return { k: 'for', vars, list, body: this.loopBody(), at: tok.start };
  }

  /** A loop's `[do] … end` after its head, `break` and `next` allowed inside. */
  private loopBody(): Node[] {
    if (this.isKw('do')) this.i++;
    else if (this.tok.t !== 'nl') this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting 'do' or end of statement`);
    this.loopDepth++;
    const body = this.statements(() => this.isKw('end'));
    this.loopDepth--;
    this.expectKw('end');
    return body;
  }

  /** `while cond [do] … end` (`until`): `do` after the condition belongs to the loop, not to a call in it. */
  private whileLoop(tok: Token & { t: 'kw' }): Node {
    this.i++;
    const cond = this.condition();
    return { k: 'while', cond, body: this.loopBody(), until: tok.name === 'until', bodyFirst: false, at: tok.start };
  }

  private caseExpr(tok: Token): Node {
    this.i++;
    const subject = this.tok.t === 'nl' ? undefined : this.condition();
    this.skipNl();
    const whens: { tests: Node[]; body: Node[] }[] = [];
    while (this.isKw('when')) {
      this.i++;
      const tests: Node[] = [];
      for (;;) {
        if (this.isOp('*')) this.unsupported("'*' in when");
        tests.push(this.condition());
        if (!this.isOp(',')) break;
        this.i++;
        this.skipNl();
      }
      this.conditionEnd();
      whens.push({ tests, body: this.statements(() => this.isKw('when') || this.isKw('else') || this.isKw('end')) });
      this.skipNl();
    }
    if (this.isKw('in')) this.unsupported('pattern matching (case/in)');
    if (whens.length === 0) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting 'when'`);
    let otherwise: Node[] | undefined;
    if (this.isKw('else')) {
      this.i++;
      otherwise = this.statements(() => this.isKw('end'));
    }
    this.expectKw('end');
    return { k: 'case', subject, whens, else: otherwise, at: tok.start };
  }

  private punctuation(tok: Token & { t: 'op' }): Node {
    switch (tok.op) {
      case '(': {
        this.i++;
        const saved = this.noDoDepth;
        this.noDoDepth = 0;
        const body = this.statements(() => this.isOp(')'));
        this.noDoDepth = saved;
        this.expectOp(')');
        if (body.length === 1) return body[0]!;
        return { k: 'seq', body, at: tok.start };
      }
      case '[':
        this.i++;
        return { k: 'array', elements: this.argumentList(']', true), at: tok.start };
      case '{': {
        this.i++;
        const pairs: [Node, Node][] = [];
        this.skipNl();
        while (!this.isOp('}')) {
          const pair = this.pairIfAny();
          if (!pair) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting '=>'`);
          pairs.push(pair);
          this.skipNl();
          if (this.isOp(',')) {
            this.i++;
            this.skipNl();
          } else if (!this.isOp('}')) this.fail(`syntax error, unexpected ${this.describe(this.tok)}, expecting '}'`);
        }
        this.i++;
        return { k: 'hash', pairs, at: tok.start };
      }
      case '::':
        this.i++;
        if (this.tok.t !== 'const') this.fail(`syntax error, unexpected ${this.describe(this.tok)}`);
        return this.primary();
      case '..':
      case '...':
        this.unsupported('beginless ranges');
    }
    this.fail(`syntax error, unexpected ${this.describe(tok)}`);
  }

  private parts(parts: StringPart[]): (string | Node[])[] {
    return parts.map((p) => (typeof p === 'string' ? p : this.interpolation(p)));
  }

  private interpolation(tokens: Token[]): Node[] {
    const inner = new Parser([...tokens, { t: 'eof', start: tokens[tokens.length - 1]?.start ?? 0, space: true }]);
    // The interpolation sees (and may assign) the locals around it.
    inner.locals.splice(0, 1, ...this.locals);
    return inner.program();
  }
}

/** The statements of a template's tokens (lexErb). */
export function parseRuby(tokens: Token[]): Node[] {
  return new Parser(tokens).program();
}
