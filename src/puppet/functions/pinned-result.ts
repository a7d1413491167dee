// A function whose result the user pinned (`overcat compile --function-result NAME=JSON`): it
// returns that value for any arguments and block, in place of whatever the name would run — a
// host-probing function overcat refuses, a Ruby-only one, or even a native one.
import { ANY, type Value } from '../values/index.js';
import { defineFunction, type PuppetFunction } from './function.js';

export function pinnedFunction(name: string, value: Value): PuppetFunction {
  return defineFunction(name.replace(/^::/, '').toLowerCase(), { params: [], rest: ANY, block: 'optional', names: ['args'], call: () => value });
}
