// capitalize(string, or array of strings and numbers): the first character in title case, the rest in lower case (Ruby's String#capitalize).
import { rubyCapitalize } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('capitalize', rubyCapitalize);
