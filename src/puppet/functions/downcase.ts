// downcase(string, or arrays and hashes of strings): lower case, as Ruby's String#downcase.
import { caseMapFunction } from './case-map.js';
import { rubyDowncase } from './ruby-string.js';

export default caseMapFunction('downcase', rubyDowncase);
