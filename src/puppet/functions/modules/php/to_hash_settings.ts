// to_hash_settings(hash, [id]) (voxpupuli php): create_resources' hash of php::config::setting,
// "<id>: <key>" => {key => key, value => value} per entry (the plain key without an id). An undef
// id is the 3.x empty string, so the names start ": " then, as in Ruby.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyString, rubyToS } from '../../ruby-values.js';

export default legacyModuleFunction('php', 'to_hash_settings', -1, (_ctx, [hash, id]) => {
  const prefix = id === undefined ? '' : `${rubyToS(id)}: `;
  if (!(hash instanceof PHash)) throw new FunctionError('to_hash_settings(): Requires hash to work with');
  const out = new Map<string, Value>();
  for (const [k, v] of hash) out.set(prefix + rubyString(k), PHash.fromRecord({ key: k, value: v }));
  return PHash.from(out);
});
