// stdlib's stdlib::validate_email_address(*values) (stdlib 9: each a Stdlib::Email) and its
// unnamespaced name, which stdlib 8 ships as a 3.x function with is_email_address's pattern.
import { ANY, PRegexp, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyInspect } from '../ruby-values.js';
import { stdlib4x, unnamespacedName } from './stdlib-function.js';
import { typedValidation } from './typed-validation.js';

const namespaced = stdlib4x('stdlib::validate_email_address', typedValidation('stdlib::validate_email_address', 'Stdlib::Email'));

/** stdlib 8's 3.x validate_email_address, by is_email_address's pattern. */
function stdlib8(args: Value[]): null {
  if (args.length === 0) throw new FunctionError(`validate_email_address(): wrong number of arguments (${args.length}; must be > 0)`);
  const email = PRegexp.of('\\A([\\w+\\-].?)+@[a-z\\d\\-]+(\\.[a-z]+)*\\.[a-z]+\\z');
  for (const given of args) {
    const arg = given === null ? '' : given;
    if (typeof arg !== 'string') throw new FunctionError(`${rubyInspect(arg)} is not a string.`);
    if (!email.test(arg)) throw new FunctionError(`${rubyInspect(arg)} is not a valid email address`);
  }
  return null;
}

export default namespaced;

export const validateEmailAddressUnnamespaced = unnamespacedName(namespaced, [{ params: [], rest: ANY, names: ['args'], call: (_ctx, args) => stdlib8(args) }]);
