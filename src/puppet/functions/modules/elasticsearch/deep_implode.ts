// deep_implode(hash) (voxpupuli elasticsearch): a nested settings hash as one level of dotted
// keys (`{'cluster' => {'name' => x}}` → `{'cluster.name' => x}`) for elasticsearch.yml. At each
// level the longest keys go first; where two paths give one key, arrays are concatenated and
// otherwise the first value set stays (Ruby's `||=`: an undef or false one is replaced).
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError } from '../../ruby-values.js';

export default legacyModuleFunction('elasticsearch', 'deep_implode', -1, (_ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`deep_implode(): wrong number of arguments (${args.length}; must be 1)`);
  const [hash] = args;
  if (!(hash instanceof PHash)) throw new FunctionError('deep_implode: unexpected argument type, only expects hashes');
  const out = new Map<string, Value>();
  implode(out, hash, []);
  return PHash.from(out);
});

function implode(out: Map<string, Value>, hash: PHash, path: readonly string[]): void {
  const entries = Array.from(hash, ([k, v]) => {
    if (typeof k !== 'string') throw noMethodError('length', k);
    return [k, v] as const;
  });
  // sort_by length, then reverse. Ruby's sort leaves the order of keys of one length unspecified;
  // two such keys never give one dotted key, so only the result's key order can differ (the
  // module's template writes the keys sorted).
  entries.sort((a, b) => a[0].length - b[0].length).reverse();
  for (const [key, value] of entries) {
    const next = [...path, key];
    if (value instanceof PHash) {
      implode(out, value, next);
      continue;
    }
    const dotted = next.join('.');
    const existing = out.get(dotted);
    if (Array.isArray(value) && Array.isArray(existing)) out.set(dotted, [...existing, ...value]);
    else if (existing === undefined || existing === null || existing === false) out.set(dotted, value);
  }
}
