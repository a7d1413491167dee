// stdlib's stdlib::batch_escape(value) and its deprecated name: the value's text quoted for a
// Windows batch file (" doubled, $ and \ backslashed, all in double quotes).
import { ANY } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::batch_escape', {
  params: [ANY],
  names: ['string'],
  call: (_ctx, args) => `"${rubyToS(args[0]!).replace(/["$\\]/g, (c) => (c === '"' ? '""' : `\\${c}`))}"`,
});

export default namespaced;

export const batchEscapeUnnamespaced = unnamespacedName(namespaced);
