// stdlib's stdlib::type_of(value) and its deprecated name: the value's detailed type, as the core
// type() infers it.
import { ANY } from '../../values/index.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::type_of', { params: [ANY], names: ['value'], call: (ctx, args) => ctx.call('type', [args[0]!]) });

export default namespaced;

export const typeOfUnnamespaced = unnamespacedName(namespaced);
