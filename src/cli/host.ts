// The CLI's one way to reach the disk: a DiskHost confined to the roots a command was given (the
// files and directories named on its command line), so no command reads outside them.
import * as path from 'node:path';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { DiskHost } from '../host/disk-host.js';
import { readSource } from '../host/read-source.js';
import { DEFAULT_STATE_DIR } from '../heat/stack/store.js';
import type { HeatRequestOptions } from '../pipeline/heat.js';

/** A host whose reads stay inside `roots` (files or directories; undefined entries are ignored). */
export function confinedHost(roots: readonly (string | undefined)[]): DiskHost {
  return new DiskHost({ roots: roots.filter((r): r is string => r !== undefined && r !== '') });
}

/** A module path as typed: directories separated by ':' (';' on Windows, as Puppet does). */
export function splitModulepath(modulepath: string | undefined): string[] {
  return modulepath?.split(path.delimiter).filter(Boolean) ?? [];
}

/**
 * The roots a module path gives: its directories, and the `.resource_types` beside each, where
 * `puppet generate types` writes an environment's type metadata (ModulePath.scan reads it there:
 * without it, every Ruby type of the path is one whose parameters cannot be checked).
 */
export function modulepathRoots(modulepath: readonly string[]): string[] {
  return modulepath.flatMap((d) => [d, path.join(path.dirname(path.resolve(d)), '.resource_types')]);
}

const dirOf = (file: string | undefined) => (file === undefined ? undefined : path.dirname(file));

/**
 * For a Heat request: the directories of every file named (template, environment files, the
 * --env-list and the files it lists, --parameter-file values, --body) and the state directory.
 */
export function heatHost(o: HeatRequestOptions & { state?: string }): DiskHost {
  const listed = o.envList ? (readSource(confinedHost([o.envList]), o.envList, new DiagnosticBag())?.text ?? '').split('\n').map((l) => l.trim()).filter(Boolean) : [];
  const parameterFiles = o.parameterFile.map((p) => (p.includes('=') ? p.slice(p.indexOf('=') + 1) : undefined));
  return confinedHost([
    dirOf(o.template),
    ...[...o.environment, ...listed].map(dirOf),
    dirOf(o.envList),
    ...parameterFiles.map(dirOf),
    dirOf(o.body),
    o.state ?? DEFAULT_STATE_DIR,
  ]);
}

/** For `heat stack show|list`: the state directory only. */
export function stateHost(state: string | undefined): DiskHost {
  return confinedHost([state ?? DEFAULT_STATE_DIR]);
}
