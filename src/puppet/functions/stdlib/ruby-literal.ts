// What to_python and to_ruby write: a value converted to Puppet's rich data (what a catalog holds;
// `{'__ptype' => 'Default'}` for default and the like), then each leaf by Ruby's `inspect`.
import { rubyStringInspect } from '../../../data/ruby-inspect.js';
import { PFloat, formatFloat, toRichData, type CatalogData, type Value } from '../../values/index.js';

function literal(d: CatalogData, language: 'python' | 'ruby'): string {
  if (d === null) return language === 'python' ? 'None' : 'nil';
  if (typeof d === 'boolean') return language === 'python' ? (d ? 'True' : 'False') : String(d);
  if (typeof d === 'string') return rubyStringInspect(d);
  if (typeof d === 'number' || typeof d === 'bigint') return String(d);
  if (d instanceof PFloat) return formatFloat(d.value);
  if (Array.isArray(d)) return `[${d.map((x) => literal(x, language)).join(', ')}]`;
  const pairs = Array.from(d, ([k, v]) => `${rubyStringInspect(k)}${language === 'python' ? ': ' : ' => '}${literal(v, language)}`);
  return `{${pairs.join(', ')}}`;
}

export const richDataLiteral = (v: Value, language: 'python' | 'ruby'): string => literal(toRichData(v), language);
