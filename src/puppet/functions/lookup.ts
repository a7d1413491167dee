// lookup(name, [value_type, [merge, [default]]]) or lookup(name, options_hash), with an optional
// default lambda: Hiera lookup honouring lookup_options, as Puppet's own lookup(), with its five
// typed dispatches (so `lookup('k', undef, 'hash')` is refused as Puppet refuses it: an undef
// value type is accepted only beside a default value).
import {
  ANY,
  ArrayType,
  CallableType,
  HashType,
  IntegerType,
  OptionalType,
  PHash,
  PType,
  SCALAR,
  STRING,
  StringType,
  StructElement,
  StructType,
  TupleType,
  TypeAliasType,
  TypeType,
  UNDEF,
  VariantType,
  type Value,
} from '../values/index.js';
import type { LookupRequest } from './context.js';
import { defineFunction } from './function.js';

// Puppet's local types, under their names: its refusals print them (`NameType = Variant[...]`).
const NAME = new TypeAliasType('NameType', () => new VariantType([STRING, new ArrayType(STRING)]));
const VALUE_TYPE = new TypeAliasType('ValueType', () => new TypeType());
const DEFAULT_VALUE = new TypeAliasType('DefaultValueType', () => ANY);
const MERGE = new TypeAliasType('MergeType', () => new VariantType([new StringType(new IntegerType(1, Infinity)), new HashType(STRING, SCALAR)]));

/** The options both hash forms take; a key whose value may be undef may be missing. */
function options(withName: boolean): StructType {
  const fields: [string, PType][] = [
    ...(withName ? ([['name', NAME]] as [string, PType][]) : []),
    ['value_type', new OptionalType(VALUE_TYPE)],
    // Optional[Any] is Any: Puppet lists it so.
    ['default_value', DEFAULT_VALUE],
    ['override', new OptionalType(new HashType(STRING, ANY))],
    ['default_values_hash', new OptionalType(new HashType(STRING, ANY))],
    ['merge', new OptionalType(MERGE)],
  ];
  return new StructType(fields.map(([k, t]) => new StructElement(t.isAssignable(UNDEF) ? new OptionalType(new StringType(undefined, k)) : new StringType(undefined, k), t)));
}
const OPTIONS_WITH_NAME = new TypeAliasType('OptionsWithName', () => options(true));
const OPTIONS_WITHOUT_NAME = new TypeAliasType('OptionsWithoutName', () => options(false));
/** The default lambda takes the name looked up. */
const BLOCK = { blockArity: [1, 1] as const, blockType: new TypeAliasType('BlockType', () => new CallableType(new TupleType([NAME]))) };

function names(v: Value): string[] {
  return (Array.isArray(v) ? v : [v]).map((x) => String(x));
}

export default defineFunction(
  'lookup',
  {
    params: [NAME, VALUE_TYPE, MERGE],
    required: 1,
    names: ['name', 'value_type', 'merge'],
    call: (ctx, args) => ctx.lookup(positional(args, undefined)),
  },
  {
    params: [NAME, new OptionalType(VALUE_TYPE), new OptionalType(MERGE), DEFAULT_VALUE],
    names: ['name', 'value_type', 'merge', 'default_value'],
    call: (ctx, args) => ctx.lookup(positional(args, undefined)),
  },
  {
    params: [NAME, VALUE_TYPE, MERGE],
    required: 1,
    block: 'required',
    ...BLOCK,
    names: ['name', 'value_type', 'merge'],
    call: (ctx, args, lambda) => ctx.lookup(positional(args, lambda)),
  },
  {
    params: [OPTIONS_WITH_NAME],
    block: 'optional',
    ...BLOCK,
    names: ['options_hash'],
    call(ctx, args, lambda) {
      const opts = args[0] as PHash;
      return ctx.lookup(fromOptions(opts.get('name') ?? null, opts, lambda));
    },
  },
  {
    params: [new VariantType([STRING, new ArrayType(STRING)]), OPTIONS_WITHOUT_NAME],
    block: 'optional',
    ...BLOCK,
    names: ['name', 'options_hash'],
    call: (ctx, args, lambda) => ctx.lookup(fromOptions(args[0]!, args[1] as PHash, lambda)),
  },
);

function positional(args: Value[], lambda: LookupRequest['defaultBlock'] | undefined): LookupRequest {
  const request: LookupRequest = { names: names(args[0]!), name: args[0]! };
  if (args[1] instanceof PType) request.valueType = args[1];
  if (args.length > 2 && args[2] !== null) request.merge = args[2]!;
  if (args.length > 3) request.default = { value: args[3]! };
  if (lambda) request.defaultBlock = lambda;
  return request;
}

function fromOptions(name: Value, opts: PHash, lambda: LookupRequest['defaultBlock'] | undefined): LookupRequest {
  const request: LookupRequest = { names: names(name), name };
  const vt = opts.get('value_type');
  if (vt !== undefined && vt !== null) request.valueType = vt;
  const merge = opts.get('merge');
  if (merge !== undefined && merge !== null) request.merge = merge;
  if (opts.has('default_value')) request.default = { value: opts.get('default_value')! };
  const override = opts.get('override');
  if (override instanceof PHash && override.size > 0) request.override = stringKeyed(override);
  const defaults = opts.get('default_values_hash');
  if (defaults instanceof PHash && defaults.size > 0) request.defaultValues = stringKeyed(defaults);
  if (lambda) request.defaultBlock = lambda;
  return request;
}

/** A Hash[String, Any] option as a map by name (the struct's type has checked its keys). */
function stringKeyed(h: PHash): Map<string, Value> {
  const out = new Map<string, Value>();
  for (const [k, v] of h) out.set(k as string, v);
  return out;
}
