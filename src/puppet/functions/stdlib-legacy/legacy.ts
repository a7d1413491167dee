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

/**
 * The Puppet type stdlib 8's 4.x wrappers name in their deprecation warning: match expressions
 * for the is_* functions, validate_legacy for the validate_* ones.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  is_array: 'Stdlib::Compat::Array',
  is_ip_address: 'Stdlib::Compat::Ip_address',
  is_numeric: 'Stdlib::Compat::Numeric',
  is_string: 'Stdlib::Compat::String',
  validate_absolute_path: 'Stdlib::Compat::Absolute_Path',
  validate_array: 'Stdlib::Compat::Array',
  validate_bool: 'Stdlib::Compat::Bool',
  validate_hash: 'Stdlib::Compat::Hash',
  validate_integer: 'Stdlib::Compat::Integer',
  validate_re: 'Pattern[]',
  validate_string: 'Stdlib::Compat::String',
};

/** stdlib 8's deprecation text of a 4.x wrapper (the line break and indentation are in its source). */
function deprecationOf(name: string): string {
  const type = REPLACEMENTS[name]!;
  return name.startsWith('is_')
    ? `This method is deprecated, please use match expressions with ${type} instead. They are described at https://docs.puppet.com/puppet/latest/reference/lang_data_type.html#match-expressions.`
    : `This method is deprecated, please use the stdlib validate_legacy function,\n                    with ${type}. There is further documentation for validate_legacy function in the README.`;
}

/**
 * A stdlib 8 function stdlib 9 removed. A 4.x wrapper warns of its deprecation (once per
 * compilation) before its 3.x function runs; the 3.x function's own deprecation() call is silent
 * unless STDLIB_LOG_DEPRECATIONS is set, as Puppet runs it.
 */
export function stdlibFunction(name: string, api: '3.x' | '4.x', call: (ctx: FunctionContext, args: Value[]) => Value): PuppetFunction {
  legacyBodies.set(name, call);
  return defineModuleFunction('stdlib', name, {
    params: [],
    rest: ANY,
    names: ['args'],
    call(ctx, args) {
      if (api === '4.x') ctx.deprecation(name, deprecationOf(name));
      return call(ctx, api === '3.x' ? args.map((a) => (a === null ? '' : a)) : args);
    },
  });
}

/** The 3.x functions themselves, by name, as Ruby code calls them (`scope.function_validate_re(args)`). */
const legacyBodies = new Map<string, (ctx: FunctionContext, args: Value[]) => Value>();

/**
 * Calls stdlib 8's 3.x function `name` directly, as stdlib 8's validate_legacy does
 * (`scope.send("function_#{name}", args)`): no 4.x wrapper, so no deprecation warning. Undefined
 * when overcat has no such function.
 */
export function callLegacyFunction(ctx: FunctionContext, name: string, args: Value[]): { value: Value } | undefined {
  const body = legacyBodies.get(name);
  return body && { value: body(ctx, args) };
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
