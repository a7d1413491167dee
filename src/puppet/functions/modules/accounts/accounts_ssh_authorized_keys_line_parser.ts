// accounts_ssh_authorized_keys_line_parser(str) (puppetlabs-accounts): an authorized_keys line
// split as the module's regexp reads it: [options before the key, key type, key, comment].
import { IntegerType, StringType } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

// Ruby's %r{((sk-ssh-ed25519|sk-ecdsa-|ssh-|ecdsa-)[^\s]+)\s+([^\s]+)\s+(.*)$}: \s is ASCII
// whitespace, . stops at a line break and $ is a line end.
const KEYLINE = /((sk-ssh-ed25519|sk-ecdsa-|ssh-|ecdsa-)[^ \t\n\v\f\r]+)[ \t\n\v\f\r]+([^ \t\n\v\f\r]+)[ \t\n\v\f\r]+([^\n]*)(?=\n|$)/;

export default defineModuleFunction('accounts', 'accounts_ssh_authorized_keys_line_parser', {
  params: [new StringType(new IntegerType(1, Infinity))],
  names: ['str'],
  call(_ctx, [value]) {
    const str = value as string;
    const m = KEYLINE.exec(str);
    if (!m) throw new FunctionError(`Wrong Keyline format! Got nil after applying regex to'${str}'`);
    // The options are what comes before the first occurrence of the matched text, less trailing
    // whitespace and NULs (Ruby's rstrip).
    const options = str.slice(0, str.indexOf(m[0])).replace(/[\0\t\n\v\f\r ]+$/, '');
    return [options, m[1]!, m[3]!, m[4]!];
  },
});
