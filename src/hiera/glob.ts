// Glob patterns for Hiera's `glob`/`globs` levels (Ruby Dir.glob subset: * ** ? [..] {a,b}), walked
// through the Host as Ruby walks them: `**` does not descend into symlinked directories.
import type { Host } from '../host/host.js';

/** Patterns one glob may expand its braces into: `{a,b}` twenty times over is a million. */
export const MAX_BRACE_EXPANSION = 1024;

/** A glob whose braces expand past MAX_BRACE_EXPANSION patterns. */
export class GlobTooLarge extends Error {
  override name = 'GlobTooLarge';
}

function expandBraces(pattern: string, out: string[] = []): string[] {
  const m = /\{([^{}]*)\}/.exec(pattern);
  if (!m) {
    if (out.length >= MAX_BRACE_EXPANSION) throw new GlobTooLarge(`the braces of '${pattern}' expand to more than ${MAX_BRACE_EXPANSION} patterns`);
    out.push(pattern);
    return out;
  }
  const pre = pattern.slice(0, m.index);
  const post = pattern.slice(m.index + m[0].length);
  for (const alt of m[1]!.split(',')) expandBraces(pre + alt + post, out);
  return out;
}

function segmentRegex(seg: string): RegExp {
  let re = '';
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]!;
    if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = seg.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        re += `[${seg.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  // Dir.glob does not match dot files with a wildcard.
  return new RegExp(`^${seg.startsWith('.') ? '' : '(?!\\.)'}${re}$`);
}

/** Files under `base` matching `pattern` (relative), as absolute paths in sorted order; throws GlobTooLarge. */
export function globFiles(host: Host, base: string, pattern: string): string[] {
  const found = new Set<string>();
  for (const alt of expandBraces(pattern)) walk(host, base, alt.split('/').filter((s) => s !== ''), found);
  return [...found].sort();
}

function walk(host: Host, dir: string, segs: string[], found: Set<string>): void {
  if (segs.length === 0) {
    if (host.stat(dir) === 'file') found.add(dir);
    return;
  }
  const [seg, ...rest] = segs as [string, ...string[]];
  if (seg === '**') {
    walk(host, dir, rest, found);
    for (const name of host.readDirectory(dir)) {
      if (name.startsWith('.')) continue;
      const child = host.resolve(dir, name);
      if (host.stat(child) === 'directory' && !host.isSymbolicLink(child)) walk(host, child, segs, found);
    }
    return;
  }
  if (!/[*?[]/.test(seg)) {
    walk(host, host.resolve(dir, seg), rest, found);
    return;
  }
  const re = segmentRegex(seg);
  for (const name of host.readDirectory(dir)) if (re.test(name)) walk(host, host.resolve(dir, name), rest, found);
}
