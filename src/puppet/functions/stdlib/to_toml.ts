// stdlib's stdlib::to_toml(data) and its deprecated name to_toml: stdlib's TomlDumper (toml-rb's
// dumper): keys sorted, plain pairs first, then tables and arrays of tables; values as Ruby's
// `inspect` writes them (so undef is `nil`, as the dumper writes it).
import { rubyStringInspect } from '../../../data/ruby-inspect.js';
import { DEFAULT, HashType, PFloat, PHash, PRegexp, PSensitive, STRING, isInteger, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyInspect, rubyToS } from '../ruby-values.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const unsupported = (what: string) => new FunctionError(what, 'OVC3116', { what });

/** Whether Ruby's `inspect` of the value is text overcat knows (not an object's address). */
function inspectable(v: Value): boolean {
  if (Array.isArray(v)) return v.every(inspectable);
  if (v instanceof PHash) return Array.from(v).every(([k, x]) => inspectable(k) && inspectable(x));
  return v === null || typeof v === 'string' || typeof v === 'boolean' || isInteger(v) || v instanceof PFloat || v instanceof PRegexp || v === DEFAULT || v instanceof PSensitive;
}

/** Ruby's `keys.sort`: strings by their bytes, numbers by value; keys of both kinds do not sort. */
function sortedKeys(h: PHash): Value[] {
  const keys = h.keys();
  if (keys.every((k) => typeof k === 'string')) return (keys as string[]).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const number = (k: Value) => (k instanceof PFloat ? k.value : isInteger(k) ? Number(k) : undefined);
  if (keys.every((k) => number(k) !== undefined)) return keys.sort((a, b) => number(a)! - number(b)!);
  throw unsupported('to_toml() of a hash whose keys Ruby cannot sort');
}

function tomlValue(v: Value): string {
  if (v instanceof PRegexp) return rubyStringInspect(v.toString());
  // The dumper takes the escape off `#{`, `#$` and `#@`, which TOML does not know.
  if (typeof v === 'string') return rubyStringInspect(v).replace(/\\(#[$@{])/g, '$1');
  if (!inspectable(v)) throw unsupported("to_toml() of a value Ruby's inspect writes as an object");
  return rubyInspect(v, true);
}

/** Ruby's `/^[a-zA-Z0-9_-]*$/` (a line of the key's text may match). */
const bareKey = (key: Value) => rubyToS(key).split('\n').some((line) => /^[a-zA-Z0-9_-]*$/.test(line));

function keyText(key: Value): string {
  if (bareKey(key)) return rubyToS(key);
  if (typeof key !== 'string') throw new FunctionError(`undefined method \`gsub' for ${rubyInspect(key)}:${key instanceof PFloat ? 'Float' : 'Object'}`);
  return `"${key.replaceAll('"', '\\"')}"`;
}

class TomlDumper {
  text = '';

  visit(h: PHash, prefix: string[], extraBrackets: boolean): void {
    const [simple, nested, tableArrays] = this.sortPairs(h);
    if (prefix.length > 0 && (simple.length > 0 || h.size === 0)) this.printPrefix(prefix, extraBrackets);
    this.dumpPairs(simple, nested, tableArrays, prefix);
  }

  private sortPairs(h: PHash): [[Value, Value][], [Value, Value][], [Value, Value][]] {
    const simple: [Value, Value][] = [];
    const nested: [Value, Value][] = [];
    const tableArrays: [Value, Value][] = [];
    for (const key of sortedKeys(h)) {
      const v = h.get(key)!;
      if (v instanceof PHash) nested.push([key, v]);
      else if (Array.isArray(v) && v[0] instanceof PHash) tableArrays.push([key, v]);
      else simple.push([key, v]);
    }
    return [simple, nested, tableArrays];
  }

  private dumpPairs(simple: [Value, Value][], nested: [Value, Value][], tableArrays: [Value, Value][], prefix: string[]): void {
    for (const [k, v] of simple) this.text += `${keyText(k)} = ${tomlValue(v)}\n`;
    for (const [k, v] of nested) this.visit(v as PHash, [...prefix, keyText(k)], false);
    for (const [k, v] of tableArrays) {
      const tablePrefix = [...prefix, keyText(k)];
      for (const child of v as Value[]) {
        this.printPrefix(tablePrefix, true);
        if (!(child instanceof PHash)) throw new FunctionError(`undefined method \`keys' for ${rubyInspect(child, true)}`);
        const [s, n, t] = this.sortPairs(child);
        this.dumpPairs(s, n, t, tablePrefix);
      }
    }
  }

  private printPrefix(prefix: string[], extraBrackets: boolean): void {
    const joined = prefix.join('.');
    this.text += `[${extraBrackets ? `[${joined}]` : joined}]\n`;
  }
}

const namespaced = stdlib4x('stdlib::to_toml', {
  params: [new HashType()],
  names: ['data'],
  returns: STRING,
  call(_ctx, args) {
    const dumper = new TomlDumper();
    dumper.visit(args[0] as PHash, [], false);
    return dumper.text;
  },
});

export default namespaced;

export const toTomlUnnamespaced = unnamespacedName(namespaced);
