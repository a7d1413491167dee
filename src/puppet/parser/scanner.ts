// The hand-written scanner of the descent parser: Puppet's tokens recognised at an offset, exactly
// as grammar/puppet.ohm's lexical rules match them. The parser asks for the token its position
// allows (a `/` is a regex where an operand starts and a division after one, as in Puppet's lexer),
// so every function here takes the text and an offset and returns the offset after the token, or
// -1 when none starts there. No state: the parser owns its position.

const C_TAB = 9, C_NL = 10, C_CR = 13, C_SPACE = 32, C_HASH = 35, C_DOLLAR = 36, C_SQ = 39, C_DQ = 34;
const C_STAR = 42, C_MINUS = 45, C_DOT = 46, C_SLASH = 47, C_COLON = 58, C_BACKSLASH = 92, C_UNDERSCORE = 95;
const C_LBRACE = 123, C_RBRACE = 125, C_NBSP = 0xa0;

/** `idc` of the grammar: `a-z A-Z 0-9 _`. */
export function isIdc(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === C_UNDERSCORE;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** The grammar's horizontal blanks before a call's `(`: space, tab, carriage return, no-break space. */
export function isHspace(c: number): boolean {
  return c === C_SPACE || c === C_TAB || c === C_CR || c === C_NBSP;
}

/**
 * The grammar's `spaces`: control characters and blanks, `#` comments to the line end, and closed
 * `/* *\/` comments (an unclosed one is not skipped: the parse then fails where it starts).
 */
export function skipSpaces(text: string, i: number): number {
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c <= C_SPACE) i++;
    else if (c === C_HASH) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? n : nl;
    } else if (c === C_SLASH && text.charCodeAt(i + 1) === C_STAR) {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return i;
      i = close + 2;
    } else return i;
  }
  return i;
}

/** End of the run of `idc` characters starting at `i`. */
export function wordEnd(text: string, i: number): number {
  while (i < text.length && isIdc(text.charCodeAt(i))) i++;
  return i;
}

/** `#("word" ~idc)`: the word at `i`, not followed by an identifier character. */
export function keywordAt(text: string, i: number, word: string): boolean {
  return text.startsWith(word, i) && !isIdc(text.charCodeAt(i + word.length));
}

const KEYWORDS = new Set(['and', 'case', 'class', 'default', 'define', 'else', 'elsif', 'false', 'function', 'if', 'inherits', 'in', 'node', 'or', 'true', 'type', 'undef', 'unless', 'attr', 'private']);
const STATEMENT_FUNCTIONS = new Set(['include', 'contain', 'require', 'realize', 'tag', 'notice', 'warning', 'err', 'debug', 'info', 'alert', 'crit', 'emerg', 'fail', 'break', 'next', 'return']);

/** The grammar's `keyword`: its alternatives are words followed by `~idc`, so the whole word decides. */
export function isKeywordAt(text: string, i: number): boolean {
  const end = wordEnd(text, i);
  return end - i <= 8 && end > i && KEYWORDS.has(text.slice(i, end));
}

/** `statementFunction`: end of the name, or -1. */
export function statementFunctionEnd(text: string, i: number): number {
  const end = wordEnd(text, i);
  return end - i <= 7 && end > i && STATEMENT_FUNCTIONS.has(text.slice(i, end)) ? end : -1;
}

/** `nameSegment`: `[a-z_][A-Za-z0-9_]*`. */
export function nameSegmentEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return isLower(c) || c === C_UNDERSCORE ? wordEnd(text, i + 1) : -1;
}

/** `bareSegment`: a name segment with `-word` tails (`x86_64-linux`). */
function bareSegmentEnd(text: string, i: number): number {
  let j = nameSegmentEnd(text, i);
  if (j < 0) return -1;
  while (text.charCodeAt(j) === C_MINUS && isIdc(text.charCodeAt(j + 1))) j = wordEnd(text, j + 1);
  return j;
}

/** `segment ("::" segment)*` with an optional leading `::`. */
function qualifiedEnd(text: string, i: number, segment: (text: string, i: number) => number, leading: boolean): number {
  let j = i;
  if (leading && text.startsWith('::', j)) j += 2;
  j = segment(text, j);
  if (j < 0) return -1;
  for (;;) {
    if (!text.startsWith('::', j)) return j;
    const k = segment(text, j + 2);
    if (k < 0) return j;
    j = k;
  }
}

/** `bareWord` and `definitionName`: `~keyword "::"? bareSegment ("::" bareSegment)*`. */
export function bareWordEnd(text: string, i: number): number {
  return isKeywordAt(text, i) ? -1 : qualifiedEnd(text, i, bareSegmentEnd, true);
}

/** `methodName`: `nameSegment ("::" nameSegment)*`. */
export function methodNameEnd(text: string, i: number): number {
  return qualifiedEnd(text, i, nameSegmentEnd, false);
}

function upperSegmentEnd(text: string, i: number): number {
  return isUpper(text.charCodeAt(i)) ? wordEnd(text, i + 1) : -1;
}

/** `classRef`: `"::"? Upper ("::" Upper)*`. */
export function classRefEnd(text: string, i: number): number {
  return qualifiedEnd(text, i, upperSegmentEnd, true);
}

/** `hostName`: `[A-Za-z0-9_-]+` segments joined by `.`. */
export function hostNameEnd(text: string, i: number): number {
  const segment = (k: number) => {
    let j = k;
    while (j < text.length && (isIdc(text.charCodeAt(j)) || text.charCodeAt(j) === C_MINUS)) j++;
    return j > k ? j : -1;
  };
  let j = segment(i);
  if (j < 0) return -1;
  while (text.charCodeAt(j) === C_DOT) {
    const k = segment(j + 1);
    if (k < 0) break;
    j = k;
  }
  return j;
}

/** `variableName`: `"::"? idc+ ("::" idc+)*`. */
export function variableNameEnd(text: string, i: number): number {
  let j = i;
  if (text.startsWith('::', j)) j += 2;
  const first = wordEnd(text, j);
  if (first === j) return -1;
  j = first;
  while (text.startsWith('::', j)) {
    const k = wordEnd(text, j + 2);
    if (k === j + 2) break;
    j = k;
  }
  return j;
}

function digitsEnd(text: string, i: number, test: (c: number) => boolean): number {
  while (i < text.length && test(text.charCodeAt(i))) i++;
  return i;
}

const isHex = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
const isOctal = (c: number) => c >= 48 && c <= 55;

/** `exponent`: `[eE] -? [0-9]+`. */
function exponentEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c !== 101 && c !== 69) return -1;
  let j = i + 1;
  if (text.charCodeAt(j) === C_MINUS) j++;
  const k = digitsEnd(text, j, isDigit);
  return k > j ? k : -1;
}

/** `number`: hex, float, exponent, octal, decimal, tried in the grammar's order. */
export function numberEnd(text: string, i: number): number {
  const notIdc = (j: number) => (j >= 0 && !isIdc(text.charCodeAt(j)) ? j : -1);
  const c1 = text.charCodeAt(i + 1);
  if (text.charCodeAt(i) === 48 && (c1 === 120 || c1 === 88)) {
    const j = digitsEnd(text, i + 2, isHex);
    const r = j > i + 2 ? notIdc(j) : -1;
    if (r >= 0) return r;
  }
  const int = digitsEnd(text, i, isDigit);
  if (int === i) return -1;
  if (text.charCodeAt(int) === C_DOT) {
    const frac = digitsEnd(text, int + 1, isDigit);
    if (frac > int + 1) {
      const e = exponentEnd(text, frac);
      const r = notIdc(e >= 0 ? e : frac);
      if (r >= 0) return r;
    }
  }
  const e = exponentEnd(text, int);
  if (e >= 0 && notIdc(e) >= 0) return e;
  if (text.charCodeAt(i) === 48) {
    const oct = digitsEnd(text, i + 1, isOctal);
    if (oct > i + 1 && notIdc(oct) >= 0) return oct;
    return notIdc(i + 1);
  }
  return notIdc(int);
}

/** `sqString` opened at `i`: the offset after its closing quote, or -1 when it never closes. */
export function sqStringEnd(text: string, i: number): number {
  let j = i + 1;
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === C_SQ) return j + 1;
    if (c === C_BACKSLASH) {
      const d = text.charCodeAt(j + 1);
      j += d === C_BACKSLASH || d === C_SQ ? 2 : 1;
    } else j++;
  }
  return -1;
}

/** `dqString` opened at `i`: `${...}` always opens an interpolation, which must close. */
export function dqStringEnd(text: string, i: number): number {
  let j = i + 1;
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === C_DQ) return j + 1;
    if (c === C_BACKSLASH) j += j + 1 < n ? 2 : 1;
    else if (c === C_DOLLAR && text.charCodeAt(j + 1) === C_LBRACE) {
      const k = interpolationTextEnd(text, j + 2);
      if (text.charCodeAt(k) !== C_RBRACE) return -1;
      j = k + 1;
    } else j++;
  }
  return -1;
}

/**
 * `interpolationText`: code inside `${...}` up to its closing `}` (returned, not consumed). Braces
 * nest; a quote always opens a string, and an unclosed one stops the text there.
 */
function interpolationTextEnd(text: string, i: number): number {
  const n = text.length;
  let j = i;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === C_RBRACE) return j;
    if (c === C_LBRACE) {
      const k = interpolationTextEnd(text, j + 1);
      // An unbalanced `{` is an ordinary character to the grammar, whose rescan from the next
      // character stops where the inner one did (the end or an unclosed quote): return that at once.
      if (text.charCodeAt(k) !== C_RBRACE) return k;
      j = k + 1;
    } else if (c === C_SQ || c === C_DQ) {
      const k = c === C_SQ ? sqStringEnd(text, j) : dqStringEnd(text, j);
      if (k < 0) return j;
      j = k;
    } else j++;
  }
  return j;
}

/** `regex` opened at `i`: `/ ... /` with backslash escapes, possibly over lines. */
export function regexEnd(text: string, i: number): number {
  let j = i + 1;
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === C_SLASH) return j + 1;
    j += c === C_BACKSLASH && j + 1 < n ? 2 : 1;
  }
  return -1;
}

/** `heredocOpen` at `i`: `@(` then at least one character other than `)` and a line break, then `)`. */
export function heredocOpenEnd(text: string, i: number): number {
  let j = i + 2;
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === 41) return j > i + 2 ? j + 1 : -1;
    if (c === C_NL) return -1;
    j++;
  }
  return -1;
}

/** Character codes the parser tests by name. */
export const CHAR = { C_COLON, C_DOLLAR, C_SQ, C_DQ, C_SLASH, C_MINUS, C_STAR, C_DOT, C_UNDERSCORE };
