// chomp(string, or array of strings and numbers): one trailing line break removed (Ruby's String#chomp).
import { rubyChomp } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('chomp', rubyChomp);
