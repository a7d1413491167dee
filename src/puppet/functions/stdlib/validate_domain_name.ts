// stdlib's stdlib::validate_domain_name(*values) (stdlib 9: each a Stdlib::Fqdn or Stdlib::Dns::Zone)
// and its unnamespaced name, which stdlib 8 ships as a 3.x function with is_domain_name's rules.
import { ANY, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubySplit } from '../ruby-string.js';
import { rubyInspect } from '../ruby-values.js';
import { stdlib4x, unnamespacedName } from './stdlib-function.js';
import { typedValidation } from './typed-validation.js';

const namespaced = stdlib4x('stdlib::validate_domain_name', typedValidation('stdlib::validate_domain_name', 'Variant[Stdlib::Fqdn, Stdlib::Dns::Zone]'));

/** Ruby's `text =~ /^...$/`: whether some line of the text matches (`^` and `$` are line anchors). */
const someLine = (text: string, re: RegExp) => text.split('\n').some((line) => re.test(line));

/** stdlib 8's is_domain_name: labels of 1 to 63 letters, digits and inner hyphens, a letter-only last one. */
function isDomainName(given: string): boolean {
  if (given === '.') return true;
  const domain = given.endsWith('.') ? given.slice(0, -1) : given;
  if (domain === '' || Array.from(domain).length > 255) return false;
  if (domain.includes('.') && !someLine(domain, /\.[A-Za-z]+$/)) return false;
  return rubySplit(domain, '.').every((label) => {
    const length = Array.from(label).length;
    return length >= 1 && length <= 63 && !label.startsWith('-') && !label.endsWith('-') && someLine(label, /^[a-z\d-]+$/i);
  });
}

/** stdlib 8's 3.x validate_domain_name. */
function stdlib8(args: Value[]): null {
  if (args.length === 0) throw new FunctionError(`validate_domain_name(): wrong number of arguments (${args.length}; must be > 0)`);
  for (const given of args) {
    const arg = given === null ? '' : given;
    if (typeof arg !== 'string') throw new FunctionError(`${rubyInspect(arg)} is not a string.`);
    if (!isDomainName(arg)) throw new FunctionError(`${rubyInspect(arg)} is not a syntactically correct domain name`);
  }
  return null;
}

export default namespaced;

export const validateDomainNameUnnamespaced = unnamespacedName(namespaced, [{ params: [], rest: ANY, names: ['args'], call: (_ctx, args) => stdlib8(args) }]);
