// upcase(string, or arrays and hashes of strings): upper case, as Ruby's String#upcase.
import { caseMapFunction } from './case-map.js';
import { rubyUpcase } from './ruby-string.js';

export default caseMapFunction('upcase', rubyUpcase);
