// getvar('name.path', [default]) [|$error| { }]: a variable by (qualified) name, then get() along
// the dotted path after it, as Puppet's getvar: the default when the variable is not set; a text
// that does not start with a variable name is refused.
import { ANY, PatternType, STRING, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

/**
 * Puppet's Pattern[/\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\Z)/], tested in JavaScript's own
 * terms (`\n?$` for Ruby's `\Z`): the bounded translation of user patterns refuses its
 * look-ahead after a repetition, which is harmless in this fixed one.
 */
class Navigation extends PatternType {
  constructor() {
    super([]);
  }
  override isInstance(v: Value): boolean {
    return typeof v === 'string' && /^(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\n?$)/.test(v);
  }
  protected override parameters(): string {
    return '/\\A(?:::)?(?:[a-z]\\w*::)*[a-z_]\\w*(?:\\.|\\Z)/';
  }
}

const NAVIGATION = new Navigation();

export default defineFunction(
  'getvar',
  {
    params: [NAVIGATION, ANY],
    required: 1,
    block: 'optional',
    blockArity: [1, 1],
    names: ['get_string', 'default_value'],
    call(ctx, args, lambda) {
      const [, name, rest] = /^((?:::)?(?:\w+::)*\w+)(.*)$/s.exec(args[0] as string)!;
      if (rest !== '' && !rest!.startsWith('.')) throw new FunctionError(`First character after var name in get string must be a '.' - got ${rest![0]!}`);
      // As a read in the manifest: Puppet would give a value a template changed in place, overcat refuses it.
      const value: Value | undefined = ctx.checkedVariable(name!);
      const fallback = args[1] ?? null;
      if (value === undefined) return fallback;
      return ctx.call('get', [value, rest!.slice(1), ...(args.length > 1 ? [fallback] : [])], lambda);
    },
  },
  {
    // Any other text is named for what is wrong with it.
    params: [STRING, ANY],
    required: 1,
    block: 'optional',
    argumentMismatch: true,
    names: ['get_string', 'default_value'],
    call() {
      throw new FunctionError("'getvar' The given string does not start with a valid variable name", 'OVC3110');
    },
  },
);
