// stdlib's stdlib::powershell_escape(value) and its deprecated name: the value's text escaped for
// PowerShell (a backtick before space, ', `, |, newline and $; " as \`").
import { ANY } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::powershell_escape', {
  params: [ANY],
  names: ['string'],
  call: (_ctx, args) => rubyToS(args[0]!).replace(/[ '`|\n$"]/g, (c) => (c === '"' ? '\\`"' : `\`${c}`)),
});

export default namespaced;

export const powershellEscapeUnnamespaced = unnamespacedName(namespaced);
