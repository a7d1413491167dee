// Ruby's `String#inspect`, which Puppet shows wherever Ruby code writes a string into text (a 3.x
// function's `%p`, Hiera putting an array or hash into an interpolated string).

const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r', '\f': '\\f', '\v': '\\v', '\b': '\\b', '\x07': '\\a', '\x1b': '\\e', '"': '\\"', '\\': '\\\\' };

/** Ruby's String#inspect of a UTF-8 string. */
export function rubyStringInspect(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const code = c.charCodeAt(0);
    const named = NAMED_ESCAPES[c];
    if (named !== undefined) out += named;
    else if (c === '#' && (s[i + 1] === '{' || s[i + 1] === '$' || s[i + 1] === '@')) out += '\\#';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += c;
  }
  return `${out}"`;
}

/**
 * Ruby's String#inspect of the string's bytes taken as binary, as Kernel#Float's refusal quotes
 * it: every byte outside printable ASCII is `\xHH` (`"\xC3\x84rger"` for "Ärger").
 */
export function rubyBinaryInspect(s: string): string {
  let out = '"';
  const bytes = new TextEncoder().encode(s);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const c = String.fromCharCode(b);
    const named = b < 0x80 ? NAMED_ESCAPES[c] : undefined;
    if (named !== undefined) out += named;
    else if (c === '#' && (bytes[i + 1] === 0x7b || bytes[i + 1] === 0x24 || bytes[i + 1] === 0x40)) out += '\\#';
    else if (b < 0x20 || b >= 0x7f) out += `\\x${b.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += c;
  }
  return `${out}"`;
}
