// stdlib's suffix(array or hash, [suffix]): elements (or keys) as text, suffixed.
import { affixFunction } from './affix.js';

export default affixFunction('suffix', (text, affix) => text + affix);
