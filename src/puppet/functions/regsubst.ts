// regsubst(target, pattern, replacement, [flags], [encoding]): Ruby's sub (or gsub with flag G) on
// a string or each string of an array. A String pattern takes the flags E (extended), I (ignore
// case) and M (dot matches newline); a Regexp pattern only G. The replacement is a string with
// Ruby's back references (\0 \& \1..\9 \k<name> \` \' \\) or a hash from matched text to text.
import { keepingEncoding } from './keep-encoding.js';
import {
  ArrayType,
  EnumType,
  HashType,
  OptionalType,
  PHash,
  PRegexp,
  PuppetError,
  PatternType,
  RegexpType,
  STRING,
  TypeType,
  VariantType,
  type Value,
} from '../values/index.js';
import { defineFunction } from './function.js';

const TARGET = new VariantType([new ArrayType(STRING), STRING]);
const REPLACEMENT = new VariantType([STRING, new HashType(STRING, STRING)]);

function substitute(target: Value, re: PRegexp, replacement: Value, global: boolean): Value {
  if (Array.isArray(target)) return target.map((t: Value) => substituteOne(t as string, re, replacement, global));
  return substituteOne(target as string, re, replacement, global);
}

function substituteOne(s: string, re: PRegexp, replacement: Value, global: boolean): string {
  let out = '';
  let last = 0;
  for (let m = re.exec(s, 0); m !== null; ) {
    const whole = m.captures[0]!;
    out += s.slice(last, m.index) + replace(m, re, s, replacement);
    last = m.index + whole.length;
    if (!global) break;
    // An empty match moves on by one character (a whole surrogate pair), as Ruby does.
    m = re.exec(s, whole === '' ? m.index + ((s.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1) : last);
  }
  return out + s.slice(last);
}

/** The replacement text for one match. */
function replace(m: { index: number; captures: (string | null)[] }, re: PRegexp, s: string, replacement: Value): string {
  const whole = m.captures[0]!;
  if (replacement instanceof PHash) {
    const v = replacement.get(whole);
    return typeof v === 'string' ? v : '';
  }
  const text = replacement as string;
  if (!text.includes('\\')) return text;
  // A pattern with named groups captures only those, in order.
  const names = re.groupNames;
  return text.replace(/\\(?:k<(\w+)>|(.))/gs, (all, name: string | undefined, c: string | undefined) => {
    if (name !== undefined) {
      const at = names.indexOf(name);
      return at < 0 ? all : (m.captures[at + 1] ?? '');
    }
    if (c === '0' || c === '&') return whole;
    // A pattern with named groups has no numbered ones for Ruby (\1 is empty).
    if (c! >= '1' && c! <= '9') return names.length > 0 ? '' : (m.captures[Number(c)] ?? '');
    if (c === '`') return s.slice(0, m.index);
    if (c === "'") return s.slice(m.index + whole.length);
    if (c === '\\') return '\\';
    return all;
  });
}

export default defineFunction(
  'regsubst',
  keepingEncoding({
    params: [TARGET, STRING, REPLACEMENT, new OptionalType(new PatternType([PRegexp.of('^[GEIM]*$')])), new EnumType(['N', 'E', 'S', 'U'])],
    required: 3,
    names: ['target', 'pattern', 'replacement', 'flags', 'encoding'],
    call(_ctx, args) {
      const flags = typeof args[3] === 'string' ? args[3] : '';
      let options = '';
      if (flags.includes('I')) options += 'i';
      if (flags.includes('M')) options += 'm';
      if (flags.includes('E')) options += 'x';
      const pattern = args[1] as string;
      let re: PRegexp;
      try {
        re = PRegexp.of(options === '' ? pattern : `(?${options})${pattern}`);
      } catch (e) {
        // Ruby compiles the pattern with the options, and its message writes them after it (/x/mi).
        if (!(e instanceof PuppetError) || options === '') throw e;
        const suffix = [...'mix'].filter((o) => options.includes(o)).join('');
        throw new PuppetError(e.code, e.message.replace(`/(?${options})${pattern}/`, `/${pattern}/${suffix}`));
      }
      return substitute(args[0]!, re, args[2]!, flags.includes('G'));
    },
  }),
  keepingEncoding({
    params: [TARGET, new VariantType([new RegexpType(), new TypeType(new RegexpType())]), REPLACEMENT, new PatternType([PRegexp.of('^G?$')])],
    required: 3,
    names: ['target', 'pattern', 'replacement', 'flags'],
    call(_ctx, args) {
      const p = args[1]!;
      const re = p instanceof PRegexp ? p : ((p as RegexpType).pattern ?? PRegexp.of(''));
      return substitute(args[0]!, re, args[2]!, args[3] === 'G');
    },
  }),
);
