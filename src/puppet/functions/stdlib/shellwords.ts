// Ruby's Shellwords.shellescape: every character outside [A-Za-z0-9_\-.,:+/@\n] backslashed, a
// newline quoted as '\n', the empty string as ''.
export function rubyShellEscape(s: string): string {
  if (s === '') return "''";
  return s.replace(/[^A-Za-z0-9_\-.,:+/@\n]/gu, '\\$&').replace(/\n/g, "'\n'");
}
