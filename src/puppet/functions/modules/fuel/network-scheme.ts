// Fuel's network scheme (l23network's L23network module): the node's `network_scheme` as
// prepare_network_config stores it — keys made symbols (so only String keys), 'true'/'false'/
// 'none'… strings made Booleans and nil, `override` transformations folded into the ones they
// name, endpoints and interfaces that are not hashes dropped — kept for the compilation under the
// node's l3_fqdn_hostname, and the physical devices under a transformation.
import { PHash, rubyEquals, type Value } from '../../../values/index.js';
import type { FunctionContext } from '../../context.js';
import { FunctionError } from '../../dispatcher.js';
import { rubySplit } from '../../ruby-string.js';
import { noMethodError, rubyToS } from '../../ruby-values.js';

/** Ruby's NoMethodError for `to_sym` (which did_you_mean follows with to_s, except for nil). */
export function toSymError(v: Value): FunctionError {
  const e = noMethodError('to_sym', v);
  return v === null ? e : new FunctionError(`${e.message}\nDid you mean?  to_s`);
}

/** The schemes prepare_network_config stored, by host name (L23network::Scheme). */
const schemes = (ctx: FunctionContext) => ctx.state('l23network::scheme', () => new Map<string, PHash>());

/** The host name the scheme is stored under: `lookupvar('l3_fqdn_hostname').to_sym`. */
function hostKey(ctx: FunctionContext): string {
  const host = ctx.variable('l3_fqdn_hostname') ?? null;
  if (typeof host !== 'string') throw toSymError(host);
  return host;
}

export function storeScheme(ctx: FunctionContext, scheme: PHash): void {
  schemes(ctx).set(hostKey(ctx), scheme);
}

export function storedScheme(ctx: FunctionContext): PHash | undefined {
  return schemes(ctx).get(hostKey(ctx));
}

/** Ruby's `value[:key]` on the scheme's data: a hash entry (nil when absent); other values raise. */
export function at(v: Value, key: string): Value {
  if (v instanceof PHash) return v.get(key) ?? null;
  if (Array.isArray(v) || typeof v === 'string') throw new FunctionError('no implicit conversion of Symbol into Integer');
  throw noMethodError('[]', v);
}

/** sanitize_keys_in_hash: every key of the hash and of the hashes within made a Symbol. */
function symbolKeys(v: Value): Value {
  if (Array.isArray(v)) return v.map(symbolKeys);
  if (!(v instanceof PHash)) return v;
  return PHash.from(
    [...v].map(([k, x]) => {
      if (typeof k !== 'string') throw toSymError(k);
      return [k, symbolKeys(x)] as [Value, Value];
    }),
  );
}

const WORDS: Readonly<Record<string, Value>> = { TRUE: true, FALSE: false, NONE: null, NULL: null, NIL: null, NILL: null };

/** sanitize_bool_in_hash: a hash's String values 'true', 'false', 'none'/'null'/'nil'/'nill' (any case) as true, false, nil; arrays' own Strings are left. */
function sanitizeBooleans(v: Value, inHash: boolean): Value {
  if (Array.isArray(v)) return v.map((x) => sanitizeBooleans(x, false));
  if (v instanceof PHash) return PHash.from([...v].map(([k, x]) => [k, sanitizeBooleans(x, true)] as [Value, Value]));
  if (inHash && typeof v === 'string') {
    const word = WORDS[v.toUpperCase()];
    return word === undefined ? v : word;
  }
  return v;
}

/** override_transformations: each `action: override` transformation's keys written onto the one it names (a patch by its bridges). */
function foldOverrides(scheme: PHash): PHash {
  const given = scheme.get('transformations') ?? [];
  if (!Array.isArray(given)) throw noMethodError('reject', given);
  const transformations = given.filter((x) => at(x, 'action') !== 'override');
  for (const ov of given.filter((x) => at(x, 'action') === 'override')) {
    const target = at(ov, 'override');
    if (target === null) continue;
    if (typeof target !== 'string') throw noMethodError('match', target);
    const patch = /patch-([\w-]+):([\w-]+)/.exec(target);
    const index = patch
      ? transformations.findIndex((x) => at(x, 'action') === 'add-patch' && [[patch[1], patch[2]], [patch[2], patch[1]]].some((pair) => rubyEquals(at(x, 'bridges'), pair as Value[])))
      : transformations.findIndex((x) => rubyEquals(at(x, 'name'), target));
    if (index < 0) continue;
    const t = (transformations[index] as PHash).toBuilder();
    for (const [k, v] of ov as PHash) {
      if (k === 'override' || k === 'action') continue;
      if (k === 'override-action' && rubyToS(v) !== '') t.set('action', v);
      else if (v === '') t.delete(k);
      else t.set(k, v);
    }
    transformations[index] = t.build();
  }
  return scheme.toBuilder().set('transformations', transformations).build();
}

/** remove_empty_members: endpoints and interfaces as hashes of hashes ({} when not a hash). */
function dropEmptyMembers(scheme: PHash): PHash {
  const b = scheme.toBuilder();
  for (const key of ['endpoints', 'interfaces']) {
    const v = scheme.get(key);
    b.set(key, v instanceof PHash ? PHash.from([...v].filter(([, x]) => x instanceof PHash)) : PHash.EMPTY);
  }
  return b.build();
}

/** What prepare_network_config stores of a network_scheme hash. */
export function sanitizeScheme(given: Value): PHash {
  if (!(given instanceof PHash)) throw noMethodError('each', given);
  return dropEmptyMembers(foldOverrides(sanitizeBooleans(symbolKeys(given), false) as PHash));
}

/** The first dot-separated part of a transformation's name (nil for an empty one). */
function baseName(name: Value): Value {
  if (typeof name !== 'string') throw noMethodError('split', name);
  return rubySplit(name, '.')[0] ?? null;
}

/** L23network.get_phys_dev_by_transformation: the physical devices (a bond's members too) under a transformation. */
export function physicalDevices(scheme: PHash, name: Value): Value[] {
  const interfaces = scheme.get('interfaces') as PHash;
  const transformations = scheme.get('transformations') as Value[];
  const physical = [...interfaces.keys()].map(rubyToS);
  if (typeof name === 'string' && physical.includes(name)) return [name];
  let wanted = name;
  const found: Value[] = [];
  for (const t of transformations) {
    if (rubyEquals(at(t, 'name'), wanted)) {
      if (at(t, 'vlandev') !== null) {
        found.push(at(t, 'vlandev'));
        continue;
      }
      // Ruby reassigns the name searched for the rest of the loop.
      wanted = baseName(at(t, 'name'));
      if ((typeof wanted === 'string' && physical.includes(wanted)) || at(t, 'action') === 'add-bond') {
        found.push(rubyToS(wanted));
        break;
      }
      if (!rubyEquals(at(t, 'name'), wanted)) found.push(physicalDevices(scheme, wanted));
    } else if (rubyEquals(at(t, 'bridge'), wanted)) {
      found.push(baseName(at(t, 'name')));
    } else if (at(t, 'bridges') !== null && rubyEquals(element(at(t, 'bridges'), 0), wanted)) {
      wanted = element(at(t, 'bridges'), 1);
      found.push(physicalDevices(scheme, wanted));
    }
  }
  if (unique(found.flat(Infinity as 1) as Value[]).some((d) => typeof d === 'string' && /^bond/m.test(d))) {
    for (const t of transformations) if (rubyEquals(at(t, 'name'), found[0] ?? null)) found.push(at(t, 'interfaces'));
  }
  return unique(found.flat(Infinity as 1) as Value[]);
}

/** Ruby's `value[i]`: an array's element or a string's character (nil past the end). */
function element(v: Value, i: number): Value {
  if (Array.isArray(v)) return v[i] ?? null;
  if (typeof v === 'string') return Array.from(v)[i] ?? null;
  throw noMethodError('[]', v);
}

function unique(values: readonly Value[]): Value[] {
  const out: Value[] = [];
  for (const v of values) if (!out.some((x) => rubyEquals(x, v))) out.push(v);
  return out;
}
