// The legacy hiera functions' shared shape: hiera*(key, [default, [override]]) with an optional
// default lambda, each a lookup with a fixed merge (Puppet 7
// ignores lookup_options for hiera_hash). Puppet's five dispatches, so a key that is not a String
// is refused as Puppet refuses it.
import { ANY, IntegerType, STRING, TupleType, type Value } from '../values/index.js';
import type { FunctionContext, Lambda, LookupRequest } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction, type PuppetFunction } from './function.js';

const BLOCK = { block: 'required', blockArity: [1, 1] } as const;

export function hieraFunction(name: string, merge: string | undefined, then?: (ctx: FunctionContext, v: Value) => Value): PuppetFunction {
  const lookup = (ctx: FunctionContext, key: Value, dflt: { value: Value } | undefined, lambda: Lambda | undefined): Value => {
    const request: LookupRequest = { names: [key as string], name: key };
    if (merge) request.merge = merge;
    if (dflt) request.default = dflt;
    if (lambda) request.defaultBlock = lambda;
    const v = ctx.lookup(request);
    return then ? then(ctx, v) : v;
  };
  return defineFunction(
    name,
    {
      // hiera(['key', default, override]), the arguments in one array: Puppet 7.23 accepts the
      // form, then fails calling a method its function class lacks.
      params: [new TupleType([STRING, ANY, ANY], new IntegerType(1, 3))],
      names: ['args'],
      call: () => {
        throw new FunctionError(`${name}() of one array fails in Puppet 7.23 (undefined method 'hiera'): give the key, default and override as arguments`);
      },
    },
    { params: [STRING], names: ['key'], call: (ctx, [key]) => lookup(ctx, key!, undefined, undefined) },
    { params: [STRING, ANY, ANY], required: 2, names: ['key', 'default', 'override'], call: (ctx, [key, dflt]) => lookup(ctx, key!, { value: dflt! }, undefined) },
    { params: [STRING], ...BLOCK, names: ['key'], call: (ctx, [key], lambda) => lookup(ctx, key!, undefined, lambda) },
    { params: [STRING, ANY], ...BLOCK, names: ['key', 'override'], call: (ctx, [key], lambda) => lookup(ctx, key!, undefined, lambda) },
  );
}
