// stdlib's stdlib::xml_encode(string, ['text' | 'attr']): Ruby's String#encode(xml:) — &, < and >
// escaped; as an attribute also ", and the result in double quotes.
import { EnumType, STRING } from '../../values/index.js';
import { stdlib4x } from './stdlib-function.js';

const TEXT: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export default stdlib4x('stdlib::xml_encode', {
  params: [STRING, new EnumType(['text', 'attr'])],
  required: 1,
  names: ['str', 'type'],
  call(_ctx, args) {
    const s = args[0] as string;
    if (args[1] === 'attr') return `"${s.replace(/[&<>"]/g, (c) => TEXT[c]!)}"`;
    return s.replace(/[&<>]/g, (c) => TEXT[c]!);
  },
});
