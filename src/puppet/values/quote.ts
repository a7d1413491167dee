// Puppet's quoting of a string inside a rendered value or type (`'a'`, `"a\n"`): StringConverter's puppet_quote.

/**
 * A string as Puppet writes it inside arrays, hashes and types: single-quoted (a quote escaped,
 * a backslash kept as written but doubled at the end), or double-quoted with escapes when it
 * holds a control character.
 */
export function puppetQuote(s: string): string {
  // Fast path: no control character, quote or backslash.
  if (/^[^\x00-\x1f'\\]*$/.test(s)) return `'${s}'`;
  let out = "'";
  let escaped = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) return puppetDoubleQuote(s);
    if (escaped) {
      out += `\\${s[i]}`;
      escaped = false;
    } else if (c === 0x27) out += "\\'";
    else if (c === 0x5c) escaped = true;
    else out += s[i];
  }
  return `${out}${escaped ? '\\' : ''}'`;
}

/** A string double-quoted with Puppet's escapes (StringConverter's puppet_double_quote, `%#p`). */
export function puppetDoubleQuote(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    const c = ch.charCodeAt(0);
    if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '"') out += '\\"';
    else if (ch === '$') out += '\\$';
    else if (ch === '\\') out += '\\\\';
    else if (c < 0x20) out += `\\u{${c.toString(16).toUpperCase()}}`;
    else out += ch;
  }
  return `${out}"`;
}
