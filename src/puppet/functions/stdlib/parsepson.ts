// stdlib's parsepson(text, [default]) (deprecated by stdlib itself): the PSON (JSON) text's value,
// or the default when it does not parse.
import { ANY, IntegerType, StringType } from '../../values/index.js';
import { jsonValue } from './data-text.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('parsepson', {
  params: [new StringType(new IntegerType(1, Infinity)), ANY],
  required: 1,
  names: ['pson_string', 'default'],
  call(ctx, args) {
    ctx.deprecation('parsepson', 'This method is deprecated. From Puppet 8, PSON is no longer natively supported. Please use JSON.parse().');
    try {
      return jsonValue(args[0] as string);
    } catch (e) {
      if (args.length < 2) throw e;
      return args[1]!;
    }
  },
});
