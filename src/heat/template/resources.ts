// The resources section as Heat 19 reads it (HOTemplate.validate, resource_definitions,
// _rsrc_defn_args): each definition's keys and field types per version, deletion policies,
// `condition` (disabled resources left out), functions parsed with the version's table.
import { isHash, truthy, type DataHash } from '../../data/value.js';
import { dataEntries, dataKeys } from '../../data/key-order.js';
import { PythonError, joinItemError, pyKey, pySortKeys, pyStr, pyTypeName } from '../parameters/python.js';
import { atLeast, type HotVersion } from './versions.js';
import { parseSnippet, type ParseContext } from './functions/parse.js';
import { Fn, HeatError, Symbolic } from './functions/values.js';

/** A resource as Heat defines it once parsed (ResourceDefinition). */
export interface ResourceDefinition {
  name: string;
  type: string;
  properties: unknown;
  metadata: unknown;
  depends: string[];
  deletionPolicy: unknown;
  updatePolicy: unknown;
  externalId: unknown;
}

const BASE_KEYS = ['type', 'properties', 'metadata', 'depends_on', 'deletion_policy', 'update_policy', 'description'];

export function resourceKeys(v: HotVersion): readonly string[] {
  return atLeast(v, '2016-10-14') ? [...BASE_KEYS, 'external_id', 'condition'] : BASE_KEYS;
}

export function deletionPolicies(v: HotVersion): readonly string[] {
  const base = ['Delete', 'Retain', 'Snapshot'];
  return atLeast(v, '2016-10-14') ? [...base, 'delete', 'retain', 'snapshot'] : base;
}

const failed = (message: string) => new HeatError('StackValidationFailed', message);

/** HOTemplate.validate_section over `resources` (names in sorted order): the first problem. */
export function checkResourceSection(section: unknown, version: HotVersion): void {
  // An empty section of any kind reads as {} (`self.t.get(section) or {}`); another that is no
  // mapping fails at its items(), outside the per-resource checks that word their own message.
  if (!truthy(section)) return;
  if (!isHash(section)) throw failed(`'${pyTypeName(section)}' object has no attribute 'items'`);
  // Names YAML read as numbers or booleans: sorted() may not compare them with str ones.
  const names = dataKeys(section).map((k) => pyKey(section, k));
  const odd = names.find((k) => k.type !== 'str');
  if (odd) {
    try {
      pySortKeys(names);
    } catch (e) {
      if (e instanceof PythonError) throw failed(e.message);
      throw e;
    }
  }
  const keys = resourceKeys(version);
  for (const name of Object.keys(section).sort()) {
    const attrs = section[name];
    if (!truthy(attrs)) throw failed('Each resource must contain a type key.');
    if (!isHash(attrs)) throw failed(`"resources" must contain a map of resource maps. Found a [<class '${pyTypeName(attrs)}'>] instead`);
    for (const key of dataKeys(attrs)) if (!keys.includes(key)) throw failed(`"${key}" is not a valid keyword inside a resource definition`);
    if (!Object.hasOwn(attrs, 'type')) throw failed('Each resource must contain a type key.');
  }
  for (const name of dataKeys(section)) {
    const attrs = section[name] as DataHash;
    if (!truthy(attrs.type)) throw failed('Each Resource must contain a Type key.');
  }
  // resource_definitions then joins each name into its path ('resources.<name>...').
  if (odd) throw failed(joinItemError(1, odd).message);
}

/**
 * resource_definitions: the enabled resources, each parsed; throws Heat's error for the first
 * definition it refuses. `enabled` decides a resource's `condition`; `built` sees every parsed
 * definition, a disabled one too, as Heat builds each ResourceDefinition before its condition.
 */
export function resourceDefinitions(
  section: unknown,
  version: HotVersion,
  ctx: ParseContext,
  enabled: (condition: unknown, name: string) => boolean,
  built: (d: ResourceDefinition) => void = () => {},
  resolve: (v: unknown) => unknown = (v) => v,
): ResourceDefinition[] {
  if (!isHash(section)) return [];
  const out: ResourceDefinition[] = [];
  for (const [name, data] of dataEntries(section)) {
    const snippet = data as DataHash;
    const field = (key: string, valid: (v: unknown) => boolean, typename: string, parse = true): unknown => {
      if (!Object.hasOwn(snippet, key)) return undefined;
      const value = parse ? parseSnippet(snippet[key], `resources.${name}.${key}`, ctx) : snippet[key];
      if (!valid(value)) throw failed(`Resource ${name} ${key} type must be ${typename}`);
      return value;
    };
    const isFn = (v: unknown) => v instanceof Fn;
    const type = field('type', (v) => typeof v === 'string', 'string') as string;
    const properties = field('properties', (v) => isHash(v) || isFn(v), 'object');
    const metadata = field('metadata', (v) => isHash(v) || isFn(v), 'object');
    const dependsRaw = field('depends_on', (v) => typeof v === 'string' || Array.isArray(v), 'list or string', false);
    const depends = typeof dependsRaw === 'string' ? [dependsRaw] : ((dependsRaw as unknown[] | undefined) ?? []);
    if (depends.some((d) => typeof d !== 'string')) throw failed(`Resource ${name} depends_on must be a list of strings`);
    const policy = field('deletion_policy', (v) => typeof v === 'string' || isFn(v), 'string');
    // The policy is resolved as the definition is built (get_param reads the unvalidated value).
    let resolvedPolicy: unknown = policy;
    try {
      if (isFn(policy)) resolvedPolicy = resolve(policy);
    } catch (e) {
      // resource_definitions words a TypeError, ValueError or KeyError met here as its own refusal.
      if (e instanceof HeatError && ['TypeError', 'ValueError', 'KeyError'].includes(e.heatClass)) throw failed(e.message);
      throw e;
    }
    // (A value only a live stack knows is not judged.)
    const judged = resolvedPolicy !== undefined && resolvedPolicy !== null && !(resolvedPolicy instanceof Symbolic);
    if (judged && !deletionPolicies(version).includes(resolvedPolicy as string)) throw failed(`Invalid deletion policy "${pyStr(resolvedPolicy)}"`);
    const updatePolicy = field('update_policy', (v) => isHash(v) || isFn(v), 'object');
    field('description', (v) => typeof v === 'string', 'string', false);
    let externalId: unknown;
    let condition: unknown;
    if (atLeast(version, '2016-10-14')) {
      externalId = field('external_id', (v) => typeof v === 'string' || isFn(v), 'string');
      if (Object.hasOwn(snippet, 'condition')) {
        condition = parseSnippet(snippet.condition, `resources.${name}.condition`, { ...ctx, table: ctx.conditionTable });
        if (!(typeof condition === 'string' || typeof condition === 'boolean' || isFn(condition))) throw failed(`Resource ${name} condition type must be string_or_boolean`);
      }
    }
    const definition = { name, type, properties, metadata, depends: depends as string[], deletionPolicy: policy, updatePolicy, externalId };
    built(definition);
    if (condition !== undefined && !enabled(condition, name)) continue;
    out.push(definition);
  }
  return out;
}
