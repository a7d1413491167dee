// A Puppet function as overcat implements it: a name and typed signatures (Puppet 4's dispatch),
// each with the code to run. Every function file under functions/ exports one of these.
import type { PType, Value } from '../values/index.js';
import type { FunctionContext, Lambda } from './context.js';

export interface Signature {
  /** Types of the required and optional positional parameters, in order. */
  params: readonly PType[];
  /** How many of `params` are required (default: all). */
  required?: number;
  /** Type of further arguments (a `*` rest parameter); absent means no more arguments. */
  rest?: PType;
  /** Whether a lambda is required, optional or refused (default refused). */
  block?: 'required' | 'optional';
  /** How many parameters the lambda must declare (Puppet's `Callable[min, max]` block type). */
  blockArity?: readonly [number, number];
  /** The block type as Puppet's refusals list it, where it is more than its arity (`BlockType = Callable[NameType]`). */
  blockType?: PType;
  /** Names for error messages (`'include' parameter 'names'`), parallel to `params` (+ rest). */
  names?: readonly string[];
  /**
   * The return type the Ruby function declares (`return_type`), where Puppet has one: it checks a
   * Deferred call of the function given to a typed parameter against it.
   */
  returns?: PType;
  /**
   * Set where the function keeps a String's Ruby encoding as Puppet's does (interpolation-like
   * joins, case changes, values passed through): its arguments come with their binary strings
   * (values/binary-string.ts). Others get every String as plain text.
   */
  keepsEncoding?: true;
  /**
   * Puppet's `argument_mismatch` dispatch: tried only when no other signature takes the arguments,
   * its call throwing the function's own message for them (new_Version's "The string 'x' cannot be
   * converted to a SemVer"); never listed in a refusal.
   */
  argumentMismatch?: true;
  call(ctx: FunctionContext, args: Value[], lambda: Lambda | undefined): Value;
}

export interface PuppetFunction {
  name: string;
  /**
   * Set for a function a module ships in Ruby (stdlib's `pick`, openstacklib's `is_service_default`):
   * the module's name. The native code stands in for the Ruby file, so it runs only when the module
   * path defines a Ruby function of that name, as Puppet finds it only then.
   */
  module?: string;
  /** Tried in order; the first whose parameters accept the arguments runs. */
  signatures: readonly Signature[];
}

/** Declares a function (an identity helper that keeps the shape checked). */
export function defineFunction(name: string, ...signatures: Signature[]): PuppetFunction {
  return { name, signatures };
}

/** Declares a function a module ships in Ruby (see `PuppetFunction.module`). */
export function defineModuleFunction(module: string, name: string, ...signatures: Signature[]): PuppetFunction {
  return { name, module, signatures };
}
