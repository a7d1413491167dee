// stdlib's stdlib::nested_values(hash): the values of a hash and of the hashes nested in it, depth first.
import { HASH, PHash, type Value } from '../../values/index.js';
import { stdlib4x } from './stdlib-function.js';

const nested = (h: PHash): Value[] => h.values().flatMap((v) => (v instanceof PHash ? nested(v) : [v]));

export default stdlib4x('stdlib::nested_values', { params: [HASH], names: ['hash'], call: (_ctx, args) => nested(args[0] as PHash) });
