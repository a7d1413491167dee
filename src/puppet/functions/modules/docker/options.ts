// What puppetlabs-docker's 3.x flag functions read of their options hash: Ruby's `args[0] || {}`,
// truthiness, an option set unless its text is 'undef', a switch on unless its text is 'false'.
import { PHash, type Value } from '../../../values/index.js';
import { rubyToS } from '../../ruby-values.js';

export type Options = (key: string) => Value | undefined;

/** The options hash (a false or missing one is empty) as a reader of its keys. */
export function optionsOf(arg: Value | undefined): Options {
  return (key) => (arg instanceof PHash ? arg.get(key) : undefined);
}

/** Ruby truthiness: all but nil and false. */
export const truthy = (v: Value | undefined): v is Value => v !== undefined && v !== null && v !== false;

/** `opts[key] && opts[key].to_s != 'undef'`: the option's text, when it is set. */
export function setText(opts: Options, key: string): string | undefined {
  const v = opts(key);
  return truthy(v) && rubyToS(v) !== 'undef' ? rubyToS(v) : undefined;
}

/** `opts[key].to_s != 'false'`: a switch that is on unless set to false (a missing one is on). */
export function notFalse(opts: Options, key: string): boolean {
  return rubyToS(opts(key) ?? null) !== 'false';
}

/** Ruby's `[value].flatten.compact`: an option's values, nil left out. */
export const valuesOf = (v: Value | undefined): Value[] => [v ?? null].flat(Infinity as 1).filter((x) => x !== null) as Value[];
