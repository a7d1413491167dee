// yaql's own words for an expression it cannot parse: its ply lexer's tokens (yaql/language/
// lexer.py, the default factory's operators) read as its LALR parser reads them, which stops at
// the first token no valid expression continues with ("Parse error: unexpected 'x' at position
// N of expression '…'", or "unexpected end of statement"), or at a character no token begins
// with ("Lexical error: illegal character …"). Only the language is recognised, not its tree:
// yaql's grammar is `value OP value` with precedence, so which token fails does not depend on it.

/** A yaql token: its kind, the value ply gives it (what the message shows) and where it starts. */
interface Token {
  kind: 'value' | 'func' | 'prefix' | 'binary' | 'prefixOrBinary' | 'open' | 'indexer' | 'map' | 'close' | 'comma' | 'mapping';
  text: string;
  value: string;
  pos: number;
}

class LexicalError {
  constructor(readonly char: string, readonly pos: number) {}
}

const W = '[\\p{L}\\p{N}_]';
const NOT_DIGIT_W = '[\\p{L}_]';
// ply tries the function rules in the order written, then the string rules longest regex first.
const RULES: ReadonlyArray<[RegExp, (m: string) => Omit<Token, 'pos'>]> = [
  [new RegExp(`\\$${W}*`, 'uy'), (m) => ({ kind: 'value', text: m, value: m })],
  [/(?<![\p{L}\p{N}_])\p{Nd}+(?:\.?\p{Nd}+)?(?![\p{L}\p{N}_])/uy, (m) => ({ kind: 'value', text: m, value: numberText(m) })],
  [new RegExp(`(?<!${W})${NOT_DIGIT_W}${W}*\\(`, 'uy'), (m) => ({ kind: 'func', text: m, value: m.slice(0, -1) })],
  [new RegExp(`(?!__)(?<!${W})${NOT_DIGIT_W}${W}*(?!${W})`, 'uy'), keyword],
  [/'(?:[^'\\]|\\[^])*'/y, (m) => ({ kind: 'value', text: m, value: decodeEscapes(m.slice(1, -1)) })],
  [/"(?:[^"\\]|\\[^])*"/y, (m) => ({ kind: 'value', text: m, value: decodeEscapes(m.slice(1, -1)) })],
  [/`(?:[^`\\]|\\[^])*`/y, (m) => ({ kind: 'value', text: m, value: m.slice(1, -1).replaceAll('\\`', '`') })],
  [/\?\.|->|=>|\[|\.|=~|!~|\*|\+|-|>=|<=|!=|\{|\/|>|<|=/y, operator],
  [/[()\],}]/y, (m) => ({ kind: m === ',' ? 'comma' : m === '(' ? 'open' : 'close', text: m, value: m })],
];

/** str() of the int or float the NUMBER rule makes of its digits. */
function numberText(m: string): string {
  if (!m.includes('.')) return BigInt(m).toString();
  const n = Number(m);
  return Number.isInteger(n) ? `${n}.0` : String(n);
}

const KEYWORD_OPERATORS: Readonly<Record<string, Token['kind']>> = { and: 'binary', or: 'binary', in: 'binary', mod: 'binary', not: 'prefix' };
const CONSTANTS: Readonly<Record<string, string>> = { true: 'True', false: 'False', null: 'None' };

/** t_KEYWORD_STRING: a word operator, a constant (its Python value), or a bare name. */
function keyword(m: string): Omit<Token, 'pos'> {
  if (Object.hasOwn(KEYWORD_OPERATORS, m)) return { kind: KEYWORD_OPERATORS[m]!, text: m, value: m };
  return { kind: 'value', text: m, value: CONSTANTS[m] ?? m };
}

function operator(m: string): Omit<Token, 'pos'> {
  const kind: Token['kind'] = m === '[' ? 'indexer' : m === '{' ? 'map' : m === '=>' ? 'mapping' : m === '+' || m === '-' ? 'prefixOrBinary' : 'binary';
  return { kind, text: m, value: m };
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** lexer.decode_escapes: Python's escapes (the unicode ones by code, `\N{…}` left as written). */
function decodeEscapes(s: string): string {
  return s.replace(/\\U[^]{8}|\\u[^]{4}|\\x[^]{2}|\\[0-7]{1,3}|\\[\\'"abfnrtv]/g, (e) => {
    if (/^\\[0-7]/.test(e)) return String.fromCodePoint(parseInt(e.slice(1), 8));
    if (e.length === 2) return SIMPLE_ESCAPES[e[1]!]!;
    const code = e.slice(2);
    return /^[0-9a-fA-F]+$/.test(code) ? String.fromCodePoint(parseInt(code, 16)) : e;
  });
}

/** The tokens in order, ending at the first character no rule reads (then a LexicalError). */
function* tokens(expression: string): Generator<Token | LexicalError> {
  let pos = 0;
  for (;;) {
    while (pos < expression.length && ' \t\r\n'.includes(expression[pos]!)) pos++;
    if (pos >= expression.length) return;
    let token: Token | undefined;
    for (const [re, make] of RULES) {
      re.lastIndex = pos;
      const m = re.exec(expression);
      if (m) {
        token = { ...make(m[0]), pos };
        break;
      }
    }
    if (!token) {
      yield new LexicalError(String.fromCodePoint(expression.codePointAt(pos)!), pos);
      return;
    }
    yield token;
    pos += token.text.length;
  }
}

/** An open bracket's argument list: the kinds of its segments between commas so far (args). */
interface Args {
  close: string;
  /** Completed segments: E empty, V a value, N a `name => value` pair. */
  done: Array<'E' | 'V' | 'N'>;
  /** The segment being read: nothing yet, a value, a value then `=>` (its value being read). */
  current: 'E' | 'V' | 'N';
}

/** Whether a `name => value` may start after the completed segments (args: arglist [,] then named ones only). */
function namedMayFollow(done: ReadonlyArray<'E' | 'V' | 'N'>): boolean {
  if (done.length === 0 || done.includes('N')) return true;
  const lastValue = done.lastIndexOf('V');
  return lastValue >= 0 && done.length - 1 - lastValue <= 1;
}

/**
 * yaql's message for an expression it refuses to parse, or undefined when yaql reads it (an
 * expression overcat's grammar lacks a construct of).
 */
export function yaqlSyntaxMessage(expression: string): string | undefined {
  // Each open bracket: a parenthesis holds one value, the others an argument list.
  const stack: Array<{ close: ')' } | Args> = [];
  let operand = true;
  const unexpected = (t: Token) => `Parse error: unexpected '${t.value}' at position ${t.pos} of expression '${expression}'`;
  for (const t of tokens(expression)) {
    if (t instanceof LexicalError) return `Lexical error: illegal character '${t.char}' at position ${t.pos}`;
    const top = stack.at(-1);
    const args = top && 'done' in top ? top : undefined;
    if (operand) {
      const starts = t.kind === 'value' || t.kind === 'prefix' || t.kind === 'prefixOrBinary' || t.kind === 'open' || t.kind === 'func' || t.kind === 'indexer' || t.kind === 'map';
      // A token that begins a value makes its argument list's segment a value.
      if (starts && args && args.current === 'E') args.current = 'V';
      if (t.kind === 'value') operand = false;
      else if (t.kind === 'prefix' || t.kind === 'prefixOrBinary') continue;
      else if (t.kind === 'open') stack.push({ close: ')' });
      else if (t.kind === 'func' || t.kind === 'indexer' || t.kind === 'map') stack.push({ close: t.kind === 'func' ? ')' : t.kind === 'indexer' ? ']' : '}', done: [], current: 'E' });
      // An argument list may end, or a segment be left empty, where a value could begin.
      else if (args && args.current === 'E' && (t.kind === 'comma' || t.kind === 'close')) {
        if (t.kind === 'comma') {
          if (args.done.includes('N')) return unexpected(t);
          args.done.push('E');
          continue;
        }
        if (t.value !== args.close || args.done.length > 0) return unexpected(t);
        stack.pop();
        operand = false;
        continue;
      } else return unexpected(t);
      continue;
    }
    // After a value: an operator, a subscript, or what ends the value's segment or bracket.
    if (t.kind === 'binary' || t.kind === 'prefixOrBinary') operand = true;
    else if (t.kind === 'indexer') {
      stack.push({ close: ']', done: [], current: 'E' });
      operand = true;
    } else if (t.kind === 'mapping') {
      if (!args || args.current !== 'V' || !namedMayFollow(args.done)) return unexpected(t);
      args.current = 'N';
      operand = true;
    } else if (t.kind === 'comma' && args) {
      if (args.done.includes('N') && args.current !== 'N') return unexpected(t);
      args.done.push(args.current);
      args.current = 'E';
      operand = true;
    } else if (t.kind === 'close' && top && t.value === top.close) {
      if (args && args.done.includes('N') && args.current !== 'N') return unexpected(t);
      stack.pop();
    } else return unexpected(t);
  }
  return operand || stack.length > 0 ? 'Parse error: unexpected end of statement' : undefined;
}
