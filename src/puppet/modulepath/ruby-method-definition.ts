// The first method definition (`def name`, `def self.name`) of a Ruby file, as Puppet 7 looks for
// one before it loads a 3.x function: Ripper's parse of the whole file, which overcat approximates
// line by line, skipping comments, `=begin` blocks and heredoc bodies (a function's doc text).

export interface MethodDefinition {
  name: string;
  /** 1-based line of the `def`. */
  line: number;
  /** 0-based column of the method's name (what Puppet's message calls its line). */
  column: number;
  /** Offset of the `def` in the text. */
  offset: number;
}

const HEREDOC = /<<([-~]?)(["'`]?)([A-Za-z_]\w*)\2/g;
const DEF = /^(\s*def\s+(?:self\s*\.\s*)?)([A-Za-z_]\w*[?!=]?)/;

export function firstMethodDefinition(text: string): MethodDefinition | undefined {
  const lines = text.split('\n');
  const pending: { tag: string; indented: boolean }[] = [];
  let inBlockComment = false;
  let offset = 0;
  for (let i = 0; i < lines.length; offset += lines[i]!.length + 1, i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (inBlockComment) {
      if (/^=end\b/.test(line)) inBlockComment = false;
      continue;
    }
    if (pending.length > 0) {
      const h = pending[0]!;
      if ((h.indented ? line.trim() : line) === h.tag) pending.shift();
      continue;
    }
    if (/^=begin\b/.test(line)) {
      inBlockComment = true;
      continue;
    }
    if (/^\s*#/.test(line)) continue;
    const def = DEF.exec(line);
    if (def) return { name: def[2]!, line: i + 1, column: Buffer.byteLength(def[1]!, 'utf8'), offset: offset + line.indexOf('def') };
    for (const m of line.matchAll(HEREDOC)) pending.push({ tag: m[3]!, indented: m[1] !== '' });
  }
  return undefined;
}
