// create_resources(type, resources, [defaults]): declares a resource per title of the hash (or per
// element of an array key; a leading `@` or `@@` in the type makes them virtual or exported),
// defaults under each body.
import { HASH, PHash, STRING, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { rubyClassName, rubyToS } from './ruby-values.js';

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
    for (const [key, body] of args[1] as PHash) {
      // The Ruby merges the body into the defaults: anything but a hash is Hash#merge's TypeError.
      if (!(body instanceof PHash)) throw new FunctionError(`no implicit conversion of ${rubyClassName(body)} into Hash`);
      const params = new Map<string, Value>();
      for (const [k, v] of defaults) params.set(String(k), v);
      for (const [k, v] of body) params.set(String(k), v);
      // An array key titles a resource per element, all of this body (`title.is_a?(Array) ? title : [title]`).
      for (const title of Array.isArray(key) ? key : [key]) {
        // The key is the title as it is: Puppet writes `title.to_s` and keeps an Integer an Integer.
        const text = typeof title === 'string' ? title : rubyToS(title);
        if (type === 'class' || type === 'Class') ctx.declareResource('class', text, params, form);
        else ctx.declareResource(type, text, params, form, typeof title === 'string' ? undefined : title);
      }
    }
    return null;
  },
});
