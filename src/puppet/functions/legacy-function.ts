// Puppet 3.x functions (`lib/puppet/parser/functions`) as Puppet 7 still runs them: an arity checked
// with the 3.x wording, and the 3.x argument conversion (an undef argument becomes '', every array
// and hash is built anew, versions, time values and Binary become their text).
import { ANY, PBinary, PHash, PIterator, PRegexp, PSemVer, PSemVerRange, PTimespan, PTimestamp, toText, type Value } from '../values/index.js';
import type { FunctionContext } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction, type PuppetFunction } from './function.js';

/**
 * A 3.x function: `arity` as Puppet declares it (n exactly, or -(n+1) for at least n).
 * `call` receives the arguments with top-level undef turned into '' (and never a lambda).
 */
export function legacyFunction(name: string, arity: number, call: (ctx: FunctionContext, args: Value[]) => Value): PuppetFunction {
  return defineFunction(name, {
    params: [],
    rest: ANY,
    names: ['args'],
    // Puppet's Function3x takes a lambda and drops it: `sha1('a') |$x| { 1 }` is sha1('a').
    block: 'optional',
    call(ctx, args) {
      const min = arity < 0 ? -arity - 1 : arity;
      if (arity >= 0 ? args.length !== arity : args.length < min) {
        throw new FunctionError(`${name}(): Wrong number of arguments given (${args.length} for ${arity < 0 ? 'minimum ' : ''}${min})`, 'OVC3110');
      }
      return call(
        ctx,
        args.map((a) => (a === null ? '' : converted(a))),
      );
    },
  });
}

/**
 * Puppet's Runtime3Converter copies every array and hash it converts, so that what a 3.x function
 * is given, and returns of it, is never the caller's object: it shows where a value's identity
 * does (to_yaml writes a hash met twice as an alias).
 */
function converted(v: Value): Value {
  // A 3.x function cannot take a regexp: Puppet hands it the regexp's source form (/x/) instead.
  if (v instanceof PRegexp) return v.toString();
  // Nor versions, time values or Binary (Runtime3FunctionArgumentConverter): their to_s.
  if (v instanceof PSemVer || v instanceof PSemVerRange || v instanceof PTimestamp || v instanceof PTimespan || v instanceof PBinary) return toText(v);
  if (v instanceof PIterator) throw new FunctionError('Use of an Iterator is not supported here');
  if (Array.isArray(v)) return v.map(converted);
  if (v instanceof PHash) return PHash.from(Array.from(v, ([k, x]) => [converted(k), converted(x)] as const));
  return v;
}

/** A 3.x function a module ships (stdlib's `pick`): runs only where the module path defines it. */
export function legacyModuleFunction(module: string, name: string, arity: number, call: (ctx: FunctionContext, args: Value[]) => Value): PuppetFunction {
  return { ...legacyFunction(name, arity, call), module };
}
