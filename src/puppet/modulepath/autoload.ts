// Puppet's autoload layout: which file of a module Puppet reads to find a class, defined type,
// function or type alias by name, and the names a module's files stand for. A definition written
// anywhere else is never found by name (reference puppet_language.md §5.6).
import type { Host } from '../../host/host.js';

/** Module directory names Puppet accepts (others are ignored in a module path). */
export const MODULE_NAME = /^[a-z][a-z0-9_]*$/;

/** Deepest directory nesting a module scan descends (Puppet's own modules nest 5 levels at most). */
const MAX_DEPTH = 64;

/**
 * Files below `dir`, as sorted `/`-separated paths relative to it (recursively). Like Ruby's
 * `Dir.glob('**')`, symlinked directories are not descended, so a link loop cannot loop the scan.
 */
export function filesBelow(host: Host, dir: string, prefix = '', depth = 0): string[] {
  const out: string[] = [];
  for (const name of host.readDirectory(dir)) {
    const path = host.resolve(dir, name);
    const rel = prefix === '' ? name : `${prefix}/${name}`;
    if (host.stat(path) === 'directory') {
      if (depth < MAX_DEPTH && !host.isSymbolicLink(path)) out.push(...filesBelow(host, path, rel, depth + 1));
    } else out.push(rel);
  }
  return out;
}

/** `a/b.pp` in module `mod` → `mod::a::b`: the name Puppet expects from a file of functions/ or types/. */
export function nameFromPath(module: string | undefined, relPath: string, extension: string): string {
  const parts = relPath.slice(0, -extension.length).split('/');
  return (module === undefined ? parts : [module, ...parts]).join('::');
}

/**
 * Where, relative to a module path directory, the autoloader looks for `name` among the files of
 * `subdir` (`functions`, `types`): `mod::a::b` → `mod/functions/a/b.pp`. Undefined for a global
 * name, which Puppet never loads from a module's Puppet-language files.
 */
export function autoloadPath(subdir: string, name: string, extension: string): string | undefined {
  const parts = name.replace(/^::/, '').toLowerCase().split('::');
  if (parts.length < 2) return undefined;
  return `${parts[0]}/${subdir}/${parts.slice(1).join('/')}${extension}`;
}

/**
 * Whether Puppet finds class or defined type `name` in `manifests/<relPath>` of `module`: it tries
 * the file of the full name, then of each shorter prefix down to `init.pp` (`a::b::c` is looked
 * for in `a/manifests/b/c.pp`, `a/manifests/b.pp`, `a/manifests/init.pp`).
 */
export function manifestFindable(module: string, relPath: string, name: string): boolean {
  const parts = name.replace(/^::/, '').toLowerCase().split('::');
  if (parts[0] !== module) return false;
  if (relPath === 'init.pp') return true;
  const file = relPath.slice(0, -'.pp'.length).split('/');
  return file.length < parts.length && file.every((segment, k) => segment === parts[k + 1]);
}

/** The file where the autoloader looks first for class or defined type `name`. */
export function manifestPath(name: string): string {
  const parts = name.replace(/^::/, '').toLowerCase().split('::');
  return parts.length === 1 ? `${parts[0]}/manifests/init.pp` : `${parts[0]}/manifests/${parts.slice(1).join('/')}.pp`;
}
