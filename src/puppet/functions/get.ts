// get(value, 'a.b.0', [default]): digs into the value along a dotted path as dig() does, the
// segments split as Puppet's SubLookup splits a key (quoted parts keep their dots, an integer
// segment is an index); the default when the path finds undef. dig()'s failures are get's, or with
// a block, the block's value for dig's Error value.
import { ANY, STRING, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { SliceError } from './dig.js';
import { defineFunction } from './function.js';
import { passingCollections } from './keep-encoding.js';

const SYNTAX_ERROR = 'Syntax error in dotted-navigation string';

/** SubLookup#split_key of `x.` + the path, without its first segment. */
function segments(path: string): Value[] {
  const key = `x.${path}`;
  // Ruby's String#split with a capturing pattern: the texts between matches and the captures.
  const parts = key.split(/(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)/);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  if (parts.shift() !== '' || parts.length === 0) throw new FunctionError(SYNTAX_ERROR);
  const count = parts.length;
  const kept = parts.filter((s) => s !== '.');
  if (kept.length * 2 !== count + 1) throw new FunctionError(SYNTAX_ERROR);
  return kept.slice(1).map((raw) => {
    const s = raw.trim();
    if (s.startsWith('"') || s.startsWith("'")) return s.slice(1, -1);
    return /^[+-]?[0-9]+$/.test(s) ? Number.parseInt(s, 10) : s;
  });
}

export default defineFunction(
  'get',
  passingCollections({
  params: [ANY, STRING, ANY],
  required: 2,
  block: 'optional',
  blockArity: [1, 1],
  names: ['value', 'dotted_string', 'default_value'],
  call(ctx, args, lambda) {
    const [value, path] = args as [Value, string];
    const fallback = args[2] ?? null;
    if (value === null) return fallback;
    if (path === '') return value;
    try {
      return ctx.call('dig', [value, ...segments(path)]) ?? fallback;
    } catch (e) {
      if (lambda && e instanceof SliceError) return lambda.call([e.data]);
      throw e;
    }
  },
}),
);
