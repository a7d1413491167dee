// Whether a resource's type exists as Heat's registry resolves it: a per-resource or global
// resource_registry entry (exact, or a `Prefix::*` wildcard), a template file, or a type of
// Heat 19's own registry (heat-resource-types.generated.ts); else Heat refuses the stack.
import { isHash, type DataHash } from '../../data/value.js';
import { HeatError } from './functions/values.js';
import { HEAT_RESOURCE_TYPES } from './heat-resource-types.generated.js';
import { isTemplateName } from './template-resources.js';

const notFound = (type: string) => new HeatError('StackValidationFailed', `The Resource Type (${type}) could not be found.`);

/** A registry value a type maps to: a template (file or URL) ends the lookup; a type name is looked up again. */
function isTemplateTarget(v: string): boolean {
  return isTemplateName(v) || v.includes('/') || /^[a-z][a-z0-9+.-]*:\/\//.test(v);
}

/** One registry step: the type a mapping sends `type` to, and the mapping's value as written. */
interface Step {
  target: string;
  written: string;
}

/** A registry entry that may answer a lookup: its path (Heat's sort key) and where it sends the type. */
interface Candidate {
  path: readonly string[];
  step: Step;
}

/**
 * ResourceInfo.__lt__ among user entries: a longer path first (a per-resource mapping), then the
 * smaller path: so `My::*` comes before `My::Thing`, '*' sorting before letters.
 */
function before(a: readonly string[], b: readonly string[]): number {
  if (a.length !== b.length) return b.length - a.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** A value that makes a TemplateResourceInfo (and a wildcard key mapped to it one that never matches). */
const isTemplateValue = (v: string) => v.endsWith('.yaml') || v.endsWith('.template');

/**
 * Heat's ResourceRegistry.get_resource_info over a user registry: the entries that may answer
 * (iterable_by: a per-resource exact entry, the exact entry, every wildcard that matches) tried in
 * sorted order, the first whose own lookup ends at a type wins (one that leads nowhere is passed
 * over); then Heat's own types. Every lookup that ends at one of Heat's own types through a
 * mapping registers the type it was asked at the top level (`_register_info`), which later
 * lookups find: so a per-resource mapping serves the resources looked up after it too.
 */
export class TypeResolver {
  /** What lookups registered: type → the entry that answered (its path, its step). */
  private readonly registered = new Map<string, Candidate>();
  /** The same, as Heat stores them: type → the mapping's value as written. */
  readonly registrations: DataHash = {};

  constructor(private readonly registry: DataHash) {}

  private candidates(type: string, name: string): Candidate[] {
    const out: Candidate[] = [];
    const perResource = isHash(this.registry.resources) && isHash(this.registry.resources[name]) ? this.registry.resources[name] : undefined;
    const specific = perResource?.[type];
    if (typeof specific === 'string') out.push({ path: ['resources', name, type], step: { target: specific, written: specific } });
    const registered = this.registered.get(type);
    const exact = this.registry[type];
    if (registered) out.push(registered);
    else if (typeof exact === 'string') out.push({ path: [type], step: { target: exact, written: exact } });
    for (const [key, value] of Object.entries(this.registry)) {
      // GlobResourceInfo.matches: never the very type it maps to; a template value is no wildcard.
      if (!key.endsWith('*') || typeof value !== 'string' || isTemplateValue(value) || value === type || !type.startsWith(key.slice(0, -1))) continue;
      out.push({ path: [key], step: { target: value.endsWith('*') ? value.slice(0, -1) + type.slice(key.length - 1) : value, written: value } });
    }
    return out.sort((a, b) => before(a.path, b.path));
  }

  /** What `type` ends at for resource `name` (undefined: nothing), registering as Heat does. */
  private find(type: string, name: string, passed: readonly string[]): string | undefined {
    if (isTemplateTarget(type)) return type;
    for (const c of this.candidates(type, name)) {
      // Mappings that lead back to a type already passed (itself too): Heat's lookup recurses until Python stops it.
      if (passed.includes(c.step.target) || c.step.target === type) throw new HeatError('RecursionError', 'maximum recursion depth exceeded while calling a Python object');
      const end = this.find(c.step.target, name, [...passed, type]);
      if (end === undefined) continue;
      if (HEAT_RESOURCE_TYPES.has(end)) {
        this.registered.set(type, c);
        this.registrations[type] = c.step.written;
      }
      return end;
    }
    return HEAT_RESOURCE_TYPES.has(type) ? type : undefined;
  }

  /** The type `type` resolves to for resource `name`; Heat's StackValidationFailed when nothing. */
  resolve(type: string, name: string): string {
    const end = this.find(type, name, []);
    // Heat names the type the template wrote, whatever it was mapped to.
    if (end === undefined) throw notFound(type);
    return end;
  }
}

/**
 * The type Heat's registry resolves `type` to for resource `name`, looked up on its own: one of
 * Heat's own types or a template (file or URL). Throws Heat's StackValidationFailed when it
 * resolves to nothing Heat knows.
 */
export function resolveResourceType(type: string, name: string, registry: DataHash): string {
  return new TypeResolver(registry).resolve(type, name);
}

/**
 * The entries ResourceRegistry.get_resource_info adds to the stack's registry while it looks up
 * these resources' types, in the order given (Heat's: the set of enabled names): every type a
 * mapping (exact, wildcard or per-resource) sent on is registered at the top level with that
 * mapping's value as written, when the lookup ends at one of Heat's own types (a user's template
 * ends it without any).
 */
export function lookupRegistrations(resources: ReadonlyArray<{ name: string; type: string }>, registry: DataHash): DataHash {
  const resolver = new TypeResolver(registry);
  for (const r of resources) {
    try {
      resolver.resolve(r.type, r.name);
    } catch (e) {
      // A lookup that fails registers nothing (the stack is refused where types are resolved).
      if (!(e instanceof HeatError)) throw e;
    }
  }
  return resolver.registrations;
}
