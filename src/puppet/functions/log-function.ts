// The logging functions' shared shape: any arguments, joined with spaces, logged at one level.
import { ANY, UNDEF, toText } from '../values/index.js';
import type { LogLevel } from './context.js';
import { defineFunction, type PuppetFunction } from './function.js';

export function logFunction(level: LogLevel): PuppetFunction {
  return defineFunction(level, {
    params: [],
    rest: ANY,
    names: ['values'],
    returns: UNDEF,
    call(ctx, args) {
      ctx.log(level, args.map(toText).join(' '));
      return null;
    },
  });
}
