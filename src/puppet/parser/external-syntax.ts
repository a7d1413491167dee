// The syntax a heredoc declares (`@(END:json)`), checked as Puppet's syntax checkers check the text
// it produces: JSON and Base64 (Puppet's pp and epp checkers are not run here).

/** The checkers Puppet registers that overcat runs, by syntax name. */
const CHECKERS: Record<string, (text: string) => string | undefined> = {
  json: (text) => {
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return 'JSON syntax checker: Cannot parse invalid JSON string.';
    }
  },
  base64: (text) => {
    const cleaned = text.replace(/[\r\n\t ?]/g, '');
    if (/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(cleaned)) return undefined;
    return (cleaned.length * 8) % 6 !== 0
      ? 'Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct'
      : 'Base64 syntax checker: Cannot parse invalid Base64 string - contains letters outside strict base 64 range (or whitespace)';
  },
};

/**
 * Why `text` is not of the declared `syntax`, in Puppet's words; undefined when it is, or when no
 * checker knows the syntax. `data+json` is checked by the most specific known name (`json`).
 */
export function externalSyntaxError(text: string, syntax: string): string | undefined {
  const segments = syntax.split('+');
  for (let i = 0; i < segments.length; i++) {
    const checker = CHECKERS[segments.slice(i).join('+')];
    if (!checker) continue;
    const why = checker(text);
    return why === undefined ? undefined : `Invalid produced text having syntax: '${syntax}'. ${why}`;
  }
  return undefined;
}

/** Where a heredoc's text starts (the line after its `@(TAG)`), where Puppet reports its syntax error. */
export function heredocTextStart(source: string, heredoc: { start: number }): number {
  const eol = source.indexOf('\n', heredoc.start);
  return eol < 0 ? heredoc.start : eol + 1;
}
