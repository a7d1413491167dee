// stdlib's stdlib::shell_escape(value) and its deprecated name: the value's text escaped for a
// Bourne shell (Ruby's Shellwords.shellescape).
import { ANY } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { rubyShellEscape } from './shellwords.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::shell_escape', { params: [ANY], names: ['string'], call: (_ctx, args) => rubyShellEscape(rubyToS(args[0]!)) });

export default namespaced;

export const shellEscapeUnnamespaced = unnamespacedName(namespaced);
