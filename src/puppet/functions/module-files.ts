// How file(), find_file() and find_template() find a file (Puppet::Parser::Files): an absolute
// path as it is, `<module>/<rest>` as <module's directory>/<files or templates>/<rest>. Only what
// the Host lets the compilation read (the module path and the given roots) is found.
import type { FunctionContext } from './context.js';

/** The path `reference` names, or undefined when it names no module of the module path. */
export function modulePath(ctx: FunctionContext, reference: string, subdirectory: 'files' | 'templates'): string | undefined {
  if (reference.startsWith('/')) return reference;
  const slash = reference.indexOf('/');
  if (slash < 0) return undefined;
  const dir = ctx.moduleDirectory(reference.slice(0, slash));
  return dir === undefined ? undefined : `${dir}/${subdirectory}/${reference.slice(slash + 1)}`;
}

/** The first reference that names an existing file or directory, as its path; undefined when none does. */
export function findFirst(ctx: FunctionContext, references: readonly string[], subdirectory: 'files' | 'templates'): string | undefined {
  for (const r of references) {
    const path = modulePath(ctx, r, subdirectory);
    if (path !== undefined && ctx.fileKind(path) !== undefined) return path;
  }
  return undefined;
}
