// stdlib's base64('encode' | 'decode', string, ['default' | 'strict' | 'urlsafe']): Ruby's Base64
// (the default encoding breaks lines every 60 characters and ends with a newline; the default
// decoding skips what is not base64).
import { PBinaryString } from '../../values/binary-string.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function encode(s: string, method: string): string {
  const b64 = Buffer.from(s, 'utf8').toString('base64');
  if (method === 'strict') return b64;
  if (method === 'urlsafe') return b64.replace(/\+/g, '-').replace(/\//g, '_');
  return b64 === '' ? '' : `${b64.match(/.{1,60}/g)!.join('\n')}\n`;
}

function decode(s: string, method: string): string {
  if (method === 'strict') {
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(s)) throw new FunctionError('invalid base64');
    return utf8(Buffer.from(s, 'base64'));
  }
  if (method === 'urlsafe') {
    const t = s.replace(/-/g, '+').replace(/_/g, '/');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t)) throw new FunctionError('invalid base64');
    return utf8(Buffer.from(t, 'base64'));
  }
  return utf8(Buffer.from(s.replace(/[^A-Za-z0-9+/]/g, ''), 'base64'));
}

export default stdlib3x('base64', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`base64(): Wrong number of arguments (${args.length}; must be >= 2)`);
  const [action, text, method = 'default'] = args;
  if (action !== 'encode' && action !== 'decode') throw new FunctionError("base64(): the first argument must be one of 'encode' or 'decode'");
  if (typeof text !== 'string') throw new FunctionError('base64(): the second argument must be a string to base64');
  if (method !== 'default' && method !== 'strict' && method !== 'urlsafe') throw new FunctionError("base64(): the third argument must be one of 'default', 'strict', or 'urlsafe'");
  // Ruby's Base64 decodes into a binary (ASCII-8BIT) string, which the catalog writes as a Binary.
  return action === 'encode' ? encode(text, method as string) : new PBinaryString(decode(text, method as string));
});
