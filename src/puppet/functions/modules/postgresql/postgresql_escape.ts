// postgresql::postgresql_escape(text) (postgresql): the text as a dollar-quoted PostgreSQL string,
// `$$text$$`, or with a tag derived from MD5 digests (`$tag$text$tag$`) when the text holds `$$`
// or ends with `$`.
import { createHash } from 'node:crypto';
import { IntegerType, StringType } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

/** The first six hex digits of the MD5 digest, digits removed. */
const tagOf = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex').slice(0, 6).replace(/\d/g, '');

/** Bounds the module's search for a tag absent from the text (it loops until it finds one). */
const MAX_TAGS = 10_000;

export default defineModuleFunction('postgresql', 'postgresql::postgresql_escape', {
  params: [new StringType(new IntegerType(1, Infinity))],
  names: ['input_string'],
  call(_ctx, args) {
    const input = args[0] as string;
    if (!input.includes('$$') && !input.endsWith('$')) return `$$${input}$$`;
    let tag = tagOf(input);
    for (let n = 0; input.includes(tag); n++) {
      if (n >= MAX_TAGS) throw new FunctionError('postgresql::postgresql_escape(): found no dollar-quote tag absent from the text');
      tag = tagOf(tag);
    }
    return `$${tag}$${input}$${tag}$`;
  },
});
