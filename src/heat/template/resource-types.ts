// Whether a resource's type exists as Heat's registry resolves it: a per-resource or global
// resource_registry entry (exact, or a `Prefix::*` wildcard), a template file, or a type of
// Heat 19's own registry (heat-resource-types.generated.ts); else Heat refuses the stack.
import { isHash, type DataHash } from '../../data/value.js';
import { HeatError } from './functions/values.js';
import { HEAT_RESOURCE_TYPES } from './heat-resource-types.generated.js';
import { isTemplateName } from './template-resources.js';

const MAX_ALIASES = 20;

const notFound = (type: string) => new HeatError('StackValidationFailed', `The Resource Type (${type}) could not be found.`);

/** A registry value a type maps to: a template (file or URL) ends the lookup; a type name is looked up again. */
function isTemplateTarget(v: string): boolean {
  return isTemplateName(v) || v.includes('/') || /^[a-z][a-z0-9+.-]*:\/\//.test(v);
}

function lookup(type: string, level: DataHash): string | undefined {
  const exact = level[type];
  if (typeof exact === 'string') return exact;
  // `OS::TripleO::Services::*: OS::Heat::None`-style wildcards; the longest prefix wins.
  const wild = Object.keys(level)
    .filter((k) => k.endsWith('*') && type.startsWith(k.slice(0, -1)) && typeof level[k] === 'string')
    .sort((a, b) => b.length - a.length)[0];
  if (wild === undefined) return undefined;
  const target = level[wild] as string;
  return target.endsWith('*') ? target.slice(0, -1) + type.slice(wild.length - 1) : target;
}

/**
 * The type Heat's registry resolves `type` to for resource `name`: one of Heat's own types or a
 * template (file or URL). Throws Heat's StackValidationFailed when it resolves to nothing Heat knows.
 */
export function resolveResourceType(type: string, name: string, registry: DataHash): string {
  const perResource = isHash(registry.resources) && isHash(registry.resources[name]) ? registry.resources[name] : {};
  let current = type;
  for (let i = 0; i < MAX_ALIASES; i++) {
    if (isTemplateTarget(current)) return current;
    const mapped = lookup(current, perResource) ?? lookup(current, registry);
    if (mapped === undefined || mapped === current) {
      if (HEAT_RESOURCE_TYPES.has(current)) return current;
      // Heat names the type the template wrote, whatever it was mapped to.
      throw notFound(type);
    }
    current = mapped;
  }
  return current;
}
