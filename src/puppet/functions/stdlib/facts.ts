// The structured facts stdlib's 4.x functions read from `$facts` (`closure_scope['facts']`): a
// path of keys, undef where one is missing; Ruby's NoMethodError where a step is not a hash.
import { PHash, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { noMethodError } from '../ruby-values.js';

export function fact(ctx: FunctionContext, ...path: string[]): Value {
  let v: Value = ctx.variable('facts') ?? null;
  for (const key of path) {
    if (!(v instanceof PHash)) throw noMethodError('[]', v);
    v = v.get(key) ?? null;
  }
  return v;
}
