// The ModulePath as plain data (names, kinds, file:line): what `overcat registry` prints.
import type { Location } from '../../diagnostics/source.js';
import type { ModulePath } from './module-path.js';
import type { ParameterInfo } from './type-info.js';

export const LISTING_KINDS = ['types', 'classes', 'functions', 'type-aliases', 'templates'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export interface ListingEntry {
  name: string;
  /** Type kind (core, define, ...), function kind (puppet, ruby, ruby_legacy), template engine. */
  kind?: string;
  file?: string;
  line?: number;
  parameters?: string[];
  /** Type aliases: the aliased type; functions: the return type. */
  type?: string;
}

export type RegistryListing = Partial<Record<ListingKind, ListingEntry[]>>;

function where(location: Location | undefined): Pick<ListingEntry, 'file' | 'line'> {
  return location ? { file: location.source.path, line: location.source.position(location.start).line } : {};
}

const params = (ps: readonly ParameterInfo[] | undefined) => ps?.map((p) => (p.type ? `${p.type} $${p.name}` : `$${p.name}`));

function entries(registry: ModulePath, kind: ListingKind): ListingEntry[] {
  switch (kind) {
    case 'types':
      return registry.typeNames().map((n) => {
        const t = registry.getType(n)!;
        return { name: n, kind: t.kind, ...where(t.location) };
      });
    case 'classes':
      return registry.classNames().map((n) => {
        const c = registry.getClass(n)!;
        return { name: n, ...where(c.location), parameters: params(c.parameters)! };
      });
    case 'functions':
      return registry.functionNames().map((n) => {
        const f = registry.getFunction(n)!;
        const e: ListingEntry = { name: n, kind: f.kind, ...where(f.location) };
        if (f.parameters) e.parameters = params(f.parameters)!;
        if (f.returnType) e.type = f.returnType;
        return e;
      });
    case 'type-aliases':
      return registry.typeAliasNames().map((n) => {
        const t = registry.getTypeAlias(n)!;
        return { name: t.name, type: t.type, ...where(t.location) };
      });
    case 'templates':
      return registry.templateNames().map((n) => {
        const t = registry.getTemplate(n)!;
        return { name: n, kind: t.engine, file: t.path };
      });
  }
}

/** The entries of the chosen kinds (all by default), each sorted by name. */
export function registryListing(registry: ModulePath, kinds: readonly ListingKind[] = LISTING_KINDS): RegistryListing {
  const out: RegistryListing = {};
  for (const k of kinds) out[k] = entries(registry, k);
  return out;
}
