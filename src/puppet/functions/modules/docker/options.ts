// What puppetlabs-docker's 3.x flag functions read of their options hash: Ruby's `args[0] || {}`,
// truthiness, an option set unless its text is 'undef', a plugin's name quoted.
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
