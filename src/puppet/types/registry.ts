// The TypeRegistry: every resource type a module path declares (Puppet's core types, generated
// metadata of module types, module Ruby types by name, defined types from the manifests) and the
// classes, looked up case-insensitively.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type { Host } from '../../host/host.js';
import type { ClassDefinition, DefineDefinition, Parameter, Statement } from '../parser/ast.js';
import { ParseCache } from '../parser/cache.js';
import coreTypes from './core-types.json' with { type: 'json' };
import { readResourceTypeFile } from './resource-type-file.js';
import type { ParameterInfo, ResourceTypeInfo } from './type-info.js';

export type { ParameterInfo, ResourceTypeInfo } from './type-info.js';

const METAPARAMETERS = new Set(coreTypes.metaparameters);

function coreType(name: string, t: { properties: string[]; parameters: string[]; namevars: string[] }): ResourceTypeInfo {
  const parameters: ParameterInfo[] = [
    ...t.properties.map((p) => ({ name: p, kind: 'property' as const })),
    ...t.parameters.map((p) => ({ name: p, kind: 'parameter' as const, ...(t.namevars.includes(p) ? { namevar: true } : {}) })),
  ];
  return { name, kind: 'core', parameters, namevars: t.namevars };
}

export interface ClassInfo {
  name: string;
  parameters: ParameterInfo[];
  location: Location;
}

function parameterInfo(p: Parameter): ParameterInfo {
  const info: ParameterInfo = { name: p.name, kind: 'parameter' };
  if (p.type) info.type = p.type.text;
  if (p.default) info.hasDefault = true;
  return info;
}

/** Definitions anywhere in a manifest's statements (classes may nest definitions). */
function definitions(body: Statement[], out: (ClassDefinition | DefineDefinition)[]): void {
  for (const s of body) {
    if (s.kind === 'DefineDefinition') out.push(s);
    else if (s.kind === 'ClassDefinition') {
      out.push(s);
      definitions(s.body, out);
    }
  }
}

export class TypeRegistry {
  private readonly types = new Map<string, ResourceTypeInfo>();
  private readonly classes = new Map<string, ClassInfo>();

  private constructor() {
    for (const [name, t] of Object.entries(coreTypes.types)) this.types.set(name, coreType(name, t));
  }

  /** Puppet's built-in types only. */
  static coreOnly(): TypeRegistry {
    return new TypeRegistry();
  }

  /**
   * Scans module directories: `.resource_types/*.pp` beside or inside each directory (where
   * `puppet generate types` writes them for an environment), and every module's
   * `lib/puppet/type/*.rb` (known by name; a warning when no metadata describes it).
   */
  static scan(host: Host, modulepath: readonly string[], diagnostics: DiagnosticBag, cache: ParseCache = new ParseCache()): TypeRegistry {
    const registry = new TypeRegistry();
    const rubyTypes: { name: string; file: string }[] = [];
    for (const dir of modulepath) {
      for (const metaDir of [host.resolve(dir, '.resource_types'), host.resolve(dir, '..', '.resource_types')]) {
        for (const f of host.readDirectory(metaDir)) {
          if (!f.endsWith('.pp')) continue;
          const read = host.readFile(host.resolve(metaDir, f));
          if (!read.ok) continue;
          for (const t of readResourceTypeFile(new SourceFile(host.resolve(metaDir, f), read.text), diagnostics)) registry.define(t, diagnostics);
        }
      }
      for (const mod of host.readDirectory(dir)) {
        const typeDir = host.resolve(dir, mod, 'lib/puppet/type');
        for (const f of host.readDirectory(typeDir)) if (f.endsWith('.rb')) rubyTypes.push({ name: f.slice(0, -3).toLowerCase(), file: host.resolve(typeDir, f) });
        registry.scanManifests(host, host.resolve(dir, mod, 'manifests'), diagnostics, cache);
      }
    }
    for (const { name, file } of rubyTypes) {
      if (registry.types.has(name)) continue;
      diagnostics.report('OVC2802', { type: name, file });
      registry.types.set(name, { name, kind: 'ruby_type', namevars: ['name'] });
    }
    return registry;
  }

  /** Defined types and classes of one module's manifests directory (recursively, sorted). */
  private scanManifests(host: Host, dir: string, diagnostics: DiagnosticBag, cache: ParseCache): void {
    for (const name of host.readDirectory(dir)) {
      const path = host.resolve(dir, name);
      if (host.stat(path) === 'directory') {
        this.scanManifests(host, path, diagnostics, cache);
        continue;
      }
      if (!name.endsWith('.pp')) continue;
      const read = host.readFile(path);
      if (!read.ok) continue;
      const source = new SourceFile(path, read.text);
      const program = cache.parse(source, diagnostics);
      const found: (ClassDefinition | DefineDefinition)[] = [];
      if (program) definitions(program.body, found);
      for (const d of found) {
        const location = { source, start: d.nameSpan.start, end: d.nameSpan.end };
        const parameters = d.parameters.map(parameterInfo);
        const lower = d.name.toLowerCase();
        if (d.kind === 'ClassDefinition') {
          const existing = this.classes.get(lower);
          if (existing) diagnostics.report('OVC2804', { what: 'class', name: d.name }, { location, related: [{ message: 'first defined here', location: existing.location }] });
          else this.classes.set(lower, { name: lower, parameters, location });
        } else {
          this.define({ name: lower, kind: 'define', parameters: [...parameters, { name: 'name', kind: 'parameter', namevar: true }], namevars: ['name'], location }, diagnostics);
        }
      }
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

  /** The type named `name` (any case: `Nova_config`, `nova_config`, `Apache::Vhost`). */
  getType(name: string): ResourceTypeInfo | undefined {
    return this.types.get(name.toLowerCase());
  }

  /** All type names, sorted. */
  typeNames(): string[] {
    return [...this.types.keys()].sort();
  }

  /** A class by name (any case, with or without a leading `::`). */
  getClass(name: string): ClassInfo | undefined {
    return this.classes.get(name.replace(/^::/, '').toLowerCase());
  }

  isMetaparameter(name: string): boolean {
    return METAPARAMETERS.has(name);
  }

  metaparameters(): string[] {
    return [...METAPARAMETERS];
  }
}
