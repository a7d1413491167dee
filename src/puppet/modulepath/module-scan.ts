// What one module offers besides resource types and classes: Puppet-language functions
// (functions/**.pp), Ruby functions known by name (lib/puppet/functions/**.rb, legacy
// lib/puppet/parser/functions/*.rb), type aliases (types/**.pp) and templates (templates/**), each
// checked against the file Puppet's autoloader would read for its name.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type { Host } from '../../host/host.js';
import { readSource } from '../../host/read-source.js';
import type { ParseCache } from '../parser/cache.js';
import type { FunctionDefinition, TypeAlias } from '../parser/ast.js';
import { autoloadPath, filesBelow, nameFromPath } from './autoload.js';
import { firstMethodDefinition, type MethodDefinition } from './ruby-method-definition.js';
import { parameterInfo, type ParameterInfo } from './type-info.js';

export interface FunctionInfo {
  /** Lower-case name with `::` segments (`stdlib::ensure`, `validate_string`). */
  name: string;
  /** puppet: functions/*.pp; ruby: the 4.x API (lib/puppet/functions); ruby_legacy: the 3.x API (lib/puppet/parser/functions). */
  kind: 'puppet' | 'ruby' | 'ruby_legacy';
  /** The name as declared (Puppet functions), else the file. */
  location: Location;
  /** Puppet functions only (Ruby signatures are not read). */
  parameters?: ParameterInfo[];
  returnType?: string;
  /** A 3.x file's first method definition: Puppet 7 refuses to load such a file. */
  methodDefinition?: MethodDefinition;
  /** Ruby's LoadError where a 3.x file requires a library Puppet 7 no longer ships. */
  loadError?: string;
}

/** Libraries of Puppet's own that Puppet 7 no longer ships, which older modules' Ruby still requires. */
const REMOVED_PUPPET_LIBRARIES = ['puppet/util/methodhelper'];

/** The LoadError of the first `require` of a removed Puppet library in a Ruby file. */
function removedLibraryRequired(text: string): string | undefined {
  for (const m of text.matchAll(/^\s*require\s*\(?\s*['"]([^'"]+)['"]/gm)) {
    if (REMOVED_PUPPET_LIBRARIES.includes(m[1]!)) return `cannot load such file -- ${m[1]!}`;
  }
  return undefined;
}

export interface TypeAliasInfo {
  /** As written (`Stdlib::Port`); looked up in any case. */
  name: string;
  /** Source text of the aliased type. */
  type: string;
  location: Location;
}

export interface TemplateInfo {
  /** What `epp()` / `template()` take: `<module>/<path below templates/>`. */
  name: string;
  path: string;
  engine: 'epp' | 'erb' | 'other';
}

export interface ModuleContents {
  functions: FunctionInfo[];
  /** Names of the module's functions written for the 3.x API, also those a 4.x one of the same name hides. */
  legacyFunctions: string[];
  typeAliases: TypeAliasInfo[];
  templates: TemplateInfo[];
}

interface Context {
  host: Host;
  /** The module's directory. */
  dir: string;
  module: string;
  diagnostics: DiagnosticBag;
  cache: ParseCache;
}

function read(ctx: Context, path: string): SourceFile | undefined {
  return readSource(ctx.host, path, ctx.diagnostics, { optional: true });
}

function misplaced(ctx: Context, what: string, name: string, location: Location, expected: string | undefined): void {
  const where = expected ?? `the module's namespace (${ctx.module}::${name})`;
  ctx.diagnostics.report('OVC2805', { what, name, expected: where }, { location });
}

/** `function mod::f` → the name; `type Mod::T =` → up to the aliased type. */
function nameLocation(d: FunctionDefinition | TypeAlias, source: SourceFile): Location {
  return d.kind === 'FunctionDefinition' ? { source, start: d.nameSpan.start, end: d.nameSpan.end } : { source, start: d.start, end: d.type.start };
}

/** Definitions of one kind in the autoloaded files of `subdir`, kept when they sit where Puppet looks. */
function scanPuppetFiles<T extends FunctionDefinition | TypeAlias>(ctx: Context, subdir: string, kind: T['kind'], what: string, keep: (d: T, source: SourceFile) => void): void {
  const root = ctx.host.resolve(ctx.dir, subdir);
  for (const rel of filesBelow(ctx.host, root)) {
    if (!rel.endsWith('.pp')) continue;
    const source = read(ctx, ctx.host.resolve(root, rel));
    if (!source) continue;
    const program = ctx.cache.outline(source, ctx.diagnostics);
    if (!program) continue;
    const expected = nameFromPath(ctx.module, rel, '.pp');
    const found = program.body.filter((s): s is T => s.kind === kind);
    for (const d of found) {
      if (d.name.toLowerCase() === expected) keep(d, source);
      else misplaced(ctx, what, d.name, nameLocation(d, source), autoloadPath(subdir, d.name, '.pp'));
    }
    if (found.length === 0) ctx.diagnostics.report('OVC2806', { what, expected }, { location: { source, start: 0, end: 0 } });
  }
}

/** Ruby functions by name: the name their path gives, checked against the name the file declares. */
function scanRubyFunctions(ctx: Context, out: FunctionInfo[]): void {
  const apis = [
    { subdir: 'lib/puppet/functions', kind: 'ruby' as const, declares: /create_function\(\s*:?['"]?([A-Za-z0-9_:]+)/ },
    { subdir: 'lib/puppet/parser/functions', kind: 'ruby_legacy' as const, declares: /newfunction\(\s*:?['"]?([A-Za-z0-9_:]+)/g },
  ];
  for (const api of apis) {
    const root = ctx.host.resolve(ctx.dir, api.subdir);
    // The 3.x API has one global namespace: only files directly in its directory are loaded.
    const files = api.kind === 'ruby' ? filesBelow(ctx.host, root) : ctx.host.readDirectory(root);
    for (const rel of files) {
      if (!rel.endsWith('.rb')) continue;
      const source = read(ctx, ctx.host.resolve(root, rel));
      if (!source) continue;
      const name = nameFromPath(undefined, rel, '.rb').toLowerCase();
      // A 3.x file may define helpers first (docker_run_flags.rb's docker::escape): Puppet finds
      // the function if the file defines one of its name anywhere.
      const all = api.kind === 'ruby' ? [api.declares.exec(source.text)].filter((x) => x !== null) : [...source.text.matchAll(api.declares)];
      const m = all.find((x) => x[1]!.toLowerCase() === name) ?? all[0];
      const location: Location = m ? { source, start: m.index, end: m.index + m[0].length } : { source, start: 0, end: 0 };
      const declared = m?.[1]?.toLowerCase();
      const segments = name.split('::');
      if (declared !== undefined && declared !== name) {
        misplaced(ctx, 'function', m![1]!, location, `${ctx.module}/${api.subdir}/${declared.replace(/::/g, '/')}.rb`);
        continue;
      }
      // A namespaced function is only looked for in the module of its namespace.
      if (segments.length > 1 && segments[0] !== ctx.module) {
        misplaced(ctx, 'function', name, location, `${segments[0]}/${api.subdir}/${rel}`);
        continue;
      }
      const def = api.kind === 'ruby_legacy' ? firstMethodDefinition(source.text) : undefined;
      const loadError = api.kind === 'ruby_legacy' ? removedLibraryRequired(source.text) : undefined;
      out.push({ name, kind: api.kind, location, ...(def ? { methodDefinition: def } : {}), ...(loadError ? { loadError } : {}) });
    }
  }
}

/**
 * Puppet looks for a function in a module's Ruby 4.x files first, then in its Puppet-language
 * files, then in its legacy Ruby files (stdlib ships some functions in two APIs while migrating):
 * a name defined in several of them is the first, silently.
 */
function firstOfEachName(functions: FunctionInfo[]): FunctionInfo[] {
  const order = { ruby: 0, puppet: 1, ruby_legacy: 2 };
  const seen = new Set<string>();
  return [...functions].sort((a, b) => order[a.kind] - order[b.kind]).filter((f) => !seen.has(f.name) && seen.add(f.name));
}

export function scanModule(host: Host, dir: string, module: string, diagnostics: DiagnosticBag, cache: ParseCache): ModuleContents {
  const ctx: Context = { host, dir, module, diagnostics, cache };
  const contents: ModuleContents = { functions: [], legacyFunctions: [], typeAliases: [], templates: [] };
  scanPuppetFiles<FunctionDefinition>(ctx, 'functions', 'FunctionDefinition', 'function', (d, source) => {
    const info: FunctionInfo = { name: d.name.toLowerCase(), kind: 'puppet', location: nameLocation(d, source), parameters: d.parameters.map(parameterInfo) };
    if (d.returnType) info.returnType = d.returnType.text;
    contents.functions.push(info);
  });
  scanRubyFunctions(ctx, contents.functions);
  contents.legacyFunctions = contents.functions.filter((f) => f.kind === 'ruby_legacy').map((f) => f.name);
  contents.functions = firstOfEachName(contents.functions);
  scanPuppetFiles<TypeAlias>(ctx, 'types', 'TypeAlias', 'type alias', (d, source) => {
    contents.typeAliases.push({ name: d.name, type: source.text.slice(d.type.start, d.type.end), location: nameLocation(d, source) });
  });
  const templates = host.resolve(dir, 'templates');
  for (const rel of filesBelow(host, templates)) {
    const engine = rel.endsWith('.epp') ? 'epp' : rel.endsWith('.erb') ? 'erb' : 'other';
    contents.templates.push({ name: `${module}/${rel}`, path: host.resolve(templates, rel), engine });
  }
  return contents;
}
