// stdlib's fact(path): a fact by dotted path ('os.release.major', '"a.b".c', array indices),
// undef where the path leads nowhere (with Puppet's warning when it meets an array or a scalar).
import { PHash, STRING, type Value } from '../../values/index.js';
import { parseRubyInteger } from '../ruby-values.js';
import { stdlib4x } from './stdlib-function.js';

const dotted = (path: readonly string[]) => path.map((s) => (s.includes('.') ? `"${s}"` : s)).join('.');

export default stdlib4x('fact', {
  params: [STRING],
  names: ['fact_name'],
  call(ctx, args) {
    const name = args[0] as string;
    const path = Array.from(name.matchAll(/([^."]+)|(?:")([^"]+)(?:")/g), (m) => m[1] ?? m[2]!);
    let d: Value = ctx.variable('facts') ?? null;
    const walked: string[] = [];
    for (const k of path) {
      if (d === null) return null;
      if (Array.isArray(d)) {
        const i = parseRubyInteger(k);
        if (i === undefined) {
          ctx.log('warning', `fact request for ${name} returning nil: '${dotted(walked)}' is an array; cannot index to '${k}'`);
          d = null;
        } else d = d.at(Number(i)) ?? null;
      } else if (d instanceof PHash) d = d.get(k) ?? null;
      else {
        ctx.log('warning', `fact request for ${name} returning nil: '${dotted(walked)}' is not a collection; cannot walk to '${k}'`);
        d = null;
      }
      walked.push(k);
    }
    return d;
  },
});
