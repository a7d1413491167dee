// How puppet-archive's functions declare their parameters: with stdlib's type aliases
// (Stdlib::HTTPUrl), which exist only on the module path, so the signature is resolved when the
// function is called and the arguments dispatched against it then.
import { ANY, type Value } from '../../../values/index.js';
import { dispatch } from '../../dispatcher.js';
import { defineModuleFunction, type PuppetFunction } from '../../function.js';

/** `archive::<name>` with one parameter per entry of `params` (its name and type text). */
export function aliasTypedFunction(name: string, params: ReadonlyArray<readonly [string, string]>, call: (args: Value[]) => Value): PuppetFunction {
  const names = params.map(([n]) => n);
  return defineModuleFunction('archive', name, {
    params: params.map(() => ANY),
    names,
    call(ctx, args) {
      const typed = { params: params.map(([, type]) => ctx.parseType(type, true)), names, call: () => call(args) };
      return dispatch(name, [typed], ctx, args, undefined);
    },
  });
}
