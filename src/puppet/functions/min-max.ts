// What min() and max() share (Puppet 7.23): numbers compare by value, strings byte-wise — except
// that two numeric-looking strings compare as numbers (deprecated, with a warning) — a lambda
// decides when given, and other mixes compare by their Ruby text (deprecated too).
import { ANY, ARRAY, ArrayType, NUMERIC, STRING, rubyText, type Value } from '../values/index.js';
import type { FunctionContext, Lambda } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction, type PuppetFunction } from './function.js';
import { byteCompare, lambdaCompare, rubyCompare } from './ruby-compare.js';

type Which = 'min' | 'max';

/** Puppet's test for a string it still converts to a number (its pattern, anchors and all). */
const NUMBER_LIKE = /^-?\d+([._eE]\d+)?$/;

/** Ruby's String#to_f on a number-like string (underscores between digits are ignored). */
const toF = (s: string): number => Number.parseFloat(s.replace(/_/g, ''));

function coercionWarning(ctx: FunctionContext, which: Which, what: 'String to Numeric' | 'Any to String'): void {
  ctx.log('warning', `The ${which}() function's auto conversion of ${what} is deprecated - change to convert input before calling, or use lambda`);
}

/** The value `which` picks from `values` by `cmp` (Ruby's Array#min / #max: the first of equals wins). */
function pick(which: Which, values: readonly Value[], cmp: (a: Value, b: Value) => number): Value {
  if (values.length === 0) throw new FunctionError(`${which}(): Wrong number of arguments need at least one`);
  let best: Value = values[0] as Value;
  for (const v of values.slice(1)) {
    const c = cmp(v, best);
    if (which === 'min' ? c < 0 : c > 0) best = v;
  }
  return best;
}

function numbers(which: Which, values: readonly Value[]): Value {
  return pick(which, values, rubyCompare);
}

/** Strings and (with `anyText`) other values compared as Puppet 7.23's min/max compare them. */
function texts(ctx: FunctionContext, which: Which, values: readonly Value[], anyText: boolean): Value {
  let warnedNumeric = false;
  let warnedAny = false;
  return pick(which, values, (a, b) => {
    const as = rubyText(a);
    const bs = rubyText(b);
    if (NUMBER_LIKE.test(as) && NUMBER_LIKE.test(bs)) {
      if (!warnedNumeric) coercionWarning(ctx, which, 'String to Numeric');
      warnedNumeric = true;
      return Math.sign(toF(as) - toF(bs));
    }
    if (anyText && !warnedAny) {
      coercionWarning(ctx, which, 'Any to String');
      warnedAny = true;
    }
    return byteCompare(as, bs);
  });
}

const byLambda = (which: Which, values: readonly Value[], lambda: Lambda): Value => pick(which, values, (a, b) => lambdaCompare(lambda, a, b));

/** min or max, with Puppet's signatures in Puppet's order. */
export function minMax(which: Which): PuppetFunction {
  const array = (type: ArrayType, plain: (ctx: FunctionContext, values: readonly Value[]) => Value) => ({
    params: [type],
    block: 'optional' as const,
    blockArity: [2, 2] as const,
    names: ['values'],
    call: (ctx: FunctionContext, args: Value[], lambda: Lambda | undefined) => (lambda ? byLambda(which, args[0] as Value[], lambda) : plain(ctx, args[0] as Value[])),
  });
  return defineFunction(
    which,
    { params: [], rest: NUMERIC, names: ['values'], call: (_ctx, args) => numbers(which, args) },
    { params: [], rest: STRING, names: ['values'], call: (ctx, args) => texts(ctx, which, args, false) },
    array(new ArrayType(NUMERIC), (_ctx, values) => numbers(which, values)),
    array(new ArrayType(STRING), (ctx, values) => texts(ctx, which, values, false)),
    array(ARRAY, (ctx, values) => texts(ctx, which, values, true)),
    { params: [], rest: ANY, names: ['values'], block: 'required', blockArity: [2, 2], call: (_ctx, args, lambda) => byLambda(which, args, lambda!) },
    { params: [], rest: ANY, names: ['values'], call: (ctx, args) => texts(ctx, which, args, true) },
  );
}
