// try_get_value(data, path, default?, separator?) (stdlib 8, removed in 9): dig44 with the path
// given as text split at the separator ('/'), all-digit segments read as indices. It and the
// stdlib 8 `dig` it goes through each warn that they are deprecated.
import { PHash, isTruthy, type Value } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { digPath } from './dig44.js';
import { stdlibFunction } from './legacy.js';

/** Ruby's String#split by a string: no trailing empty fields (a single space splits at whitespace runs). */
function rubySplit(s: string, separator: string): string[] {
  const parts = separator === ' ' ? s.replace(/^[ \t\n\v\f\r]+/, '').split(/[ \t\n\v\f\r]+/) : s.split(separator);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export default stdlibFunction('try_get_value', '3.x', (ctx, args) => {
  ctx.log('warning', 'try_get_value() DEPRECATED: this function is deprecated, please use dig() instead.');
  const [data = null, pathArg, dflt = null, separator] = args as (Value | undefined)[];
  const path = pathArg === undefined || !isTruthy(pathArg) ? '' : pathArg;
  if (!(data instanceof PHash || Array.isArray(data)) || path === '') return isTruthy(dflt) ? dflt : data;
  const keys = rubySplit(rubyToS(path), separator === undefined || !isTruthy(separator) ? '/' : rubyToS(separator)).map((k) => (/^\d+$/m.test(k) ? Number(/^\d*/.exec(k)![0] || '0') : k));
  ctx.log('warning', 'dig() DEPRECATED: This function has been replaced in Puppet 4.5.0, please use dig44() for backwards compatibility or use the new version.');
  return digPath(data, keys, dflt);
});
