// Ruby's `to_yaml` (Psych 4.0's YAMLTree and ScalarScanner, written by libyaml 0.2.5) on the
// values Puppet hands a function: which style each string gets (quoted where it would read back
// as another type), the Ruby objects behind Puppet's rich values as Psych writes them, anchors
// and aliases for a hash or array met twice (one object, as a Puppet variable used twice is one
// Ruby object), and the options Psych takes (line_width, indentation, canonical, header, version).
import { emitYamlDocument, YamlEmitterError, type EmitterOptions, type YamlMapping, type YamlNode, type YamlScalar, type YamlSequence } from '../../../yaml/libyaml-emitter.js';
import { DEFAULT, PFloat, PHash, PRegexp, PSemVer, PSensitive, PTimespan, PTimestamp, formatFloat, isInteger, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';

const WORD = /[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}]/u;
const FIRST_WORDS = /[\p{Alphabetic}_\s!@#$%^&*(){}<>|/\\~;=]/u;

/** Ruby's `/^[^[:word:]][^"]*$/` (line anchors): a line opening with a non-word character and no `"` up to some line end. */
function opensWithNonWord(chars: readonly string[]): boolean {
  for (let p = 0; p < chars.length; p++) {
    if ((p > 0 && chars[p - 1] !== '\n') || WORD.test(chars[p]!)) continue;
    for (let q = p + 1; q <= chars.length; q++) {
      if (q === chars.length || chars[q] === '\n') return true;
      if (chars[q] === '"') break;
    }
  }
  return false;
}

/** Ruby's `/\n(?!\Z)/`: a line break that is neither the last character nor the one before a final break. */
function innerBreak(s: string): boolean {
  const i = s.indexOf('\n');
  return i >= 0 && i < s.length - 1 && !(i === s.length - 2 && s.endsWith('\n'));
}

function rubyInteger(text: string): void {
  const digits = text.replace(/[,_]/g, '');
  if (/^0[bx]$/i.test(digits.replace(/^[-+]/, ''))) throw new FunctionError(`invalid value for Integer(): ${JSON.stringify(digits)}`);
}

const isLeap = (y: number, julian: boolean) => (julian ? y % 4 === 0 : (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);

/** Date.strptime's validity: the Julian calendar before the Gregorian reform of 1582-10-15, which skipped ten days. */
function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  if (y === 1582 && m === 10 && d > 4 && d < 15) return false;
  const julian = y < 1582 || (y === 1582 && (m < 10 || (m === 10 && d < 5)));
  const days = [31, isLeap(y, julian) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

/** ScalarScanner's TIME, parsed as Time.utc / Time.new would accept it. */
function validTime(s: string): boolean {
  const m = /^-?\d{4}-(\d{1,2})-(\d{1,2})(?:[Tt]|\s+)(\d{1,2}):(\d\d):(\d\d)(?:\.\d*)?(?:\s*(Z|[-+]\d{1,2}:?(?:\d\d)?))?$/.exec(s)!;
  const [month, day, hour, min, sec] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || min > 59 || sec > 60 || hour > 24 || (hour === 24 && (min > 0 || sec > 0))) return false;
  const zone = m[6];
  if (zone === undefined || zone === 'Z') return true;
  const [, h, mm] = /^([+-]?\d{1,2}):?(\d{1,2})?$/.exec(zone)!;
  const offset = Math.abs(Number(h)) * 3600 + Number(mm ?? 0) * 60;
  return offset < 86400;
}

const TIME = /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const FLOAT = /^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$/;
const INTEGER = /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;

/** Whether ScalarScanner#tokenize reads the text back as a String (Psych quotes it otherwise). */
function readsAsString(s: string): boolean {
  if (s === '') return false;
  const chars = Array.from(s);
  const classed = (c: string | undefined) => c !== undefined && FIRST_WORDS.test(c);
  if (classed(chars[0]) || (!/[0-9.:-]/.test(chars[0]!) && classed(chars[1])) || s.includes('\n')) {
    if (chars.length > 5) return true;
    // `$` also matches before a final line break.
    const line = s.endsWith('\n') ? s.slice(0, -1) : s;
    if (/^[^ytonf~]/i.test(s)) return true;
    return !(s === '~' || /^(null|yes|true|on|no|false|off)$/i.test(line));
  }
  if (TIME.test(s)) return !validTime(s);
  const date = /^(\d{4})-(1[012]|0\d|\d)-([12]\d|3[01]|0\d|\d)$/.exec(s);
  if (date) return !validDate(Number(date[1]), Number(date[2]), Number(date[3]));
  if (/^[-+]?\.(inf|nan)$/i.test(s) || /^:./.test(s)) return false;
  if (/^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$/.test(s)) return false;
  if (FLOAT.test(s)) return /^[-+]?\.$/.test(s);
  if (INTEGER.test(s)) {
    rubyInteger(s);
    return false;
  }
  return true;
}

const scalar = (value: string, style: YamlScalar['style'] = 'any', tag?: string, plain = true, quoted = false): YamlScalar => ({ kind: 'scalar', value, ...(tag === undefined ? {} : { tag }), plain, quoted, style });

/** Psych's YAMLTree#visit_String: the style it asks libyaml for. */
function stringNode(s: string, lineWidth: number | undefined): YamlScalar {
  if (innerBreak(s)) return scalar(s, 'literal', undefined, true, true);
  if (s === '<<') return scalar(s, 'single', 'tag:yaml.org,2002:str', false, false);
  if (s === 'y' || s === 'n') return scalar(s, 'double', undefined, true, true);
  const chars = Array.from(s);
  if (lineWidth !== undefined && chars.length > lineWidth) return scalar(s, 'folded', undefined, true, true);
  if (opensWithNonWord(chars)) return scalar(s, 'double', undefined, true, true);
  if (!readsAsString(s) || /^0[0-7]*[89]/.test(s)) return scalar(s, 'single', undefined, true, true);
  return scalar(s, 'plain', undefined, true, true);
}

const rubyObject = (className: string, ivars: [string, YamlNode][]): YamlMapping => ({
  kind: 'mapping',
  tag: `!ruby/object:${className}`,
  implicit: false,
  flow: false,
  pairs: ivars.map(([name, v]) => [scalar(name), v]),
});

class Tree {
  private readonly nodes = new Map<object, YamlSequence | YamlMapping>();
  private readonly anchors = new Map<object, string>();

  constructor(private readonly lineWidth: number | undefined) {}

  /** YAMLTree#accept: an alias for a hash or array already written, its node given the anchor. */
  accept(v: Value): YamlNode {
    if (Array.isArray(v) || v instanceof PHash) {
      const node = this.nodes.get(v);
      if (node !== undefined) {
        let anchor = this.anchors.get(v);
        if (anchor === undefined) this.anchors.set(v, (anchor = String(this.anchors.size + 1)));
        node.anchor = anchor;
        return { kind: 'alias', anchor };
      }
    }
    return this.visit(v);
  }

  private visit(v: Value): YamlNode {
    if (v === null) return scalar('', 'any', 'tag:yaml.org,2002:null');
    if (typeof v === 'boolean' || isInteger(v)) return scalar(String(v));
    if (v instanceof PFloat) {
      const x = v.value;
      return scalar(Number.isNaN(x) ? '.nan' : x === Infinity ? '.inf' : x === -Infinity ? '-.inf' : formatFloat(x));
    }
    if (typeof v === 'string') return stringNode(v, this.lineWidth);
    if (v === DEFAULT) return scalar(':default');
    if (Array.isArray(v)) {
      const seq: YamlSequence = { kind: 'sequence', implicit: true, flow: false, items: [] };
      this.nodes.set(v, seq);
      for (const item of v as readonly Value[]) seq.items.push(this.accept(item));
      return seq;
    }
    if (v instanceof PHash) {
      const map: YamlMapping = { kind: 'mapping', implicit: true, flow: false, pairs: [] };
      this.nodes.set(v, map);
      for (const [k, x] of v) map.pairs.push([this.accept(k), this.accept(x)]);
      return map;
    }
    if (v instanceof PSensitive) return rubyObject('Puppet::Pops::Types::PSensitiveType::Sensitive', [['value', this.accept(v.value)]]);
    if (v instanceof PTimestamp) return rubyObject('Puppet::Pops::Time::Timestamp', [['nsecs', scalar(String(v.nsecs))]]);
    if (v instanceof PTimespan) return rubyObject('Puppet::Pops::Time::Timespan', [['nsecs', scalar(String(v.nsecs))]]);
    if (v instanceof PSemVer) {
      const parts = (xs: readonly (string | number)[] | undefined): Value => (xs === undefined ? null : [...xs]);
      return rubyObject('SemanticPuppet::Version', [
        ['major', scalar(String(v.major))],
        ['minor', scalar(String(v.minor))],
        ['patch', scalar(String(v.patch))],
        ['prerelease', this.visit(parts(v.prerelease))],
        ['build', this.visit(parts(v.build))],
      ]);
    }
    // Regexps are not anchored: overcat shares one object per pattern where Ruby has one per literal.
    if (v instanceof PRegexp) return scalar(v.toString(), 'any', '!ruby/regexp', false, false);
    // A Deferred's Ruby object holds its process-random hash; types, iterators and ranges their
    // internal structure: overcat cannot write what Ruby would.
    const what = 'to_yaml() of a Deferred, a type, an iterator or a SemVerRange (Ruby writes its internal object)';
    throw new FunctionError(what, 'OVC3116', { what });
  }
}

const unsupported = (what: string) => new FunctionError(what, 'OVC3116', { what });

function integerOption(options: PHash, name: string): number | undefined {
  const v = options.get(name);
  if (v === undefined) return undefined;
  if (typeof v === 'number') return v;
  throw unsupported(`to_yaml() with a ${name} that is not an Integer`);
}

/** The `%YAML` version Psych's :header and :version options ask for. */
function versionOption(options: PHash): [number, number] | undefined {
  if (options.has('version')) {
    const v = options.get('version');
    if (typeof v === 'string') {
      const [major, minor] = v.split('.').map((x) => Number(/^\s*[-+]?\d+/.exec(x)?.[0] ?? 0));
      if (minor !== undefined) return [major!, minor];
    } else if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number')) return [v[0] as number, v[1] as number];
    else if (!Array.isArray(v)) return [1, 1];
    throw unsupported('to_yaml() with a version that is not two numbers');
  }
  const header = options.get('header');
  return header !== undefined && header !== null && header !== false ? [1, 1] : undefined;
}

/** `data.to_yaml(options)` with the option names as symbols. */
export function rubyToYaml(data: Value, options: PHash = PHash.EMPTY): string {
  let lineWidth = integerOption(options, 'line_width');
  const width = lineWidth;
  if (lineWidth !== undefined && lineWidth < 0) {
    if (lineWidth !== -1) throw new FunctionError(`Invalid line_width ${lineWidth}, must be non-negative or -1 for unlimited.`);
    lineWidth = undefined;
  }
  const canonical = options.get('canonical');
  if (canonical !== undefined && typeof canonical !== 'boolean' && canonical !== null) throw unsupported('to_yaml() with a canonical that is not a Boolean');
  const emitter: EmitterOptions = { indent: integerOption(options, 'indentation'), width, canonical: canonical === true, version: versionOption(options) };
  const root = new Tree(lineWidth).accept(data);
  try {
    return emitYamlDocument(root, emitter);
  } catch (e) {
    if (e instanceof YamlEmitterError) throw new FunctionError(e.message);
    throw e;
  }
}
