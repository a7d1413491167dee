// memcached::max_memory(arg) (saz-memcached): memcached's -m in MB. A value not ending in '%' is
// its Ruby to_i; a percentage (default 95%) is taken of the node's memory fact
// (facts.memory.system.total, else memorysize: "7.77 GiB"), scaled by its unit letter as
// stdlib's to_bytes did, whole MB first, then floored.
import { ANY, PFloat, PHash, int, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { floatToInteger, stringToF, stringToI } from '../../ruby-number.js';
import { noMethodError, rubyToS } from '../../ruby-values.js';

const UNITS: Record<string, bigint> = { k: 1n << 10n, M: 1n << 20n, G: 1n << 30n, T: 1n << 40n, E: 1n << 50n };

export default defineModuleFunction('memcached', 'memcached::max_memory', {
  params: [ANY],
  names: ['arg'],
  call(ctx, [arg]) {
    if (arg !== null && arg !== false && !rubyToS(arg!).endsWith('%')) return toI(arg!);
    const percent = arg === null || arg === false ? '95%' : arg;
    const memsize = memorySize(ctx.variable('facts'));
    // Ruby matches /([0-9.e+-]*)\s*([^bB]?)/ anywhere: the leading number and the letter after it.
    const m = /([0-9.e+-]*)\s*([^bB]?)/.exec(memsize)!;
    const unit = UNITS[m[2]!];
    if (unit === undefined) throw new FunctionError(`memcached_max_memory(): Unknown suffix ${m[2]!}`);
    const bytes = BigInt(floatToInteger(stringToF(m[1]!) * Number(unit)));
    const mb = Number(bytes / (1n << 20n));
    return floatToInteger(mb * (toF(percent!) / 100.0), Math.floor);
  },
});

/** The memory fact the Ruby reads: facts['memory']['system']['total'], or facts['memorysize']. */
function memorySize(facts: Value | undefined): string {
  const get = (v: Value | undefined, k: string) => (v instanceof PHash ? v.get(k) : undefined);
  const memory = get(facts, 'memory');
  const total = memory === undefined || memory === null ? get(facts, 'memorysize') : get(get(memory, 'system'), 'total');
  if (typeof total !== 'string') throw new FunctionError(`no implicit conversion of ${total === undefined || total === null ? 'nil' : rubyToS(total)} into String`);
  return total;
}

/** Ruby's to_i of what the argument can be. */
function toI(v: Value): Value {
  if (typeof v === 'string') return int(stringToI(v));
  if (typeof v === 'number' || typeof v === 'bigint') return v;
  if (v instanceof PFloat) return floatToInteger(v.value);
  throw noMethodError('to_i', v);
}

/** Ruby's to_f of a percentage argument. */
function toF(v: Value): number {
  if (typeof v === 'string') return stringToF(v);
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof PFloat) return v.value;
  throw noMethodError('to_f', v);
}
