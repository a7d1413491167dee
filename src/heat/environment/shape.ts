// What Heat's Environment() refuses of an environment's sections once they are merged: a
// resource_registry that is not a mapping, or holds an entry Heat would take for a resource class;
// hooks and restricted actions it does not know; event_sinks that are not a list of known sinks;
// parameter_defaults that are neither a mapping nor empty. Heat 19 fails on these with Python's own
// errors (AttributeError, TypeError, KeyError); overcat says what is wrong, and carries Heat's
// class and words for --heat-compat.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Location } from '../../diagnostics/source.js';
import type { PathSegment } from '../../yaml/load.js';
import { dataEntries } from '../../data/key-order.js';
import { isHash, kindOf, truthy, type DataHash } from '../../data/value.js';
import { pyRepr, pyStr, pyTypeName } from '../parameters/python.js';

const HOOK_TYPES = ['pre-create', 'pre-update', 'pre-delete', 'post-create', 'post-update', 'post-delete'];
const RESTRICTED_ACTIONS = ['update', 'replace'];
/** The event sink classes Heat 19 registers. */
const EVENT_SINK_TYPES = ['zaqar-queue'];

/** A failure as Heat raises it, what overcat says of it, and where in the environment. */
interface Refusal {
  problem: string;
  path: PathSegment[];
  heatClass: string;
  heatMessage: string;
}

/**
 * Reports (OVC6008) what Heat's Environment() would fail on in `environment`, in the order it
 * loads the sections (registry, event sinks, then the parameter defaults as the parameters are
 * validated); false when there is something.
 */
export function checkEnvironmentShape(environment: DataHash, bag: DiagnosticBag, locate?: (path: readonly PathSegment[]) => Location | undefined): boolean {
  const refusal = registryRefusal(environment.resource_registry) ?? eventSinksRefusal(environment.event_sinks) ?? defaultsRefusal(environment.parameter_defaults);
  if (!refusal) return true;
  const location = locate?.(refusal.path);
  bag.report('OVC6008', { problem: refusal.problem }, { ...(location ? { location } : {}), data: { heatClass: refusal.heatClass, heatMessage: refusal.heatMessage } });
  return false;
}

/** ResourceRegistry.load: a mapping, walked entry by entry. */
function registryRefusal(registry: unknown, path: readonly string[] = []): Refusal | undefined {
  if (registry === undefined && path.length === 0) return undefined;
  const where = ['resource_registry', ...path].join('.');
  if (!isHash(registry)) return { problem: `${where} must be a mapping, not ${kindOf(registry)}`, path: ['resource_registry', ...path], heatClass: 'AttributeError', heatMessage: `'${pyTypeName(registry)}' object has no attribute 'items'` };
  for (const [key, value] of dataEntries(registry)) {
    if (value === null || value === undefined) continue;
    const at = ['resource_registry', ...path, key];
    if (key === 'hooks' || key === 'restricted_actions') {
      const hooks = key === 'hooks';
      const known = hooks ? HOOK_TYPES : RESTRICTED_ACTIONS;
      const valid = typeof value === 'string' ? known.includes(value) : Array.isArray(value) && value.every((v) => typeof v === 'string' && known.includes(v));
      if (valid) continue;
      const types = `(${known.map((t) => pyRepr(t)).join(', ')})`;
      return hooks
        ? { problem: `${at.join('.')}: unknown hook type ${pyStr(value)} (known: ${known.join(', ')})`, path: at, heatClass: 'InvalidBreakPointHook', heatMessage: `Invalid hook type "${pyStr(value)}" for resource breakpoint, acceptable hook types are: ${types}` }
        : { problem: `${at.join('.')}: unknown restricted action ${pyStr(value)} (known: ${known.join(', ')})`, path: at, heatClass: 'InvalidRestrictedAction', heatMessage: `Invalid restricted_action type "${pyStr(value)}" for resource, acceptable restricted_action types are: ${types}` };
    }
    if (isHash(value)) {
      const inner = registryRefusal(value, [...path, key]);
      if (inner) return inner;
    } else if (typeof value !== 'string' && !/\.(yaml|template)$/.test(key)) {
      // Neither a type name nor a template: Heat takes the value for a Python resource class.
      return { problem: `${at.join('.')} must name a resource type or a template, not ${kindOf(value)}`, path: at, heatClass: 'AttributeError', heatMessage: `'${pyTypeName(value)}' object has no attribute 'support_status'` };
    }
  }
  return undefined;
}

/** Environment._update_event_sinks: the sinks are iterated, each copied, its type popped and looked up. */
function eventSinksRefusal(sinks: unknown): Refusal | undefined {
  if (sinks === undefined) return undefined;
  const iterated = Array.isArray(sinks) ? sinks : isHash(sinks) ? Object.keys(sinks) : typeof sinks === 'string' ? [...sinks] : undefined;
  if (!iterated) return { problem: `event_sinks must be a list of sinks, not ${kindOf(sinks)}`, path: ['event_sinks'], heatClass: 'TypeError', heatMessage: `'${pyTypeName(sinks)}' object is not iterable` };
  for (let k = 0; k < iterated.length; k++) {
    const sink = iterated[k];
    const path = Array.isArray(sinks) ? ['event_sinks', k] : ['event_sinks'];
    if (!isHash(sink)) return { problem: `event_sinks must be a list of mappings (a sink each), not hold ${kindOf(sink)}`, path, heatClass: 'AttributeError', heatMessage: `'${pyTypeName(sink)}' object has no attribute 'copy'` };
    if (!Object.hasOwn(sink, 'type')) return { problem: 'an event sink has no type', path, heatClass: 'KeyError', heatMessage: "'type'" };
    const type = sink.type;
    if (typeof type !== 'string' || !EVENT_SINK_TYPES.includes(type)) return { problem: `unknown event sink type ${pyRepr(type)} (Heat knows ${EVENT_SINK_TYPES.join(', ')})`, path: [...path, 'type'], heatClass: 'KeyError', heatMessage: pyRepr(type) };
  }
  return undefined;
}

/** The parameter defaults are read as a mapping, unless empty (falsy). */
function defaultsRefusal(defaults: unknown): Refusal | undefined {
  if (defaults === undefined || isHash(defaults) || !truthy(defaults)) return undefined;
  return { problem: `parameter_defaults must be a mapping, not ${kindOf(defaults)}`, path: ['parameter_defaults'], heatClass: 'AttributeError', heatMessage: `'${pyTypeName(defaults)}' object has no attribute 'items'` };
}
