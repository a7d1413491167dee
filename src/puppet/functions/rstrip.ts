// rstrip(string, or array of strings and numbers): trailing whitespace removed (Ruby's String#rstrip).
import { rubyRstrip } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('rstrip', rubyRstrip);
