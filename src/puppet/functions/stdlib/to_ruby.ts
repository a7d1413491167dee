// stdlib's stdlib::to_ruby(value) and its deprecated name: the value's rich data as a Ruby literal.
import { ANY } from '../../values/index.js';
import { richDataLiteral } from './ruby-literal.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::to_ruby', { params: [ANY], names: ['object'], call: (_ctx, args) => richDataLiteral(args[0]!, 'ruby') });

export default namespaced;

export const toRubyUnnamespaced = unnamespacedName(namespaced);
