// stdlib's prefix(array or hash, [prefix]): elements (or keys) as text, prefixed.
import { affixFunction } from './affix.js';

export default affixFunction('prefix', (text, affix) => affix + text);
