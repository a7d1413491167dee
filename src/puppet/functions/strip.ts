// strip(string, or array of strings and numbers): leading and trailing whitespace removed (Ruby's String#strip).
import { rubyStrip } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('strip', rubyStrip);
