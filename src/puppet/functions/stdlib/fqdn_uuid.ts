// stdlib's fqdn_uuid(fqdn): the name-based (version 5, SHA-1) UUID of the name in the DNS namespace.
import { createHash } from 'node:crypto';
import { FunctionError } from '../dispatcher.js';
import { rubyString } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

const DNS_NAMESPACE = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex');

export default stdlib3x('fqdn_uuid', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('fqdn_uuid: No arguments given');
  if (args.length !== 1) throw new FunctionError(`fqdn_uuid: Too many arguments given (${args.length})`);
  const bytes = createHash('sha1').update(DNS_NAMESPACE).update(rubyString(args[0]!), 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
});
