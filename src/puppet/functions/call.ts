// call(name, args...) [|...|]: calls the function of that name with the arguments (and lambda);
// call(deferred): resolves a Deferred now, as Puppet's DeferredResolver does for the agent.
import { ANY, DEFERRED, PDeferred, PHash, PSensitive, STRING, type Value } from '../values/index.js';
import type { FunctionContext } from './context.js';
import { defineFunction } from './function.js';

/**
 * A value with every Deferred in it (in arrays, hash values and Sensitive values) resolved: its
 * arguments first, then the call; a name starting with `$` digs into that top-scope variable.
 */
function resolved(ctx: FunctionContext, v: Value): Value {
  if (v instanceof PDeferred) {
    const args = (v.args ?? []).map((a) => resolved(ctx, a));
    if (v.name.startsWith('$')) return ctx.call('dig', [ctx.variable(`::${v.name.slice(1)}`) ?? null, ...args]);
    return ctx.call(v.name, args);
  }
  if (Array.isArray(v)) return v.map((x) => resolved(ctx, x));
  if (v instanceof PHash) return PHash.from([...v].map(([k, x]) => [k, resolved(ctx, x)] as const));
  if (v instanceof PSensitive) return new PSensitive(resolved(ctx, v.value));
  return v;
}

export default defineFunction(
  'call',
  {
    params: [STRING],
    rest: ANY,
    block: 'optional',
    names: ['function_name', 'arguments'],
    call: (ctx, args, lambda) => ctx.callNamed(args[0] as string, args.slice(1), lambda),
  },
  { params: [DEFERRED], names: ['deferred'], call: (ctx, [deferred]) => resolved(ctx, deferred!) },
);
