// stdlib's ensure_resources(type, {title => params}, [defaults]): ensure_resource for each title,
// its parameters merged over the defaults.
import { PHash } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { ensureResource } from './ensure_resource.js';
import { rubyMerge } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('ensure_resources', (ctx, args) => {
  const [type, titles, params] = args;
  if (type === undefined || type === false) throw new FunctionError('Must specify a type');
  if (titles === undefined || titles === false) throw new FunctionError('Must specify a title');
  const defaults = params === undefined || params === false ? PHash.EMPTY : params;
  if (!(titles instanceof PHash)) throw new FunctionError('ensure_resources(): Requires second argument to be a Hash');
  for (const [title, own] of titles) {
    const merged = own === null || own === false ? defaults : rubyMerge(defaults, own);
    ensureResource(ctx, type, title, merged);
  }
  return null;
});
