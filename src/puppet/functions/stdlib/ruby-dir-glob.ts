// Ruby 3.1's Dir.glob on the files the compilation may read: braces expanded first (each
// alternative's matches in turn), then the path walked segment by segment with each directory's
// entries in byte order, `**/` descending into every directory that is neither hidden nor a
// symbolic link, wildcards not matching a leading dot, and a trailing `/` matching directories.
import type { FunctionContext } from '../context.js';

/** `{a,b}` alternatives, nested ones too; an unclosed brace is literal. */
export function expandBraces(pattern: string): string[] {
  let depth = 0;
  let open = -1;
  const commas: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === ',' && depth === 1) commas.push(i);
    else if (c === '}' && depth > 0 && --depth === 0) {
      const bounds = [open, ...commas, i];
      const head = pattern.slice(0, open);
      const tail = pattern.slice(i + 1);
      return bounds.slice(1).flatMap((end, k) => expandBraces(head + pattern.slice(bounds[k]! + 1, end) + tail));
    }
  }
  return [pattern];
}

const MAGIC = /[*?[]/;

/** fnmatch(3) of one path segment without FNM_DOTMATCH: a leading dot is matched only by a dot. */
function segmentMatcher(segment: string): (name: string) => boolean {
  let re = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === '\\' && i + 1 < segment.length) re += `\\${segment[++i]}`;
    else if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close < 0) re += '\\[';
      else {
        const body = segment.slice(i + 1, close);
        const negated = body.startsWith('!') || body.startsWith('^');
        re += `[${negated ? '^' : ''}${(negated ? body.slice(1) : body).replace(/[\\\]^]/g, '\\$&')}]`;
        i = close;
      }
    } else re += c.replace(/[.+(){}|$^]/g, '\\$&');
  }
  const regex = new RegExp(`^${re}$`, 's');
  const literalDot = segment.startsWith('.') || segment.startsWith('\\.');
  return (name) => (literalDot || !name.startsWith('.')) && regex.test(name);
}

/** A pattern still to match below a directory: its remaining segments. */
type Rest = readonly string[];

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function globPattern(ctx: FunctionContext, pattern: string, out: string[]): void {
  if (pattern === '') return;
  const absolute = pattern.startsWith('/');
  const segments = (absolute ? pattern.slice(1) : pattern).split('/');
  const fsPath = (path: string) => (path === '' ? '.' : path);
  const walk = (path: string, rests: readonly Rest[]): void => {
    const kind = ctx.fileKind(fsPath(path));
    if (kind === undefined && path !== '' && !ctx.isSymbolicLink(path)) return;
    // A pattern that ended here matches the path; one that ended in `/` matches it as a directory.
    if (rests.some((r) => r.length === 0)) out.push(path);
    else if (kind === 'directory' && rests.some((r) => r.length === 1 && r[0] === '')) out.push(`${path}/`);
    const joined = (name: string) => (path === '' ? name : path === '/' ? `/${name}` : `${path}/${name}`);
    const literal = rests.filter((r) => r.length > 0 && r[0] !== '' && !MAGIC.test(r[0]!) && !(r[0] === '**' && r.length > 1));
    const scanned = rests.filter((r) => r.length > 0 && (MAGIC.test(r[0]!) || (r[0] === '**' && r.length > 1)));
    for (const r of literal) walk(joined(r[0]!.replace(/\\(.)/g, '$1')), [r.slice(1)]);
    // An empty segment (`a//b`) keeps its slash.
    for (const r of rests.filter((x) => x.length > 1 && x[0] === '')) walk(`${path}/`, [r.slice(1)]);
    if (scanned.length === 0 || kind !== 'directory') return;
    const names = ['.', ...ctx.listDirectory(fsPath(path))].sort(byteOrder);
    for (const name of names) {
      const entry = joined(name);
      const next: Rest[] = [];
      for (let r of scanned) {
        if (r[0] === '**' && r.length > 1) {
          if (name !== '.' && !name.startsWith('.') && ctx.fileKind(entry) === 'directory' && !ctx.isSymbolicLink(entry)) next.push(r);
          r = r.slice(1);
        }
        if (name === '.' && r[0] !== '.' && !(r[0]!.startsWith('.') && MAGIC.test(r[0]!))) continue;
        if (segmentMatcher(r[0]!)(name)) next.push(r.slice(1));
      }
      if (next.length > 0) walk(entry, next);
    }
  };
  walk(absolute ? '/' : '', [segments]);
}

/** Dir.glob(patterns): the matches of each pattern (and each brace alternative) in turn. */
export function rubyDirGlob(ctx: FunctionContext, patterns: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of patterns) for (const alternative of expandBraces(p)) globPattern(ctx, alternative, out);
  return out;
}
