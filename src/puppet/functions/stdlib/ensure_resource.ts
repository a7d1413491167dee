// stdlib's ensure_resource(type, title(s), [params]): declares each titled resource unless one with
// those parameters is already in the catalog (then a differing one is Puppet's duplicate error).
import { PHash, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { rubyCapitalize } from '../ruby-string.js';
import { rubyToS } from '../ruby-values.js';
import { definedWithParams } from './defined_with_params.js';
import { stdlib3x } from './stdlib-function.js';

/** What the 3.x function does with converted arguments (ensure_resources and ensure_packages reuse it). */
export function ensureResource(ctx: FunctionContext, type: Value | undefined, title: Value | undefined, params: Value | undefined): void {
  // Ruby's `raise unless x`: only a missing argument (nil) or false fails.
  if (type === undefined || type === false) throw new FunctionError('Must specify a type');
  if (title === undefined || title === false) throw new FunctionError('Must specify a title');
  const attributes = params === undefined || params === false ? PHash.EMPTY : params;
  const typeText = rubyToS(type);
  for (const item of [title].flat(Infinity as 1) as Value[]) {
    if (definedWithParams(ctx, `${typeText}[${rubyToS(item)}]`, attributes)) continue;
    ctx.call('create_resources', [rubyCapitalize(typeText), PHash.from([[item, attributes]])]);
  }
}

export default stdlib3x('ensure_resource', (ctx, args) => {
  ensureResource(ctx, args[0], args[1], args[2]);
  return null;
});
