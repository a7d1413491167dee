// validate_tempauth_account(account) (puppet-swift): fails unless the one argument is a hash whose
// 'user', 'account' and 'key' are non-empty strings and whose 'groups' is an array, checked in
// that order. Returns ['groups'] (what the Ruby's last `each` returns).
import { ANY, PHash } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

const STRING_KEYS = ['user', 'account', 'key'];

export default defineModuleFunction('swift', 'validate_tempauth_account', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length > 1) throw new FunctionError(`validate_tempauth_account takes only a single argument, ${args.length} provided`);
    const account = args[0] ?? null;
    if (!(account instanceof PHash)) throw new FunctionError('non-hash argument provided to validate_tempauth_account');
    // The Ruby also accepts Symbol keys, which no Puppet hash has.
    const required = (key: string) => {
      if (!account.has(key)) throw new FunctionError(`The required key ${key} is missing`);
      return account.get(key) ?? null;
    };
    for (const key of STRING_KEYS) {
      const value = required(key);
      if (typeof value !== 'string') throw new FunctionError(`The key ${key} is not a string value`);
      if (value.length === 0) throw new FunctionError(`The key ${key} is empty`);
    }
    if (!Array.isArray(required('groups'))) throw new FunctionError('The key groups is not an array value');
    return ['groups'];
  },
});
