// The legacy hiera functions' shared shape: hiera*(key, [default, [override]]) with an optional
// default lambda, each a lookup with a fixed merge (Puppet 7 ignores lookup_options for hiera_hash).
import { ANY, type Value } from '../values/index.js';
import type { FunctionContext, LookupRequest } from './context.js';
import { defineFunction, type PuppetFunction } from './function.js';

export function hieraFunction(name: string, merge: string | undefined, then?: (ctx: FunctionContext, v: Value) => Value): PuppetFunction {
  return defineFunction(name, {
    params: [ANY, ANY, ANY],
    required: 1,
    block: 'optional',
    names: ['key', 'default', 'override'],
    call(ctx, args, lambda) {
      const request: LookupRequest = { names: [String(args[0])] };
      if (merge) request.merge = merge;
      if (args.length > 1) request.default = { value: args[1]! };
      if (lambda) request.defaultBlock = lambda;
      const v = ctx.lookup(request);
      return then ? then(ctx, v) : v;
    },
  });
}
