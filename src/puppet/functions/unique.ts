// unique(string | hash | array | iterable) [|$x|]: the elements without repeats, the first of each
// kept; repeats are Ruby's (`eql?`: 'a' and 'A', 1 and 1.0 differ), or the lambda's values when
// one is given. A hash becomes one entry per distinct value: [its keys] => [its distinct values].
import { ANY, ARRAY, CallableType, HASH, IterableType, PHash, STRING, TupleType, canonical, type PType, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { defineFunction } from './function.js';
import { elements } from './iteration.js';

function uniq(items: readonly Value[], lambda: Lambda | undefined): Value[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const key = canonical(lambda ? lambda.call([x]) : x);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function uniqueHash(hash: PHash, lambda: Lambda | undefined): PHash {
  const groups = new Map<string, { keys: Value[]; values: Value[] }>();
  for (const [k, v] of hash) {
    const key = canonical(lambda ? lambda.call([v]) : v);
    const group = groups.get(key) ?? { keys: [], values: [] };
    groups.set(key, group);
    group.keys.push(k);
    group.values.push(v);
  }
  return PHash.from(Array.from(groups.values(), (g): [Value, Value] => [g.keys, uniq(g.values, undefined)]));
}

/** The optional block of one parameter, as Puppet declares it (`Callable[String]`, `Callable[Any]`): its refusals list it so. */
const block = (t: PType) => ({ block: 'optional', blockArity: [1, 1], blockType: new CallableType(new TupleType([t])) }) as const;

export default defineFunction(
  'unique',
  { params: [STRING], ...block(STRING), names: ['string'], call: (_ctx, args, lambda) => uniq([...(args[0] as string)], lambda).join('') },
  { params: [HASH], ...block(ANY), names: ['hash'], call: (_ctx, args, lambda) => uniqueHash(args[0] as PHash, lambda) },
  // The elements go on as they are (a binary String stays binary; canonical keys see its text).
  { params: [ARRAY], ...block(ANY), names: ['array'], keepsEncoding: true, call: (_ctx, args, lambda) => uniq(args[0] as Value[], lambda) },
  { params: [new IterableType()], ...block(ANY), names: ['iterable'], call: (_ctx, args, lambda) => uniq(elements(args[0]!), lambda) },
);
