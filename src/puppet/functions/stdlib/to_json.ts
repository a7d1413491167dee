// stdlib's stdlib::to_json(data) and its deprecated name to_json: Ruby's compact JSON.
import { ANY } from '../../values/index.js';
import { COMPACT, rubyJson } from './ruby-json.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::to_json', { params: [ANY], names: ['data'], call: (_ctx, args) => rubyJson(args[0]!, COMPACT) });

export default namespaced;

export const toJsonUnnamespaced = unnamespacedName(namespaced);
