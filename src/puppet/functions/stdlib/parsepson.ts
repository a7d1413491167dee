// stdlib's parsepson(text, [default]): the PSON (JSON) text's value, or the default when it does
// not parse. stdlib 9 deprecates it (a warning once per compilation); stdlib 8 does not.
import { ANY, IntegerType, StringType, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import type { Signature } from '../function.js';
import { jsonValue } from './data-text.js';
import { stdlib4xByRelease } from './stdlib-function.js';

function signature(deprecated: boolean): Signature {
  return {
    params: [new StringType(new IntegerType(1, Infinity)), ANY],
    required: 1,
    names: ['pson_string', 'default'],
    call(ctx: FunctionContext, args: Value[]) {
      if (deprecated) ctx.deprecation('parsepson', 'This method is deprecated. From Puppet 8, PSON is no longer natively supported. Please use JSON.parse().');
      try {
        return jsonValue(args[0] as string);
      } catch (e) {
        if (args.length < 2) throw e;
        return args[1]!;
      }
    },
  };
}

export default stdlib4xByRelease('parsepson', [signature(true)], [signature(false)]);
