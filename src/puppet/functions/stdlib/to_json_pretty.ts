// stdlib's stdlib::to_json_pretty(data, [skip_undef], [opts]) and its deprecated name: Ruby's
// JSON.pretty_generate and a final newline; undef entries of the top level dropped on request.
import { ArrayType, BOOLEAN, DEFAULT_TYPE, HashType, IntegerType, OptionalType, PHash, STRING, StringType, StructElement, StructType, VariantType, type PType, type Value } from '../../values/index.js';
import { PRETTY, rubyJson, type JsonLayout } from './ruby-json.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const optional = (name: string, type: PType) => new StructElement(new OptionalType(new StringType(undefined, name)), new OptionalType(type));
const OPTIONS = new StructType([
  optional('indent', STRING),
  optional('space', STRING),
  optional('space_before', STRING),
  optional('object_nl', STRING),
  optional('array_nl', STRING),
  optional('allow_nan', BOOLEAN),
  optional('max_nesting', new VariantType([new IntegerType(-1, Infinity), DEFAULT_TYPE])),
]);

function layout(opts: Value | undefined): JsonLayout {
  if (!(opts instanceof PHash)) return PRETTY;
  const text = (key: string, fallback: string) => {
    const v = opts.get(key);
    return typeof v === 'string' ? v : fallback;
  };
  return { indent: text('indent', PRETTY.indent), space: text('space', PRETTY.space), spaceBefore: text('space_before', PRETTY.spaceBefore), objectNl: text('object_nl', PRETTY.objectNl), arrayNl: text('array_nl', PRETTY.arrayNl) };
}

const namespaced = stdlib4x('stdlib::to_json_pretty', {
  params: [new VariantType([new HashType(), new ArrayType()]), new OptionalType(BOOLEAN), OPTIONS],
  required: 1,
  names: ['data', 'skip_undef', 'opts'],
  call(_ctx, args) {
    let data = args[0]!;
    if (args[1] === true) data = Array.isArray(data) ? data.filter((x) => x !== null) : PHash.from(Array.from(data as PHash).filter(([, x]) => x !== null));
    return `${rubyJson(data, layout(args[2]))}\n`;
  },
});

export default namespaced;

export const toJsonPrettyUnnamespaced = unnamespacedName(namespaced);
