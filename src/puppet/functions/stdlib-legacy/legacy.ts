// The shape of the stdlib 8.x functions stdlib 9 removed: each takes any arguments and checks them
// itself with its own wording. Those stdlib 8 also wrapped in the 4.x API (validate_*, is_array,
// is_string, is_numeric, is_ip_address) receive undef as nil; the plain 3.x ones (has_key, hash,
// dig44, try_get_value, is_hash, is_integer) get Puppet's 3.x conversion, a top-level undef as ''.
import { ANY, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { defineModuleFunction, type PuppetFunction } from '../function.js';
import { rubyClass } from '../ruby-class.js';
import { rubyToS } from '../ruby-values.js';

export function stdlibFunction(name: string, api: '3.x' | '4.x', call: (ctx: FunctionContext, args: Value[]) => Value): PuppetFunction {
  return defineModuleFunction('stdlib', name, {
    params: [],
    rest: ANY,
    names: ['args'],
    call: (ctx, args) => call(ctx, api === '3.x' ? args.map((a) => (a === null ? '' : a)) : args),
  });
}

/** Puppet::ParseError with stdlib's message (reported as the function's failure). */
export function parseError(message: string): FunctionError {
  return new FunctionError(message);
}

/** The validate_* functions' count check: at least one argument. */
export function requireSome(name: string, args: readonly Value[]): void {
  if (args.length === 0) throw parseError(`${name}(): wrong number of arguments (0; must be > 0)`);
}

const POSIX_ABSOLUTE = /^\//m;
const WINDOWS_ABSOLUTE = /^(?:[A-Z]:[\\/]|[\\/][\\/][^\\/]+[\\/][^\\/]+|[\\/][\\/]\?[\\/][^\\/]+)/im;

/**
 * Puppet::Util.absolute_path? for POSIX or Windows, as stdlib's is_absolute_path asks it (Ruby's `^`
 * matches after any newline). A non-String is no path: Puppet warns once per platform tried.
 */
export function isAbsolutePath(ctx: FunctionContext, v: Value): boolean {
  if (typeof v !== 'string') {
    const warning = `Cannot check if ${rubyToS(v)} is an absolute path because it is a '${rubyClass(v)}'.`;
    ctx.log('warning', warning);
    ctx.log('warning', warning);
    return false;
  }
  return POSIX_ABSOLUTE.test(v) || WINDOWS_ABSOLUTE.test(v);
}
