// mysql::normalise_and_deepmerge(hashes...) (mysql): a deep merge of option hashes in which `-`
// and `_` in a key are the same (`bind-address` = `bind_address`; the later spelling wins and
// moves the key last). '' arguments are skipped (they stand for undef).
import { ANY, HashBuilder, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

/** Puts `key` under its spelling in `into` if the other spelling (`-`/`_`) is there; whether the key is there now. */
function normalised(into: HashBuilder, key: Value): boolean {
  if (into.get(key) !== undefined) return true;
  if (typeof key !== 'string') throw new FunctionError(`no implicit conversion of ${typeof key === 'number' || typeof key === 'bigint' ? 'Integer' : 'Object'} into String`);
  if (!/[-_]/.test(key)) return false;
  const other = key.includes('-') ? key.replace(/-/g, '_') : key.replace(/_/g, '-');
  const value = into.get(other);
  if (value === undefined) return false;
  into.delete(other);
  into.set(key, value);
  return true;
}

function overlay(into: HashBuilder, from: PHash): void {
  for (const [key, value] of from) {
    const present = normalised(into, key);
    const current = into.get(key);
    if (present && value instanceof PHash && current instanceof PHash) {
      const nested = current.toBuilder();
      overlay(nested, value);
      into.set(key, nested.build());
    } else into.set(key, value);
  }
}

export default defineModuleFunction('mysql', 'mysql::normalise_and_deepmerge', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length < 2) throw new FunctionError(`mysql::normalise_and_deepmerge(): wrong number of arguments (${args.length}; must be at least 2)`);
    const result = new HashBuilder();
    for (const arg of args) {
      if (arg === '') continue;
      // The module's message template names a key its arguments lack, so Ruby raises a KeyError instead.
      if (!(arg instanceof PHash)) throw new FunctionError('key{arg_class} not found\nDid you mean?  :args_class');
      overlay(result, arg);
    }
    return result.build();
  },
});
