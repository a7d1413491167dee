// Puppet's built-in resource types and metaparameters (core-types.json) as a TypeLookup: every
// ModulePath starts from them, and a run given no module path needs nothing more (nor the parsers
// and grammars a module path's files need, most of what a command would load).
import coreTypes from './core-types.json' with { type: 'json' };
import type { ParameterInfo, ResourceTypeInfo, TitlePattern } from './type-info.js';
import type { TypeLookup } from './type-lookup.js';

const METAPARAMETERS = new Set(coreTypes.metaparameters);

function coreType(name: string, t: { properties: string[]; parameters: string[]; namevars: string[]; title_patterns: TitlePattern[]; isomorphic?: boolean }): ResourceTypeInfo {
  const parameters: ParameterInfo[] = [
    ...t.properties.map((p) => ({ name: p, kind: 'property' as const })),
    ...t.parameters.map((p) => ({ name: p, kind: 'parameter' as const, ...(t.namevars.includes(p) ? { namevar: true } : {}) })),
  ];
  return { name, kind: 'core', parameters, namevars: t.namevars, titlePatterns: t.title_patterns, ...(t.isomorphic === false ? { isomorphic: false } : {}) };
}

export class CoreTypes implements TypeLookup {
  /** Types by lower-case name: the core ones here, a ModulePath's own added to them. */
  protected readonly types = new Map<string, ResourceTypeInfo>();

  constructor() {
    for (const [name, t] of Object.entries(coreTypes.types)) this.types.set(name, coreType(name, t));
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
