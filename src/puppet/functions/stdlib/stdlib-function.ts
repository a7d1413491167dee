// How stdlib's functions are declared: 3.x functions (lib/puppet/parser/functions) with Puppet's
// argument conversion, 4.x functions (lib/puppet/functions) with typed dispatch, and the
// unnamespaced names stdlib 9 keeps as deprecated wrappers of `stdlib::<name>` and stdlib 8 ships as the
// functions themselves (`merge`).
import { ANY, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { dispatch } from '../dispatcher.js';
import { defineModuleFunction, type PuppetFunction, type Signature } from '../function.js';
import { legacyModuleFunction } from '../legacy-function.js';
import { stringToI } from '../ruby-number.js';

/** A stdlib 3.x function; stdlib declares no arity on most (-1: any count, checked in the body). */
export const stdlib3x = (name: string, call: (ctx: FunctionContext, args: Value[]) => Value, arity = -1): PuppetFunction => legacyModuleFunction('stdlib', name, arity, call);

/** `f` given its arguments as they are, binary Strings included: it returns one of them (pick). */
export const passingValues = (f: PuppetFunction): PuppetFunction => ({ ...f, signatures: f.signatures.map((s) => ({ ...s, keepsEncoding: true as const })) });

/** A stdlib 4.x function. */
export const stdlib4x = (name: string, ...signatures: Signature[]): PuppetFunction => defineModuleFunction('stdlib', name, ...signatures);

/**
 * An unnamespaced name both stdlib majors ship, told apart by what the module path holds. stdlib 9
 * (which has `stdlib::<name>`) ships a deprecated wrapper: any arguments (and a lambda where the
 * namespaced function takes one), a deprecation warning once per compilation, then
 * `stdlib::<name>`. stdlib 8, which has no `stdlib::<name>`, ships the function itself under this
 * name: `stdlib8` gives its signatures (by default the namespaced function's, which stdlib 9 only
 * renamed), run with no warning.
 */
export function unnamespacedName(namespaced: PuppetFunction, stdlib8: readonly Signature[] = namespaced.signatures): PuppetFunction {
  const name = namespaced.name.replace(/^stdlib::/, '');
  const block = namespaced.signatures.some((s) => s.block !== undefined);
  const wrapper: Signature = {
    params: [],
    rest: ANY,
    names: ['args'],
    ...(block ? { block: 'optional' as const } : {}),
    call(ctx, args, lambda) {
      ctx.deprecation(name, `This function is deprecated, please use stdlib::${name} instead.`);
      return ctx.call(namespaced.name, args, lambda);
    },
  };
  return byRelease(name, (ctx) => (ctx.shipsFunction(namespaced.name) ? [wrapper] : stdlib8));
}

/**
 * A function both stdlib majors ship under one name with different signatures or behaviour:
 * `signatures` picks those of the release the module path holds, then Puppet's dispatch runs.
 */
function byRelease(name: string, signatures: (ctx: FunctionContext) => readonly Signature[]): PuppetFunction {
  return stdlib4x(name, { params: [], rest: ANY, names: ['args'], block: 'optional', call: (ctx, args, lambda) => dispatch(name, signatures(ctx), ctx, args, lambda) });
}

/**
 * A function stdlib 9 changed without renaming it (validate_legacy, parsepson, deprecation):
 * stdlib 9's signatures, or stdlib 8's where the module path's stdlib is older than 9. Every
 * stdlib 9 ships stdlib::merge (it moved its functions into the namespace); no stdlib 8 does.
 */
export function stdlib4xByRelease(name: string, stdlib9: readonly Signature[], stdlib8: readonly Signature[]): PuppetFunction {
  return byRelease(name, (ctx) => (ctx.shipsFunction('stdlib::merge') ? stdlib9 : stdlib8));
}

/**
 * The count stdlib 8's 3.x functions take for a positive integer argument (fqdn_rand_string's
 * length, seeded_rand's max): what is_integer() accepts (an Integer, or a String of one) as its
 * to_i; 0 for anything else, which they refuse.
 */
export function stdlib8PositiveInteger(ctx: FunctionContext, v: Value): bigint {
  if (ctx.call('is_integer', [v]) !== true) return 0n;
  return typeof v === 'string' ? stringToI(v) : BigInt(v as number | bigint);
}
