// Puppet's scopes: top, node, class, define instance and local (lambda, function, template)
// scopes; variables, match variables ($0..$n) and resource defaults, with Puppet 7's lookup rules.
import type { Location } from '../../diagnostics/source.js';
import { equals, type Value } from '../values/index.js';
import type { CatalogResource } from './resource.js';

export type ScopeKind = 'top' | 'node' | 'class' | 'define' | 'local' | 'function';

/** An attribute set by a resource default (`File { mode => '0644' }`). */
export interface DefaultAttribute {
  value: Value;
  append: boolean;
  /** Where the default was written. */
  location?: Location;
  /** The definition whose code set it (Puppet's param source): who may override what it gave. */
  source: string;
}

const NO_DEFAULTS: readonly Map<string, DefaultAttribute>[] = [];

export class Scope {
  private readonly variables = new Map<string, Value>();
  /** Lower-cased type name → attribute → default; made by the scope's first resource default (few scopes have one). */
  private defaultsByType: Map<string, Map<string, DefaultAttribute>> | undefined;
  /** Captures of the last regexp match in this scope ($0..$n). */
  matches: readonly (string | null)[] | undefined;
  /** What this scope's code gives the resources it declares as their `source` (resources.ts sourceOf), made once. */
  source: string | undefined;

  constructor(
    readonly kind: ScopeKind,
    /** The scope this one was created from (dynamic: where the class was included, the define declared). */
    readonly parent: Scope | undefined,
    /** The class name for class scopes (lower case), the define type for define scopes, '' otherwise. */
    readonly name: string,
    /** The class, node or define instance resource whose body this scope evaluates. */
    readonly resource: CatalogResource | undefined,
    /** For a class that inherits: the parent class's scope (its variables are visible). */
    readonly inherited?: Scope,
  ) {}

  /** Sets a variable of this scope; false when it is already set here (Puppet refuses reassignment). */
  set(name: string, value: Value): boolean {
    if (this.variables.has(name)) return false;
    this.variables.set(name, value);
    return true;
  }

  /** Sets without the reassignment check (parameters, $title, $name, facts). */
  force(name: string, value: Value): void {
    this.variables.set(name, value);
  }

  getLocal(name: string): Value | undefined {
    return this.variables.get(name);
  }

  /** The scope whose resource contains what is declared here (local scopes use their creator's). */
  get owner(): Scope {
    let s: Scope = this;
    while ((s.kind === 'local' || s.kind === 'function') && s.parent) s = s.parent;
    return s;
  }

  /**
   * An unqualified variable as Puppet 7 resolves it: this scope, the local scopes it sits in, a
   * class's inherited scopes, then the nearest node or top scope it was created from (variables of
   * the class or define that included or declared it are not visible).
   */
  lookup(name: string): Value | undefined {
    let s: Scope | undefined = this;
    while (s) {
      const v = s.variables.get(name);
      if (v !== undefined) return v;
      if (s.kind === 'local') {
        s = s.parent;
        continue;
      }
      for (let i = s.inherited; i; i = i.inherited) {
        const iv = i.variables.get(name);
        if (iv !== undefined) return iv;
      }
      if (s.kind === 'top') return undefined;
      // Up to the nearest node or top scope in the dynamic chain.
      let p = s.parent;
      while (p && p.kind !== 'node' && p.kind !== 'top') p = p.parent;
      s = p;
    }
    return undefined;
  }

  /**
   * The variables set (to more than undef) where this scope's code runs, as Puppet's Scope#to_hash
   * lists them for a template's instance variables: the scopes `lookup` reads, outermost first; a
   * name keeps its first place, and an undef set nearer removes it.
   */
  variableNames(): string[] {
    const chain: Scope[] = [];
    let s: Scope | undefined = this;
    while (s) {
      chain.push(s);
      if (s.kind === 'local') {
        s = s.parent;
        continue;
      }
      for (let i = s.inherited; i; i = i.inherited) chain.push(i);
      if (s.kind === 'top') break;
      let p: Scope | undefined = s.parent;
      while (p && p.kind !== 'node' && p.kind !== 'top') p = p.parent;
      s = p;
    }
    const names = new Set<string>();
    for (let i = chain.length - 1; i >= 0; i--) {
      for (const [k, v] of chain[i]!.variables) {
        if (v === null) names.delete(k);
        else names.add(k);
      }
    }
    return [...names];
  }

  /** The nearest match captures in this scope or the local scopes it sits in. */
  matchVariable(index: number): Value | undefined {
    for (let s: Scope | undefined = this; s; s = s.kind === 'local' ? s.parent : undefined) {
      if (s.matches) return s.matches[index] ?? null;
    }
    return undefined;
  }

  /** Whether a resource default in reach gives `type`'s attribute this value (Puppet's is_default?). */
  isDefault(type: string, name: string, value: Value): boolean {
    return this.defaultsFor(type).some((d) => {
      const a = d.get(name);
      return a !== undefined && equals(a.value, value);
    });
  }

  /** The definition that set the default in reach for `type`'s attribute, if one is. */
  defaultSource(type: string, name: string): string | undefined {
    for (const d of this.defaultsFor(type)) {
      const a = d.get(name);
      if (a !== undefined) return a.source;
    }
    return undefined;
  }

  /** The defaults this scope sets for `type` (lower case), made when first asked for. */
  ownDefaults(type: string): Map<string, DefaultAttribute> {
    this.defaultsByType ??= new Map();
    let d = this.defaultsByType.get(type);
    if (!d) this.defaultsByType.set(type, (d = new Map()));
    return d;
  }

  /**
   * Resource defaults for `type` visible from here, nearest first (dynamic scoping, as Puppet 7):
   * up the scopes each was created from, except that a class that inherits sits in its parent
   * class's scope (whose defaults then apply, and those of where the parent was declared).
   */
  defaultsFor(type: string): readonly Map<string, DefaultAttribute>[] {
    // No array made for the usual answer, none: every resource expression asks.
    let out: Map<string, DefaultAttribute>[] | undefined;
    for (let s: Scope | undefined = this; s; s = s.inherited ?? s.parent) {
      const d = s.defaultsByType?.get(type);
      if (d) (out ??= []).push(d);
    }
    return out ?? NO_DEFAULTS;
  }
}

/**
 * Runs an `if`, `unless`, `case` or selector: the match variables its test or branches set are
 * gone after it, and those from before it are back (Puppet's with_guarded_scope pops the
 * ephemeral match scopes pushed inside).
 */
export function guardedMatches<T>(scope: Scope, run: () => T): T {
  const before = scope.matches;
  try {
    return run();
  } finally {
    scope.matches = before;
  }
}
