// lookup(name, [value_type, [merge, [default]]]) or lookup(name, options_hash), with an optional
// default lambda: Hiera lookup honouring lookup_options, as Puppet's own lookup().
import { ANY, ArrayType, HashType, IntegerType, OptionalType, PHash, PType, SCALAR, STRING, StringType, StructElement, StructType, TypeAliasType, TypeType, VariantType, type Value } from '../values/index.js';
import type { LookupRequest } from './context.js';
import { defineFunction } from './function.js';

function names(v: Value): string[] {
  return (Array.isArray(v) ? v : [v]).map((x) => String(x));
}

// Puppet's local types of lookup(), named as its refusals name them.
const NAME = new TypeAliasType('NameType', () => new VariantType([STRING, new ArrayType(STRING)]));
const VALUE_TYPE = new TypeAliasType('ValueType', () => new TypeType());
const MERGE = new TypeAliasType('MergeType', () => new VariantType([new StringType(new IntegerType(1, Infinity)), new HashType(STRING, SCALAR)]));
const HASH_OF_ANY = new HashType(STRING, ANY);
function options(name: string, withName: boolean): TypeAliasType {
  const entry = (key: string, value: PType) => new StructElement(new OptionalType(new StringType(undefined, key)), new OptionalType(value));
  return new TypeAliasType(name, () =>
    new StructType([
      ...(withName ? [new StructElement(new StringType(undefined, 'name'), NAME)] : []),
      entry('value_type', VALUE_TYPE),
      entry('default_value', ANY),
      entry('override', HASH_OF_ANY),
      entry('default_values_hash', HASH_OF_ANY),
      entry('merge', MERGE),
    ]),
  );
}
const OPTIONS_WITH_NAME = options('OptionsWithName', true);
const OPTIONS_WITHOUT_NAME = options('OptionsWithoutName', false);

/** Puppet's dispatches of lookup(), in its order: what a call may give is exactly what they accept. */
export default defineFunction(
  'lookup',
  { params: [NAME, VALUE_TYPE, MERGE], required: 1, names: ['name', 'value_type', 'merge'], call: (ctx, args) => ctx.lookup(positional(args, undefined)) },
  {
    params: [NAME, new OptionalType(VALUE_TYPE), new OptionalType(MERGE), ANY],
    names: ['name', 'value_type', 'merge', 'default_value'],
    call: (ctx, args) => ctx.lookup(positional(args, undefined)),
  },
  {
    params: [NAME, VALUE_TYPE, MERGE],
    required: 1,
    block: 'required',
    blockArity: [1, 1],
    names: ['name', 'value_type', 'merge'],
    call: (ctx, args, lambda) => ctx.lookup(positional(args, lambda)),
  },
  {
    params: [OPTIONS_WITH_NAME],
    block: 'optional',
    blockArity: [1, 1],
    names: ['options_hash'],
    call(ctx, args, lambda) {
      const opts = args[0] as PHash;
      return ctx.lookup(fromOptions(names(opts.get('name') ?? null), opts, lambda));
    },
  },
  {
    params: [NAME, OPTIONS_WITHOUT_NAME],
    block: 'optional',
    blockArity: [1, 1],
    names: ['name', 'options_hash'],
    call: (ctx, args, lambda) => ctx.lookup(fromOptions(names(args[0]!), args[1] as PHash, lambda)),
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
