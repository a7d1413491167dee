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

function lookup(type: string, level: DataHash): Step | undefined {
  const exact = level[type];
  if (typeof exact === 'string') return { target: exact, written: exact };
  // `OS::TripleO::Services::*: OS::Heat::None`-style wildcards; the longest prefix wins. A
  // wildcard never matches the very type it maps to (GlobResourceInfo.matches).
  const wild = Object.keys(level)
    .filter((k) => k.endsWith('*') && type.startsWith(k.slice(0, -1)) && typeof level[k] === 'string' && level[k] !== type)
    .sort((a, b) => b.length - a.length)[0];
  if (wild === undefined) return undefined;
  const written = level[wild] as string;
  return { target: written.endsWith('*') ? written.slice(0, -1) + type.slice(wild.length - 1) : written, written };
}

/**
 * The registry's lookup of `type` for resource `name`: what it ends at (one of Heat's own types,
 * a template, or nothing: undefined) and each type it went through with the mapping's value.
 */
function walk(type: string, name: string, registry: DataHash): { end: string | undefined; steps: Array<[string, string]> } {
  const perResource = isHash(registry.resources) && isHash(registry.resources[name]) ? registry.resources[name] : {};
  const steps: Array<[string, string]> = [];
  const seen = new Set<string>();
  let current = type;
  for (;;) {
    if (isTemplateTarget(current)) return { end: current, steps };
    const step = lookup(current, perResource) ?? lookup(current, registry);
    if (step === undefined) return { end: HEAT_RESOURCE_TYPES.has(current) ? current : undefined, steps };
    // Mappings that lead back to a type already passed (itself too): Heat's lookup recurses until Python stops it.
    seen.add(current);
    if (seen.has(step.target)) throw new HeatError('RecursionError', 'maximum recursion depth exceeded while calling a Python object');
    steps.push([current, step.written]);
    current = step.target;
  }
}

/**
 * The type Heat's registry resolves `type` to for resource `name`: one of Heat's own types or a
 * template (file or URL). Throws Heat's StackValidationFailed when it resolves to nothing Heat knows.
 */
export function resolveResourceType(type: string, name: string, registry: DataHash): string {
  const { end } = walk(type, name, registry);
  // Heat names the type the template wrote, whatever it was mapped to.
  if (end === undefined) throw notFound(type);
  return end;
}

/**
 * The entries ResourceRegistry.get_resource_info adds to the stack's registry while it looks up
 * these resources' types: every type a mapping (exact, wildcard or per-resource) sent on is
 * registered at the top level with that mapping's value as written, when the lookup ends at one of
 * Heat's own types (a user's template ends it without any).
 */
export function lookupRegistrations(resources: ReadonlyArray<{ name: string; type: string }>, registry: DataHash): DataHash {
  const out: DataHash = {};
  for (const r of resources) {
    let found;
    try {
      found = walk(r.type, r.name, registry);
    } catch (e) {
      // A lookup that never ends registers nothing (the stack is refused where types are resolved).
      if (e instanceof HeatError) continue;
      throw e;
    }
    const { end, steps } = found;
    if (end !== undefined && HEAT_RESOURCE_TYPES.has(end)) for (const [type, written] of steps) out[type] = written;
  }
  return out;
}
