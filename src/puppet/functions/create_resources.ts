// create_resources(type, resources, [defaults]): declares a resource per title of the hash (a
// leading `@` or `@@` in the type makes them virtual or exported), defaults under each body.
import { HASH, PHash, STRING, toText, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { rubyToS } from './ruby-values.js';

export default defineFunction('create_resources', {
  params: [STRING, HASH, HASH],
  required: 2,
  names: ['type', 'resources', 'defaults'],
  call(ctx, args) {
    let type = args[0] as string;
    let form: 'regular' | 'virtual' | 'exported' = 'regular';
    if (type.startsWith('@@')) [type, form] = [type.slice(2), 'exported'];
    else if (type.startsWith('@')) [type, form] = [type.slice(1), 'virtual'];
    const defaults = (args[2] as PHash | undefined) ?? PHash.EMPTY;
    for (const [title, body] of args[1] as PHash) {
      if (!(body instanceof PHash)) throw new FunctionError(`create_resources(): the body of '${toText(title)}' is not a Hash`);
      const params = new Map<string, Value>();
      for (const [k, v] of defaults) params.set(String(k), v);
      for (const [k, v] of body) params.set(String(k), v);
      // The key is the title as it is: Puppet writes `title.to_s` and keeps an Integer an Integer.
      const text = typeof title === 'string' ? title : rubyToS(title);
      if (type === 'class' || type === 'Class') ctx.declareResource('class', text, params, form);
      else ctx.declareResource(type, text, params, form, typeof title === 'string' ? undefined : title);
    }
    return null;
  },
});
