// getvar(name, [default]): a variable by (qualified) name, digging into it with a dotted suffix.
import { ANY, PHash, STRING, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('getvar', {
  params: [STRING, ANY],
  required: 1,
  names: ['variable', 'default'],
  call(ctx, args) {
    const [name, ...path] = (args[0] as string).split('.');
    // As a read in the manifest: Puppet would give a value a template changed in place, overcat refuses it.
    let cur: Value | undefined = ctx.checkedVariable(name!.replace(/^\$/, ''));
    for (const seg of path) {
      if (cur instanceof PHash) cur = cur.get(seg);
      else if (Array.isArray(cur) && /^\d+$/.test(seg)) cur = cur[Number(seg)];
      else cur = undefined;
    }
    return cur ?? (args[1] ?? null);
  },
});
