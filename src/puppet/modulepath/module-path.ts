// The ModulePath: every resource type a module path declares (Puppet's core types, generated
// metadata of module types, module Ruby types by name, defined types from the manifests), the
// classes, functions, type aliases and templates, looked up case-insensitively.
import { DiagnosticBag, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { Location } from '../../diagnostics/source.js';
import type { Host } from '../../host/host.js';
import { readSource } from '../../host/read-source.js';
import type { ClassDefinition, DefineDefinition, EppTemplate, Statement } from '../parser/ast.js';
import { ParseCache } from '../parser/cache.js';
import { filesBelow, MODULE_NAME, manifestFindable, manifestPath } from './autoload.js';
import { CoreTypes } from './core-types.js';
import { existingModuleDirectories } from './existing-directories.js';
import { scanModule, type FunctionInfo, type TemplateInfo, type TypeAliasInfo } from './module-scan.js';
import { readResourceTypeFile } from './resource-type-file.js';
import { parameterInfo, type ParameterInfo, type ResourceTypeInfo } from './type-info.js';

export type { FunctionInfo, TemplateInfo, TypeAliasInfo } from './module-scan.js';
export type { ParameterInfo, ResourceTypeInfo } from './type-info.js';

export interface ClassInfo {
  name: string;
  parameters: ParameterInfo[];
  location: Location;
}

/** A class or define of a manifest with the name Puppet gives it (lower case, no leading `::`). */
export interface NamedDefinition {
  def: ClassDefinition | DefineDefinition;
  name: string;
  /** Inside a class: Puppet knows it once that class's file is loaded. */
  nested: boolean;
}

/**
 * Definitions anywhere in a manifest's statements. A class may nest definitions, which take its
 * name as prefix: `define cert_file` in `class ssl::keys` is `ssl::keys::cert_file`, and Puppet
 * knows no `cert_file`.
 */
export function namedDefinitions(body: readonly Statement[], prefix = '', out: NamedDefinition[] = []): NamedDefinition[] {
  for (const s of body) {
    if (s.kind !== 'DefineDefinition' && s.kind !== 'ClassDefinition') continue;
    const name = (prefix && !s.name.includes('::') ? `${prefix}::${s.name}` : s.name).replace(/^::/, '').toLowerCase();
    out.push({ def: s, name, nested: prefix !== '' });
    if (s.kind === 'ClassDefinition') namedDefinitions(s.body, name, out);
  }
  return out;
}


/** The core types (CoreTypes) and everything the module path's directories declare. */
export class ModulePath extends CoreTypes {
  private readonly classes = new Map<string, ClassInfo>();
  private readonly functions = new Map<string, FunctionInfo>();
  private readonly legacyFunctions = new Set<string>();
  /** The 3.x functions Puppet 7 cannot load, in module path order. */
  private readonly unloadableLegacy: FunctionInfo[] = [];
  private readonly typeAliases = new Map<string, TypeAliasInfo>();
  private readonly templates = new Map<string, TemplateInfo>();
  /** Module name → its directory (absolute), the first one of the path with that name. */
  private readonly moduleDirectories = new Map<string, string>();
  /** Templates parsed on demand, with the diagnostics of their parse. */
  private readonly parsedTemplates = new Map<string, { template: EppTemplate | undefined; diagnostics: Diagnostic[] }>();

  private constructor(
    private readonly host?: Host,
    /** Where templates are parsed (the scan's cache: in memory, and on disk with a cache directory). */
    private readonly cache: ParseCache = new ParseCache(),
  ) {
    super();
  }

  /** Puppet's built-in types only. */
  static coreOnly(): ModulePath {
    return new ModulePath();
  }

  /**
   * Scans module directories: `.resource_types/*.pp` beside or inside each directory (where
   * `puppet generate types` writes them for an environment), and in every module its
   * `lib/puppet/type/*.rb` (known by name; a warning when no metadata describes it), manifests,
   * functions, type aliases and templates. As in Puppet, a module name found in an earlier
   * directory of the path hides the same name in later ones.
   */
  static scan(host: Host, modulepath: readonly string[], diagnostics: DiagnosticBag, cache: ParseCache = new ParseCache()): ModulePath {
    const registry = new ModulePath(host, cache);
    const rubyTypes: { name: string; file: string }[] = [];
    const modules = new Set<string>();
    // Several directories of one environment (`modules:site`) share its .resource_types: read once.
    const metaDirs = new Set<string>();
    for (const dir of existingModuleDirectories(host, modulepath, diagnostics)) {
      for (const metaDir of [host.resolve(dir, '.resource_types'), host.resolve(dir, '..', '.resource_types')]) {
        if (metaDirs.has(metaDir)) continue;
        metaDirs.add(metaDir);
        for (const f of host.readDirectory(metaDir)) {
          if (!f.endsWith('.pp')) continue;
          const source = readSource(host, host.resolve(metaDir, f), diagnostics, { optional: true });
          if (!source) continue;
          for (const t of readResourceTypeFile(source, diagnostics)) registry.define(t, diagnostics);
        }
      }
      for (const mod of host.readDirectory(dir)) {
        if (!MODULE_NAME.test(mod) || modules.has(mod) || host.stat(host.resolve(dir, mod)) !== 'directory') continue;
        modules.add(mod);
        registry.moduleDirectories.set(mod, host.resolve(dir, mod));
        const typeDir = host.resolve(dir, mod, 'lib/puppet/type');
        for (const f of host.readDirectory(typeDir)) if (f.endsWith('.rb')) rubyTypes.push({ name: f.slice(0, -3).toLowerCase(), file: host.resolve(typeDir, f) });
        registry.scanManifests(host, host.resolve(dir, mod), mod, diagnostics, cache);
        const contents = scanModule(host, host.resolve(dir, mod), mod, diagnostics, cache);
        // Only global function names can clash across modules; Puppet then uses the first module's.
        for (const f of contents.functions) registry.addOnce(registry.functions, f.name, f, 'function', diagnostics, 'warning');
        for (const f of contents.legacyFunctions) registry.legacyFunctions.add(f);
        registry.unloadableLegacy.push(...contents.functions.filter((f) => f.loadError !== undefined));
        for (const t of contents.typeAliases) registry.addOnce(registry.typeAliases, t.name.toLowerCase(), t, 'type alias', diagnostics);
        for (const t of contents.templates) registry.templates.set(t.name, t);
      }
    }
    for (const { name, file } of rubyTypes) {
      if (registry.types.has(name)) continue;
      diagnostics.report('OVC2802', { type: name, file });
      registry.types.set(name, { name, kind: 'ruby_type', namevars: ['name'] });
    }
    return registry;
  }

  /**
   * Defined types and classes of one module's manifests directory (recursively, sorted). One the
   * autoloader would not find by name is reported, and kept: loading its file for another name
   * defines it too.
   */
  private scanManifests(host: Host, moduleDir: string, module: string, diagnostics: DiagnosticBag, cache: ParseCache): void {
    const dir = host.resolve(moduleDir, 'manifests');
    for (const rel of filesBelow(host, dir)) {
      if (!rel.endsWith('.pp')) continue;
      const path = host.resolve(dir, rel);
      const source = readSource(host, path, diagnostics, { optional: true });
      if (!source) continue;
      const program = cache.outline(source, diagnostics);
      for (const { def: d, name: lower, nested } of program ? namedDefinitions(program.body) : []) {
        const location = { source, start: d.nameSpan.start, end: d.nameSpan.end };
        if (!nested && !manifestFindable(module, rel, d.name)) {
          diagnostics.report('OVC2805', { what: d.kind === 'ClassDefinition' ? 'class' : 'defined type', name: d.name, expected: manifestPath(d.name) }, { location });
        }
        const parameters = d.parameters.map(parameterInfo);
        if (d.kind === 'ClassDefinition') {
          const existing = this.classes.get(lower);
          if (existing) diagnostics.report('OVC2804', { what: 'class', name: lower }, { location, related: [{ message: 'first defined here', location: existing.location }] });
          else this.classes.set(lower, { name: lower, parameters, location });
        } else {
          this.define({ name: lower, kind: 'define', parameters: [...parameters, { name: 'name', kind: 'parameter', namevar: true }], namevars: ['name'], location }, diagnostics);
        }
      }
    }
  }

  /** Keeps the first definition of a name; a later one is reported where it is. */
  private addOnce<T extends { location: Location }>(map: Map<string, T>, key: string, info: T, what: string, diagnostics: DiagnosticBag, severity?: 'warning'): void {
    const existing = map.get(key);
    if (existing) {
      const related = [{ message: 'first defined here', location: existing.location }];
      diagnostics.report('OVC2804', { what, name: key }, { location: info.location, related, ...(severity ? { severity } : {}) });
    } else {
      map.set(key, info);
    }
  }

  private define(t: ResourceTypeInfo, diagnostics: DiagnosticBag): void {
    const existing = this.types.get(t.name);
    if (existing && existing.location !== undefined) {
      diagnostics.report('OVC2803', { type: t.name }, { location: t.location, related: [{ message: 'first defined here', location: existing.location }] });
      return;
    }
    this.types.set(t.name, t);
  }

  /** A class by name (any case, with or without a leading `::`). */
  getClass(name: string): ClassInfo | undefined {
    return this.classes.get(name.replace(/^::/, '').toLowerCase());
  }

  /** Class names, sorted. */
  classNames(): string[] {
    return [...this.classes.keys()].sort();
  }

  /** A function by name (any case; `stdlib::ensure`, `validate_string`). */
  getFunction(name: string): FunctionInfo | undefined {
    return this.functions.get(name.replace(/^::/, '').toLowerCase());
  }

  /**
   * Whether a module defines a function of this name for the 3.x API (lib/puppet/parser/functions):
   * Ruby code may then call it as `scope.function_<name>`, whatever else has the name.
   */
  hasLegacyFunction(name: string): boolean {
    return this.legacyFunctions.has(name.toLowerCase());
  }

  /** The first 3.x function of the path whose file Puppet 7 cannot load (what a `loadall` stops at). */
  firstLegacyLoadError(): FunctionInfo | undefined {
    return this.unloadableLegacy[0];
  }

  /** Function names, sorted. */
  functionNames(): string[] {
    return [...this.functions.keys()].sort();
  }

  /** A type alias by name (any case: `Stdlib::Port`, `stdlib::port`). */
  getTypeAlias(name: string): TypeAliasInfo | undefined {
    return this.typeAliases.get(name.replace(/^::/, '').toLowerCase());
  }

  /** Type alias names as written, sorted. */
  typeAliasNames(): string[] {
    return [...this.typeAliases.values()].map((t) => t.name).sort();
  }

  /** A template by the name `epp()` and `template()` take: `<module>/<path below templates/>`. */
  /** The directory of the module named `name` (absolute), as Puppet's `module_directory()` finds it. */
  moduleDirectory(name: string): string | undefined {
    return this.moduleDirectories.get(name);
  }

  /** Each module of the path (the first directory with its name), in path order: [name, directory]. */
  modules(): [string, string][] {
    return [...this.moduleDirectories];
  }

  getTemplate(name: string): TemplateInfo | undefined {
    return this.templates.get(name);
  }

  /** Template names, sorted. */
  templateNames(): string[] {
    return [...this.templates.keys()].sort();
  }

  /**
   * The parsed EPP template `name`, read on first use (a module path has many templates and a
   * compilation renders few). Undefined, with the reasons reported, when it is not an EPP
   * template of the module path or does not parse.
   */
  parseTemplate(name: string, diagnostics: DiagnosticBag): EppTemplate | undefined {
    const info = this.templates.get(name);
    if (!info || info.engine !== 'epp' || !this.host) {
      diagnostics.report('OVC2807', { name });
      return undefined;
    }
    let parsed = this.parsedTemplates.get(name);
    if (!parsed) {
      const bag = new DiagnosticBag();
      const source = readSource(this.host, info.path, bag);
      const template = source ? this.cache.template(source, bag) : undefined;
      parsed = { template, diagnostics: bag.items };
      this.parsedTemplates.set(name, parsed);
    }
    diagnostics.add(...parsed.diagnostics);
    return parsed.template;
  }
}
