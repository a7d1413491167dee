// snmp::snmpv3_usm_hash(authtype, engine, passphrase, [bits]) (voxpupuli snmp): RFC 3414's
// localised key (A.2.1 MD5 / A.2.2 SHA) of an SNMPv3 passphrase for an engine ID, as 0x-prefixed
// hex, truncated to `bits` when given, which snmp::snmpv3_user compares with the snmpv3_user fact.
import { createHash } from 'node:crypto';
import { EnumType, INTEGER, IntegerType, STRING, StringType } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

/** How much of the repeated passphrase the key digests: one mebi-*character* (the Ruby counts String#length). */
const EXPANDED = 1_048_576;

export default defineModuleFunction('snmp', 'snmp::snmpv3_usm_hash', {
  params: [new EnumType(['SHA', 'MD5']), STRING, new StringType(new IntegerType(8, Infinity)), INTEGER],
  required: 3,
  names: ['authtype', 'engine', 'passphrase', 'bits'],
  returns: STRING,
  call(_ctx, args) {
    const [authtype, engine, passphrase] = args as [string, string, string];
    const bits = args[3] === undefined ? undefined : Number(args[3]);
    const algorithm = authtype === 'SHA' ? 'sha1' : 'md5';
    const chars = Array.from(passphrase);
    const whole = Math.floor(EXPANDED / chars.length);
    const expanded = passphrase.repeat(whole) + chars.slice(0, EXPANDED - whole * chars.length).join('');
    const key = createHash(algorithm).update(expanded, 'utf8').digest();
    // The engine ID is the salt: its hex (a leading 0x dropped) packed as Ruby's pack('H*') does.
    const salt = packHex(Buffer.from(engine.replace(/^0x/m, ''), 'utf8'));
    const hex = createHash(algorithm).update(Buffer.concat([key, salt, key])).digest('hex');
    if (bits === undefined) return `0x${hex}`;
    // hexdigest[0, bits / 4]: Ruby's floored division, and a negative length gives nil.
    const length = Math.floor(bits / 4);
    if (length < 0) throw new FunctionError('no implicit conversion of nil into String');
    return `0x${hex.slice(0, length)}`;
  },
});

/** Ruby's `pack('H*')`: two characters a byte, high nibble first; a letter counts as its low bits + 9, any other byte its low bits. */
function packHex(text: Buffer): Buffer {
  const out = Buffer.alloc(Math.ceil(text.length / 2));
  text.forEach((c, i) => {
    const alpha = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    const nibble = alpha ? ((c & 15) + 9) & 15 : c & 15;
    out[i >> 1]! |= i % 2 === 0 ? nibble << 4 : nibble;
  });
  return out;
}
