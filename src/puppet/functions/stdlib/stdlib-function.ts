// How stdlib's functions are declared: 3.x functions (lib/puppet/parser/functions) with Puppet's
// argument conversion, 4.x functions (lib/puppet/functions) with typed dispatch, and the
// deprecated unnamespaced 4.x names stdlib 9 keeps (`merge`), which warn and call `stdlib::merge`.
import { ANY, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { defineModuleFunction, type PuppetFunction, type Signature } from '../function.js';
import { legacyModuleFunction } from '../legacy-function.js';

/** A stdlib 3.x function; stdlib declares no arity on most (-1: any count, checked in the body). */
export const stdlib3x = (name: string, call: (ctx: FunctionContext, args: Value[]) => Value, arity = -1): PuppetFunction => legacyModuleFunction('stdlib', name, arity, call);

/** A stdlib 4.x function. */
export const stdlib4x = (name: string, ...signatures: Signature[]): PuppetFunction => defineModuleFunction('stdlib', name, ...signatures);

/**
 * stdlib 9's deprecated unnamespaced name for `stdlib::<name>`: any arguments (and a lambda where
 * the namespaced function takes one), a deprecation warning once per compilation, then the call.
 */
export function deprecatedName(name: string, block?: 'optional'): PuppetFunction {
  return stdlib4x(name, {
    params: [],
    rest: ANY,
    names: ['args'],
    ...(block ? { block } : {}),
    call(ctx, args, lambda) {
      ctx.deprecation(name, `This function is deprecated, please use stdlib::${name} instead.`);
      return ctx.call(`stdlib::${name}`, args, lambda);
    },
  });
}
