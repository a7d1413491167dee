// camelcase(string, or array of strings and numbers): 'foo_bar' → 'FooBar', each underscore-separated
// part capitalized (the rest of it lower case) and the underscores removed.
import { rubyCapitalize } from './ruby-string.js';
import { stringMapFunction } from './string-map.js';

export default stringMapFunction('camelcase', (s) => s.split('_').map(rubyCapitalize).join(''));
