// lookup(name, [value_type, [merge, [default]]]) or lookup(name, options_hash), with an optional
// default lambda: Hiera lookup honouring lookup_options, as Puppet's own lookup().
import { ANY, HASH, PHash, PType, type Value } from '../values/index.js';
import type { LookupRequest } from './context.js';
import { defineFunction } from './function.js';

function names(v: Value): string[] {
  return (Array.isArray(v) ? v : [v]).map((x) => String(x));
}

export default defineFunction(
  'lookup',
  {
    // lookup({ 'name' => 'key', 'default_value' => d, ... })
    params: [HASH],
    block: 'optional',
    names: ['options_hash'],
    call(ctx, args, lambda) {
      const opts = args[0] as PHash;
      return ctx.lookup(fromOptions(names(opts.get('name') ?? null), opts, lambda));
    },
  },
  {
    // lookup('key', { 'value_type' => T, 'merge' => m, 'default_value' => d })
    params: [ANY, ANY],
    block: 'optional',
    names: ['name', 'options_hash'],
    call(ctx, args, lambda) {
      const opts = args[1];
      if (!(opts instanceof PHash)) return ctx.lookup(positional(args, lambda));
      return ctx.lookup(fromOptions(names(args[0]!), opts, lambda));
    },
  },
  {
    params: [ANY, ANY, ANY, ANY],
    required: 1,
    block: 'optional',
    names: ['name', 'value_type', 'merge', 'default_value'],
    call(ctx, args, lambda) {
      return ctx.lookup(positional(args, lambda));
    },
  },
);

function positional(args: Value[], lambda: LookupRequest['defaultBlock']): LookupRequest {
  const request: LookupRequest = { names: names(args[0]!) };
  if (args[1] instanceof PType) request.valueType = args[1];
  if (args.length > 2 && args[2] !== null) request.merge = args[2]!;
  if (args.length > 3) request.default = { value: args[3]! };
  if (lambda) request.defaultBlock = lambda;
  return request;
}

function fromOptions(keys: string[], opts: PHash, lambda: LookupRequest['defaultBlock']): LookupRequest {
  const request: LookupRequest = { names: keys };
  const vt = opts.get('value_type');
  if (vt !== undefined) request.valueType = vt;
  const merge = opts.get('merge');
  if (merge !== undefined && merge !== null) request.merge = merge;
  if (opts.has('default_value')) request.default = { value: opts.get('default_value')! };
  if (lambda) request.defaultBlock = lambda;
  return request;
}
