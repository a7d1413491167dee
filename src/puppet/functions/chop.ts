// chop(string, or array of strings and numbers): the last character removed (Ruby's String#chop).
import { rubyChop } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('chop', rubyChop);
