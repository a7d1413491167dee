// The TypeRegistry: every resource type a module path declares (Puppet's core types, generated
// metadata of module types, module Ruby types by name), looked up case-insensitively.
// Defined types join once the Puppet parser lands (issue 3); until then they are not known here.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile } from '../../diagnostics/source.js';
import type { Host } from '../../host/host.js';
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

export class TypeRegistry {
  private readonly types = new Map<string, ResourceTypeInfo>();

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
  static scan(host: Host, modulepath: readonly string[], diagnostics: DiagnosticBag): TypeRegistry {
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
      }
    }
    for (const { name, file } of rubyTypes) {
      if (registry.types.has(name)) continue;
      diagnostics.report('OVC2802', { type: name, file });
      registry.types.set(name, { name, kind: 'ruby_type', namevars: ['name'] });
    }
    return registry;
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

  isMetaparameter(name: string): boolean {
    return METAPARAMETERS.has(name);
  }

  metaparameters(): string[] {
    return [...METAPARAMETERS];
  }
}
