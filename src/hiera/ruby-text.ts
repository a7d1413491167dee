// Hiera data as Ruby's `to_s` writes it, which is how Puppet's Hiera puts a non-string value into a
// string: nil is empty, arrays and hashes are `inspect`ed (`["a", 1, nil]`, `{"k"=>"v"}`), Floats
// as Ruby writes them (`4.0`, `1.0e+20`). Plain data, so Hiera needs no Puppet value model (nor the
// parser it brings) at run time.
import { ExactNumber } from '../data/exact-number.js';
import { rubyStringInspect } from '../data/ruby-inspect.js';
import { isHash } from '../data/value.js';
import { dataEntries } from '../data/key-order.js';
import { scalarKey } from '../data/scalar-keys.js';
import { PSensitive, formatFloat } from '../puppet/values/model.js';

export function rubyToS(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  return inspect(v);
}

function inspectKey(hash: Record<string, unknown>, k: string): string {
  const key = scalarKey(hash, k);
  return key === undefined ? rubyStringInspect(k) : inspect(key);
}

function inspect(v: unknown): string {
  if (v === undefined || v === null) return 'nil';
  if (v instanceof PSensitive) return '#<Sensitive [value redacted]>';
  if (typeof v === 'string') return rubyStringInspect(v);
  if (typeof v === 'number') return Number.isSafeInteger(v) ? String(v) : formatFloat(v);
  if (v instanceof ExactNumber) return v.kind === 'float' ? formatFloat(v.valueOf()) : v.text;
  if (Array.isArray(v)) return `[${v.map(inspect).join(', ')}]`;
  // A key YAML wrote as a number (`1: one`) is an Integer key: `{1=>"one"}`.
  if (isHash(v)) return `{${dataEntries(v).map(([k, x]) => `${inspectKey(v, k)}=>${inspect(x)}`).join(', ')}}`;
  return String(v);
}
