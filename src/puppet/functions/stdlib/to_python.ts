// stdlib's stdlib::to_python(value) and its deprecated name: the value's rich data as a Python
// literal (True/False/None; strings and numbers as Ruby's inspect writes them).
import { ANY } from '../../values/index.js';
import { richDataLiteral } from './ruby-literal.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::to_python', { params: [ANY], names: ['object'], call: (_ctx, args) => richDataLiteral(args[0]!, 'python') });

export default namespaced;

export const toPythonUnnamespaced = unnamespacedName(namespaced);
