// stdlib's stdlib::to_json(data) and its deprecated name to_json: Ruby's compact JSON.
import { ANY } from '../../values/index.js';
import { COMPACT, rubyJson } from './ruby-json.js';
import { deprecatedName, stdlib4x } from './stdlib-function.js';

export default stdlib4x('stdlib::to_json', { params: [ANY], names: ['data'], call: (_ctx, args) => rubyJson(args[0]!, COMPACT) });

export const toJsonDeprecated = deprecatedName('to_json');
