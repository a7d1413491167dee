// assert_type(type, value) [|$expected, $actual| { }]: the value when it matches the type, else
// Puppet's mismatch error (or the lambda's result); the type may be given as its text.
import { ANY, CallableType, PType, STRING, TupleType, TypeType, describeMismatch, inferDetailed, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

const TYPE = new TypeType();
/** The lambda takes the expected and the actual type (`Callable[Type, Type]`). */
const BLOCK = { block: 'optional', blockArity: [2, 2], blockType: new CallableType(new TupleType([TYPE, TYPE])) } as const;

function assertType(type: PType, value: Value, lambda: Lambda | undefined): Value {
  if (type.isInstance(value)) return value;
  if (lambda) return lambda.call([type, inferDetailed(value)]);
  throw new FunctionError(describeMismatch('assert_type():', type, value), 'OVC3111');
}

export default defineFunction(
  'assert_type',
  { params: [TYPE, ANY], ...BLOCK, names: ['type', 'value'], call: (_ctx, [type, value], lambda) => assertType(type as PType, value!, lambda) },
  { params: [STRING, ANY], ...BLOCK, names: ['type_string', 'value'], call: (ctx, [text, value], lambda) => assertType(ctx.parseType(text as string, true), value!, lambda) },
);
