// lstrip(string, or array of strings and numbers): leading whitespace removed (Ruby's String#lstrip).
import { rubyLstrip } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('lstrip', rubyLstrip);
