// Runs the Ruby subset of an ERB template (ruby-parser.ts) over Ruby values (ruby-value.ts):
// Ruby's truthiness, locals and blocks, the methods templates call on strings, numbers, arrays,
// hashes, ranges and regexps, and Puppet's `scope` object. A method outside the subset is refused
// (OVC3141), an error Ruby would raise is reported with Ruby's words (OVC3142), never guessed.
import { rubyBinaryInspect } from '../../data/ruby-inspect.js';
import { PFloat, PHash, PSensitive, PType, formatFloat, type Value } from '../values/index.js';
import { FunctionError } from '../functions/dispatcher.js';
import { rubyFormat } from '../functions/ruby-format.js';
import { rubyCapitalize, rubyChomp, rubyChop, rubyDowncase, rubyLstrip, rubyRstrip, rubyStrip, rubyUpcase } from '../functions/ruby-string.js';
import { ipNetwork, ipIncludes } from '../functions/ruby-ipaddr.js';
import { COMPACT, PRETTY, rubyJson, type JsonLayout } from '../functions/stdlib/ruby-json.js';
import { rubyToYaml } from '../functions/stdlib/ruby-yaml.js';
import { rubyShellEscape, rubyShellSplit } from '../functions/stdlib/shellwords.js';
import { parseRubyInteger } from '../functions/ruby-values.js';
import type { Block, BlockParam, Node, Rescue } from './ruby-parser.js';
import { decodeWwwFormComponent, encodeWwwFormComponent, parseUri, RUri, UriError } from './ruby-uri.js';
import { RException, exceptionMessage, RHash, RIPAddr, RMatch, RRange, RRegexp, RSymbol, fromPuppet, inspect, operandName, rubyClassName, rubyEq, spaceship, toNumber, toPuppet, toS, truthy, type RValue } from './ruby-value.js';
import { MODULE_LIBRARIES, deepToI, extendSortedHash } from './module-libraries.js';
import { respondsTo } from './ruby-respond-to.js';
import { RUBY_GLOBALS, TEMPLATE_SELF_METHODS } from './ruby-methods.js';
import { parseRubyJson, RubyJsonError } from '../../data/ruby-json.js';
import { ExactNumber } from '../../data/exact-number.js';
import { dataEntries } from '../../data/key-order.js';
import { TemplateError } from './template-error.js';

/** What a template may ask of the compilation: Puppet's scope as ERB sees it. */
export interface TemplateScope {
  /** `lookupvar`: the variable as the calling scope sees it (undefined when not set). */
  variable(name: string): Value | undefined;
  /** The variables set in the calling scope, in Puppet's order (undef ones left out). */
  variableNames(): readonly string[];
  /** Whether the template is a file (`template()`: Puppet's wrapper then has `@__file__`) rather than inline. */
  fromFile: boolean;
  /** The template file's path (`@__file__`, Ruby's `__FILE__` in it); inline templates have none. */
  path?: string;
  /** Whether a module ships a 3.x API function of this name (callable as `scope.function_<name>`). */
  hasLegacyFunction(name: string): boolean;
  /** `setvar`: sets a variable of the calling scope; false when it is already set there. */
  setVariable(name: string, value: Value): boolean;
  /** Calls a Puppet function by name. */
  call(name: string, args: readonly Value[]): Value;
  /**
   * The template changed `value` (an array or hash inside the variable whose whole value is
   * `root`) in place with `how`, at offset `at` of the template: Puppet would see the change.
   */
  changedInPlace(value: object, root: object, how: string, at: number): void;
  /**
   * The Ruby objects of Puppet values for the rest of the compilation (one map per compilation):
   * what a template stored with `scope.setvar` (a new Puppet value each time) and the arrays and
   * hashes of variables it changed in place. Puppet keeps the Ruby object, so a template that
   * reads the value later (a nested `template()` among them) gets that object, changes included.
   * Other values cannot change, so their copies are alike.
   */
  objects: WeakMap<object, RValue>;
  /**
   * The methods templates defined, by name (one map per compilation): a `def` in a template
   * defines a method of Puppet's TemplateWrapper class, so every template rendered after it
   * (keepalived's render `_format_options.erb` with scope.function_template to get its
   * format_options) can call it.
   */
  methods: Map<string, DefinedMethod>;
  /**
   * The libraries templates required (one set per compilation): Ruby loads a file once per
   * process, so `require` answers true the first time only, and what the library defines stays
   * known to every template rendered after it.
   */
  libraries: Set<string>;
}

/** A method a template defined with `def`. */
export type DefinedMethod = Node & { k: 'def' };

// Templates are untrusted: bounds on work and on the size of what they build.
const MAX_STEPS = 5_000_000;
const MAX_STRING = 64 * 1024 * 1024;
const MAX_DEPTH = 200;

/** A `return` leaving a method the template defined, through its blocks and ensure clauses, with its value. */
class MethodReturn {
  constructor(readonly value: RValue) {}
}

/** A `next` ending a block's run (or a for loop's turn), through ensure clauses, with the block's value. */
class BlockNext {
  constructor(readonly value: RValue) {}
}

/**
 * A `break` leaving the innermost loop, or the call its block was given to (`from`, set as it leaves
 * the block: a break in a block inside a loop must not stop at the loop), with the value they answer.
 */
class BlockBreak {
  constructor(
    readonly value: RValue,
    readonly from?: Block,
  ) {}
}


/**
 * The arrays, hashes and regexps that are (inside) Puppet variables' values: Puppet's regexps,
 * unlike regexp literals, are not frozen; the arrays and hashes are Puppet's own objects.
 */
const fromScope = new WeakSet<object>();

/** Per Ruby array or hash made of (a part of) a Puppet variable's value: that part, and the whole value and its Ruby object. */
const scopeOrigins = new WeakMap<object, { value: object; root: object; rootRuby: RValue }>();

/** Records `v` (made of `p`) and the arrays, hashes and regexps inside it as (inside) the Puppet variable value `root`. */
function markFromScope(v: RValue, p: Value, root: { value: object; ruby: RValue }): void {
  if (v instanceof RRegexp) fromScope.add(v);
  else if (Array.isArray(v)) {
    fromScope.add(v);
    scopeOrigins.set(v, { value: p as Value[], root: root.value, rootRuby: root.ruby });
    for (let i = 0; i < v.length; i++) markFromScope(v[i]!, (p as Value[])[i]!, root);
  } else if (v instanceof RHash) {
    fromScope.add(v);
    scopeOrigins.set(v, { value: p as PHash, root: root.value, rootRuby: root.ruby });
    // fromPuppet keeps the hash's order: its entries pair with the Puppet hash's.
    const entries = [...(p as PHash)];
    let i = 0;
    for (const [k, x] of v.entries()) {
      const [pk, px] = entries[i++]!;
      markFromScope(k, pk, root);
      markFromScope(x, px, root);
    }
  }
}

/** Whether an index assignment with operator `op` (`||` for `||=`, '' for `=`) stores into a slot holding `cur`. */
function stores(op: string, cur: RValue): boolean {
  return op === '||' ? !truthy(cur) : op === '&&' ? truthy(cur) : true;
}

/** The Ruby exception classes the subset raises and rescues, each with its superclass. */
const EXCEPTIONS: Record<string, string | undefined> = {
  Exception: undefined,
  StandardError: 'Exception',
  ArgumentError: 'StandardError',
  TypeError: 'StandardError',
  NameError: 'StandardError',
  NoMethodError: 'NameError',
  ZeroDivisionError: 'StandardError',
  IndexError: 'StandardError',
  KeyError: 'IndexError',
  RangeError: 'StandardError',
  FloatDomainError: 'RangeError',
  RuntimeError: 'StandardError',
  'IPAddr::Error': 'ArgumentError',
  'IPAddr::InvalidAddressError': 'IPAddr::Error',
  'IPAddr::InvalidPrefixError': 'IPAddr::InvalidAddressError',
  'URI::Error': 'StandardError',
  ScriptError: 'Exception',
  NotImplementedError: 'ScriptError',
  'URI::InvalidURIError': 'URI::Error',
  'JSON::JSONError': 'StandardError',
  'JSON::GeneratorError': 'JSON::JSONError',
  'JSON::ParserError': 'JSON::JSONError',
  'JSON::NestingError': 'JSON::ParserError',
  // Puppet's own, which templates raise (unbound's `raise Puppet::Error, '…'`).
  'Puppet::Error': 'RuntimeError',
  'Puppet::ParseError': 'Puppet::Error',
};

/** Whether the exception class `cls` is `ancestor` or below it. */
function exceptionIsA(cls: string, ancestor: string): boolean {
  for (let c: string | undefined = cls; c !== undefined; c = EXCEPTIONS[c]) if (c === ancestor) return true;
  return false;
}

/** The class of the errors Ruby raises with these words (the evaluator raises them in Ruby's words). */
const ERROR_CLASSES: [RegExp, string][] = [
  [/^undefined method /, 'NoMethodError'],
  [/^undefined local variable or method /, 'NameError'],
  [/^(no implicit conversion of |wrong argument type |.* can't be coerced into |class or module required|.* does not have #dig method)/, 'TypeError'],
  [/^(wrong number of arguments|comparison of .* failed|invalid value for |negative argument|negative array size|invalid slice size|zero width padding|bad value for range|recursive array join)/, 'ArgumentError'],
  [/^divided by 0$/, 'ZeroDivisionError'],
  [/^key not found: /, 'KeyError'],
  [/^(index -?\d+ (outside of array bounds|too small for array|out of matches)|undefined group name reference)/, 'IndexError'],
  [/^(NaN|-?Infinity)$/, 'FloatDomainError'],
];

/**
 * The libraries a template may require that Puppet has not loaded, with the constants each
 * defines: the modules' own (module-libraries.ts) and Ruby's shellwords (prometheus's init
 * scripts split and escape the daemon's options with it), whose String#shellsplit,
 * String#shellescape and Array#shelljoin exist once it is loaded.
 */
const LIBRARIES: Readonly<Record<string, readonly string[]>> = { ...MODULE_LIBRARIES, shellwords: ['Shellwords'] };

/** Shellwords' module functions by their names and aliases. */
const SHELLWORDS_FUNCTIONS: Readonly<Record<string, 'split' | 'escape' | 'join'>> = { split: 'split', shellsplit: 'split', shellwords: 'split', escape: 'escape', shellescape: 'escape', join: 'join', shelljoin: 'join' };

/** The methods shellwords adds to String and Array. */
const SHELLWORDS_METHODS: Readonly<Record<string, { method: 'split' | 'escape' | 'join'; of: (v: RValue) => boolean }>> = {
  shellsplit: { method: 'split', of: (v) => typeof v === 'string' },
  shellwords: { method: 'split', of: (v) => typeof v === 'string' },
  shellescape: { method: 'escape', of: (v) => typeof v === 'string' },
  shelljoin: { method: 'join', of: (v) => Array.isArray(v) },
};

/** The classes `is_a?` and `when` know, with the values they hold. */
const CLASSES: Record<string, (v: RValue) => boolean> = {
  IPAddr: (v) => v instanceof RIPAddr,
  ...Object.fromEntries(Object.keys(EXCEPTIONS).map((c) => [c, (v: RValue) => v instanceof RException && v.className !== undefined && exceptionIsA(v.className, c)])),
  // A module (Puppet has loaded the json library): nothing is a JSON.
  JSON: () => false,
  // URI::Generic includes the URI module.
  URI: (v) => v instanceof RUri,
  'URI::Generic': (v) => v instanceof RUri,
  // URI::HTTPS is a URI::HTTP, URI::WSS a URI::WS.
  'URI::HTTP': (v) => v instanceof RUri && (v.className === 'URI::HTTP' || v.className === 'URI::HTTPS'),
  'URI::HTTPS': (v) => v instanceof RUri && v.className === 'URI::HTTPS',
  'URI::WS': (v) => v instanceof RUri && (v.className === 'URI::WS' || v.className === 'URI::WSS'),
  'URI::WSS': (v) => v instanceof RUri && v.className === 'URI::WSS',
  // Its path methods only (File.join, File.dirname: templates building $LOAD_PATH entries); nothing here is an open File.
  File: () => false,
  Object: () => true,
  BasicObject: () => true,
  Kernel: () => true,
  Comparable: (v) => typeof v === 'string' || typeof v === 'bigint' || v instanceof PFloat,
  Enumerable: (v) => Array.isArray(v) || v instanceof RHash || v instanceof RRange,
  String: (v) => typeof v === 'string',
  Symbol: (v) => v instanceof RSymbol,
  Integer: (v) => typeof v === 'bigint',
  Fixnum: (v) => typeof v === 'bigint',
  Float: (v) => v instanceof PFloat,
  Numeric: (v) => typeof v === 'bigint' || v instanceof PFloat,
  Array: (v) => Array.isArray(v),
  Hash: (v) => v instanceof RHash,
  Range: (v) => v instanceof RRange,
  Regexp: (v) => v instanceof RRegexp,
  NilClass: (v) => v === null,
  TrueClass: (v) => v === true,
  FalseClass: (v) => v === false,
};

/** String methods that change the receiver, for a local only it reaches: each is its name without `!` applied in place. */
const IN_PLACE_STRING = new Set(['strip!', 'lstrip!', 'rstrip!', 'chomp!', 'chop!', 'upcase!', 'downcase!', 'capitalize!', 'swapcase!', 'squeeze!', 'sub!', 'gsub!', 'tr!', 'delete!', 'reverse!']);

/** The iterators that drop what their block gives back. */
const BLOCK_VALUE_UNUSED = new Set(['each', 'each_with_index', 'each_pair', 'each_key', 'each_value', 'each_char', 'each_line', 'times', 'upto', 'downto', 'step']);

class Env {
  private readonly vars = new Map<string, RValue>();
  /**
   * The locals whose string no other reference reaches: set from a string literal, never read
   * since but as the receiver of an in-place `<<`. Ruby changes such a string in place; with no
   * one else to see the object, giving the local the longer text is the same.
   */
  private readonly sole = new Set<string>();
  constructor(private readonly parent?: Env) {}

  get(name: string): RValue {
    for (let e: Env | undefined = this; e; e = e.parent) if (e.vars.has(name)) return e.vars.get(name)!;
    return null;
  }

  set(name: string, value: RValue, sole = false): void {
    let e: Env | undefined = this;
    while (e && !e.vars.has(name)) e = e.parent;
    const holder = e ?? this;
    holder.vars.set(name, value);
    if (sole) holder.sole.add(name);
    else holder.sole.delete(name);
  }

  declare(name: string, value: RValue): void {
    this.vars.set(name, value);
    this.sole.delete(name);
  }

  /** Whether the local's string is reached through it alone. */
  isSole(name: string): boolean {
    for (let e: Env | undefined = this; e; e = e.parent) if (e.vars.has(name)) return e.sole.has(name);
    return false;
  }

  /** The local's value, which may now be reached elsewhere (read, stored, passed on). */
  read(name: string): RValue {
    for (let e: Env | undefined = this; e; e = e.parent) {
      if (e.vars.has(name)) {
        e.sole.delete(name);
        return e.vars.get(name)!;
      }
    }
    return null;
  }
}

/** A Ruby class written as a constant (`String` in `is_a?(String)` or `when String`). */
/** What JSON.parse gives for the data of src/data/ruby-json.ts: Integer, Float, String, Array, Hash in the text's order. */
function fromJsonData(v: unknown): RValue {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (v instanceof ExactNumber) return v.kind === 'integer' ? BigInt(v.text) : new PFloat(Number(v.text));
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : new PFloat(v);
  if (Array.isArray(v)) return v.map(fromJsonData);
  return RHash.of(dataEntries(v as object).map(([k, x]): [RValue, RValue] => [k, fromJsonData(x)]));
}

/** String methods whose value is a new string (never their receiver itself). */
const NEW_STRING = new Set(['gsub', 'sub', 'strip', 'lstrip', 'rstrip', 'chomp', 'chop', 'upcase', 'downcase', 'capitalize', 'swapcase', 'squeeze', 'tr', 'delete', 'reverse', 'center', 'ljust', 'rjust', '+', '*', 'join', 'dup', 'clone']);

/** Whether the node makes a new string each time it runs (a method's result above, a string literal). */
function madeNew(n: Node): boolean {
  return n.k === 'str' || (n.k === 'call' && n.recv !== undefined && NEW_STRING.has(n.name));
}


class RClass {
  constructor(readonly name: string) {}
}

/** The value Ruby's `scope` method returns: Puppet's scope. */
const SCOPE = Symbol('scope');

/** `$LOAD_PATH`: a template may put its module's lib/ on it before requiring a library of it (module-libraries.ts). */
const LOAD_PATH = Symbol('$LOAD_PATH');

type Val = RValue | RClass | typeof SCOPE | typeof LOAD_PATH;

/** A block as methods call it. */
type Yield = (...args: RValue[]) => RValue;

class Evaluator {
  private out = '';
  private steps = 0;
  private depth = 0;

  /** Instance variables: the scope's variables as Ruby objects once read (Ruby has one object per variable), and the template's own. */
  private readonly ivars = new Map<string, RValue>();

  constructor(private readonly scope: TemplateScope) {}

  /** How many calls of those methods are running (their code cannot write the output). */
  private inMethod = 0;

  /** `@name`: undefined when neither the template nor the scope (Puppet's to_hash, without undef) set it. */
  private ivar(name: string): RValue | undefined {
    if (this.ivars.has(name)) return this.ivars.get(name)!;
    if (this.boundBefore.has(name)) return this.boundBefore.get(name);
    return this.lookup(name);
  }

  /**
   * Puppet binds the instance variables when the template starts: for a variable the template
   * then sets with `scope.setvar`, `@name` keeps what it was (this), while lookupvar sees the new value.
   */
  private readonly boundBefore = new Map<string, RValue | undefined>();

  /** A scope variable as a Ruby object, the same object at every read. */
  private lookup(name: string): RValue | undefined {
    if (this.scopeValues.has(name)) return this.scopeValues.get(name)!;
    const v = this.scope.variable(name);
    const stored = v !== undefined && v !== null && typeof v === 'object' ? this.scope.objects.get(v) : undefined;
    let r: RValue | undefined = stored;
    if (r === undefined && v !== undefined && v !== null) {
      r = fromPuppet(v);
      if (typeof v === 'object') markFromScope(r, v, { value: v, ruby: r });
    }
    this.scopeValues.set(name, r);
    return r;
  }

  private readonly scopeValues = new Map<string, RValue | undefined>();

  /**
   * `$~`, the last match: Ruby keeps it per method frame, and a template is one frame (Puppet's
   * TemplateWrapper#result evaluates it; blocks share their frame). A failed match resets it to nil.
   */
  private lastMatch: RMatch | null = null;
  /** Whether a library templates required defines the constant `name`. */
  private requiredConstant(name: string): boolean {
    for (const path of this.scope.libraries) if (LIBRARIES[path]!.includes(name)) return true;
    return false;
  }

  /** The first match of `re` in `s` at or after UTF-16 offset `from`, or null. */
  private search(re: RRegexp, s: string, from = 0, literal = false): RMatch | null {
    const m = re.compiled.exec(s, from);
    return m === null ? null : new RMatch(re, s, m.index, m.captures, literal);
  }

  /** Searches as a match method does: the result becomes `$~`. */
  private matchAt(re: RRegexp, s: string, from = 0): RMatch | null {
    this.lastMatch = this.search(re, s, from);
    return this.lastMatch;
  }

  /** A match global's value: `$~`, `$&`, `` $` ``, `$'`, `$+`, `$1`... */
  private matchGlobal(name: string): RValue {
    const m = this.lastMatch;
    if (m === null) return null;
    switch (name) {
      case '~':
        return m;
      case '&':
        return m.groups[0]!;
      case '`':
        return m.preMatch;
      case "'":
        return m.postMatch;
      case '+':
        // The last group that took part in the match.
        for (let i = m.groups.length - 1; i > 0; i--) if (m.groups[i] !== null) return m.groups[i]!;
        return null;
    }
    return m.groups[Number(name)] ?? null;
  }

  /** The value of `x op= value` (`op` '' for `=`). */
  private assigned(cur: RValue, op: string, value: Node, env: Env, at: number): RValue {
    if (op === '') return this.value(value, env);
    if (op === '||') return truthy(cur) ? cur : this.value(value, env);
    if (op === '&&') return truthy(cur) ? this.value(value, env) : cur;
    return this.send(cur, op, [this.value(value, env)], undefined, at);
  }

  private indexAssign(n: Node & { k: 'indexassign' }, env: Env): RValue {
    const recv = this.value(n.recv, env);
    const args = this.argValues(n.args, env);
    if (Array.isArray(recv) && args.length === 1 && typeof args[0] === 'bigint') {
      let i = Number(args[0]);
      if (i < 0) i += recv.length;
      if (i < 0) this.ruby(`index ${args[0]} too small for array; minimum: -${recv.length}`, n.at);
      if (i > 1_000_000) throw new TemplateError('OVC3143', 'an array of more than 1000000 elements', n.at);
      const cur = recv[i] ?? null;
      const v = this.assigned(cur, n.op, n.value, env, n.at);
      // `a[i] ||= x` with a[i] set, `a[i] &&= x` with it unset: Ruby stores nothing.
      if (stores(n.op, cur)) {
        this.changeable(recv, '[]=', n.at);
        while (recv.length < i) recv.push(null);
        recv[i] = v;
      }
      return v;
    }
    if (recv instanceof RHash && args.length === 1) {
      // `h[k] = v` reads nothing (a default proc storing `h[k] = []` would call itself).
      const cur = n.op === '' ? null : recv.lookup(args[0]!);
      const v = this.assigned(cur, n.op, n.value, env, n.at);
      if (stores(n.op, cur)) {
        this.changeable(recv, '[]=', n.at);
        recv.set(args[0]!, v);
      }
      return v;
    }
    return this.unsupported(`assigning []= on ${rubyClassName(recv)} with these arguments`, n.at);
  }

  /**
   * `defined?(expr)`: Ruby's description, or nil. A method call is defined when its receiver and
   * arguments are, and the receiver (evaluated: nginx's `defined? @facts.fetch('networking', {})['ip6']`)
   * has the public method; an error Ruby raises on the way makes it nil.
   */
  private defined(n: Node, env: Env): RValue {
    switch (n.k) {
      case 'ivar':
        return this.ivar(n.name) === undefined ? null : 'instance-variable';
      case 'lvar':
        return 'local-variable';
      case 'nil':
      case 'true':
      case 'false':
      case 'self':
        return n.k;
      case 'int':
      case 'float':
      case 'str':
      case 'sym':
      case 'regex':
      case 'hash':
      case 'range':
      case 'and':
      case 'or':
      case '__FILE__':
        return 'expression';
      case 'assign':
      case 'opassign':
      case 'ivassign':
      case 'indexassign':
      case 'massign':
        return 'assignment';
      case 'array':
        // Ruby looks into an array literal's elements (not a hash literal's).
        return n.elements.every((e) => this.defined(e, env) !== null) ? 'expression' : null;
      case 'splat':
        // Ruby does not look into a spread value.
        return 'expression';
      case 'not':
        return this.defined(n.value, env) === null ? null : 'method';
      case 'call':
        // Ruby describes a `&.` call as an expression, whatever its receiver and method.
        if (n.safe) return 'expression';
        if (n.recv !== undefined && n.block === undefined) return this.definedCall(n, n.recv, env);
    }
    return this.unsupported(`defined? of this expression (${n.k})`, n.at);
  }

  /** Ruby's respond_to? (public methods), with what a library the template required adds (shellwords: String#shellescape…). */
  private respondsTo(v: RValue, name: string): boolean | undefined {
    if (this.scope.libraries.has('shellwords') && ((typeof v === 'string' && (name === 'shellescape' || name === 'shellsplit')) || (Array.isArray(v) && name === 'shelljoin'))) return true;
    return respondsTo(v, name);
  }

  /** `defined?(recv.name(args))`: 'method' when Ruby's receiver has the public method. */
  private definedCall(n: Node & { k: 'call' }, recvNode: Node, env: Env): RValue {
    if (n.args.some((a) => this.defined(a, env) === null) || this.defined(recvNode, env) === null) return null;
    let recv: Val;
    try {
      recv = this.eval(recvNode, env);
    } catch (e) {
      if (e instanceof TemplateError && e.code === 'OVC3142') return null;
      throw e;
    }
    if (recv instanceof RClass || recv === SCOPE || recv === LOAD_PATH) return this.unsupported(`defined? of a method of ${recv instanceof RClass ? recv.name : recv === SCOPE ? 'scope' : '$LOAD_PATH'}`, n.at);
    const answer = this.respondsTo(recv, n.name);
    if (answer === undefined) return this.unsupported(`defined? of a method of a ${rubyClassName(recv)}`, n.at);
    return answer ? 'method' : null;
  }

  run(body: Node[]): string {
    this.statements(body, new Env());
    return this.out;
  }

  /** Raises Ruby's error: its class is `cls`, or the one Ruby raises with these words (undefined when not known). */
  private ruby(message: string, at: number, cls?: string): never {
    throw new TemplateError('OVC3142', message, at, cls ?? ERROR_CLASSES.find(([re]) => re.test(message))?.[1]);
  }

  private unsupported(what: string, at: number): never {
    throw new TemplateError('OVC3141', `${what} is not part of the Ruby templates use`, at);
  }

  private tick(at: number): void {
    if (++this.steps > MAX_STEPS) throw new TemplateError('OVC3143', `the template did more than ${MAX_STEPS} steps`, at);
  }

  private str(s: string, at: number): string {
    if (s.length > MAX_STRING) throw new TemplateError('OVC3143', `the template built a string longer than ${MAX_STRING} characters`, at);
    return s;
  }

  /** A body's value; `unused` when nothing takes its last statement's value (a block of `each`). */
  private statements(body: readonly Node[], env: Env, unused = false): RValue {
    let last: RValue = null;
    for (let i = 0; i < body.length; i++) last = unused || i < body.length - 1 ? this.unusedStatement(body[i]!, env) : this.value(body[i]!, env);
    return last;
  }

  /**
   * A statement whose value nothing takes. There a local set from a string literal stays its
   * string's only reference, and `local << text` can give the local the longer text (Ruby changes
   * the object in place: no one else sees it). keepalived's format_options builds its text so.
   */
  private unusedStatement(n: Node, env: Env): RValue {
    if (n.k === 'assign' && n.value.k === 'str') {
      env.set(n.name, this.value(n.value, env), true);
      return null;
    }
    // `k, v = text.split(':')`: split makes new strings, each now reached through its local alone.
    if (n.k === 'massign' && n.value.k === 'call' && n.value.name === 'split') {
      const v = this.value(n.value, env);
      const items = Array.isArray(v) ? v : [v];
      n.names.forEach((name, i) => env.set(name, items[i] ?? null, typeof items[i] === 'string'));
      return null;
    }
    // `k.strip!` on such a local: the changed text is the local's (mongodb's setParameter parsing).
    if (n.k === 'call' && n.recv?.k === 'lvar' && IN_PLACE_STRING.has(n.name) && env.isSole(n.recv.name) && typeof env.get(n.recv.name) === 'string') {
      const args = this.argValues(n.args, env);
      if (env.isSole(n.recv.name)) {
        const changed = this.send(env.get(n.recv.name), n.name.slice(0, -1), args, n.block ? this.blockOf(n.block, env) : undefined, n.at);
        env.set(n.recv.name, changed, true);
        return null;
      }
      return this.send(env.read(n.recv.name), n.name, args, undefined, n.at);
    }
    if (n.k === 'if') {
      if (truthy(this.value(n.cond, env))) return this.statements(n.then, env, true);
      return n.else ? this.statements(n.else, env, true) : null;
    }
    if (n.k === 'call' && n.name === '<<' && n.recv?.k === 'lvar' && n.args.length === 1 && !n.block && env.isSole(n.recv.name)) {
      const more = this.value(n.args[0]!, env);
      // The argument may have read the local; an Integer appends a character, anything else is a
      // TypeError: both are left to the general path (with the argument's value, evaluated once).
      if (env.isSole(n.recv.name) && typeof env.get(n.recv.name) === 'string' && typeof more === 'string') {
        env.set(n.recv.name, this.str((env.get(n.recv.name) as string) + more, n.at), true);
        return null;
      }
      return this.send(env.read(n.recv.name), '<<', [more], undefined, n.at);
    }
    return this.value(n, env);
  }

  /** A node's value, which must be a Ruby value (not a class or the scope). */
  private value(n: Node, env: Env): RValue {
    return this.plain(this.eval(n, env), n.at);
  }

  private plain(v: Val, at: number): RValue {
    if (v instanceof RClass) this.unsupported(`the class ${v.name} as a value`, at);
    if (v === SCOPE) this.unsupported('the scope object as a value', at);
    if (v === LOAD_PATH) this.unsupported('$LOAD_PATH as a value', at);
    return v;
  }

  private eval(n: Node, env: Env): Val {
    this.tick(n.at);
    switch (n.k) {
      case 'nil':
        return null;
      case 'true':
        return true;
      case 'false':
        return false;
      case 'self':
        return this.unsupported("'self'", n.at);
      case 'int': {
        const negative = n.text.startsWith('-');
        const digits = n.text.replace(/^-/, '').replace(/_/g, '').replace(/^0(?=[0-7])/, '0o').replace(/^0([xXbBoO])/, (_m, p: string) => `0${p.toLowerCase()}`);
        return negative ? -BigInt(digits) : BigInt(digits);
      }
      case 'float':
        return new PFloat(Number(n.text.replace(/_/g, '')));
      case 'str':
        return this.str(this.interpolate(n.parts, env), n.at);
      case 'regex':
        try {
          return new RRegexp(this.interpolate(n.parts, env), n.flags);
        } catch (e) {
          throw new TemplateError('OVC3141', `the regexp cannot be used: ${(e as Error).message}`, n.at);
        }
      case 'sym':
        return RSymbol.of(n.name);
      case 'array':
        return n.elements.flatMap((e) => (e.k === 'splat' ? this.splat(this.value(e.value, env), e.at) : [this.value(e, env)]));
      case 'splat':
        // The parser writes a splat in array literals and call arguments only.
        return this.unsupported('a splat outside an array literal or arguments', n.at);
      case 'hash':
        return RHash.of(n.pairs.map(([k, v]) => [this.value(k, env), this.value(v, env)] as const));
      case 'range': {
        const from = this.value(n.from, env);
        const to = this.value(n.to, env);
        if (!((typeof from === 'bigint' || typeof from === 'string' || from === null) && (typeof to === 'bigint' || typeof to === 'string' || to === null))) {
          if (!((typeof from === 'bigint' || from instanceof PFloat) && (typeof to === 'bigint' || to instanceof PFloat))) this.ruby('bad value for range', n.at);
        }
        return new RRange(from, to, n.exclusive);
      }
      case 'ivar':
        return this.ivar(n.name) ?? null;
      case 'ivassign': {
        const cur = this.ivar(n.name) ?? null;
        const v = this.assigned(cur, n.op, n.value, env, n.at);
        this.ivars.set(n.name, v);
        return v;
      }
      case 'indexassign':
        return this.indexAssign(n, env);
      case 'defined':
        return this.defined(n.value, env);
      case 'lvar':
        return env.read(n.name);
      case 'gvar':
        if (n.name === 'LOAD_PATH') return LOAD_PATH;
        if (!/^[A-Za-z_]/.test(n.name)) return this.matchGlobal(n.name);
        // A global Ruby has (`$stdout`, English's `$MATCH`) is refused; one nothing set is nil.
        return RUBY_GLOBALS.includes(n.name) ? this.unsupported(`the global variable $${n.name}`, n.at) : null;
      case '__FILE__':
        // ERB's filename: Puppet gives a file template's path, an inline one none ("(erb)").
        return this.scope.path ?? '(erb)';
      case 'const':
        // Ruby 3.1 keeps Fixnum as a deprecated name of Integer (3.2 drops it).
        if (n.name in CLASSES) return new RClass(n.name === 'Fixnum' ? 'Integer' : n.name);
        if (this.requiredConstant(n.name)) return new RClass(n.name);
        if (Object.hasOwn(REGEXP_OPTIONS, n.name)) return REGEXP_OPTIONS[n.name]!;
        return this.unsupported(`the constant ${n.name}`, n.at);
      case 'and': {
        const l = this.value(n.left, env);
        return truthy(l) ? this.value(n.right, env) : l;
      }
      case 'or': {
        const l = this.value(n.left, env);
        return truthy(l) ? l : this.value(n.right, env);
      }
      case 'not':
        return !truthy(this.value(n.value, env));
      case 'if':
        if (truthy(this.value(n.cond, env))) return this.statements(n.then, env);
        return n.else ? this.statements(n.else, env) : null;
      case 'case':
        return this.caseWhen(n, env);
      case 'for':
        return this.forLoop(n, env);
      case 'begin':
        return this.beginBlock(n, env);
      case 'assign': {
        const v = this.value(n.value, env);
        env.set(n.name, v);
        return v;
      }
      case 'massign': {
        // Ruby spreads an array over the names (extra elements dropped, missing ones nil); anything else is the first.
        const v = this.value(n.value, env);
        const items = Array.isArray(v) ? v : [v];
        n.names.forEach((name, i) => env.set(name, items[i] ?? null));
        return v;
      }
      case 'opassign': {
        const cur = env.get(n.name);
        let v: RValue;
        if (n.op === '||') v = truthy(cur) ? cur : this.value(n.value, env);
        else if (n.op === '&&') v = truthy(cur) ? this.value(n.value, env) : cur;
        else v = this.send(cur, n.op, [this.value(n.value, env)], undefined, n.at);
        env.set(n.name, v);
        return v;
      }
      case 'seq':
        return this.statements(n.body, env);
      case 'text':
        if (this.inMethod > 0) return this.unsupported('template text inside a method the template defines', n.at);
        this.out += n.value;
        this.str(this.out, n.at);
        return null;
      case 'output': {
        if (this.inMethod > 0) return this.unsupported('template output inside a method the template defines', n.at);
        this.out += this.shown(n.body, env, n.at);
        this.str(this.out, n.at);
        return null;
      }
      case 'call':
        return this.call(n, env);
      case 'def':
        // Puppet runs a template in a method of its TemplateWrapper: a def there defines a method
        // of that class, which the template then calls; `def` answers the method's name.
        this.scope.methods.set(n.name, n);
        return RSymbol.of(n.name);
      case 'return':
        throw new MethodReturn(n.value === undefined ? null : this.value(n.value, env));
      case 'next':
        throw new BlockNext(n.value === undefined ? null : this.value(n.value, env));
      case 'break':
        throw new BlockBreak(n.value === undefined ? null : this.value(n.value, env));
      case 'while':
        return this.whileLoop(n, env);
    }
  }

  /** Calls a method the template defined: its parameters are its only locals, and it cannot write the template's output (`_erbout` is not its local). */
  private callDefined(method: DefinedMethod, args: RValue[], at: number): RValue {
    // Ruby places a wrong argument count at the method's definition (the callee's first line).
    const required = method.defaults.filter((d) => d === undefined).length;
    this.arity(method.name, args, required, method.params.length, method.at);
    if (++this.depth > MAX_DEPTH) throw new TemplateError('OVC3143', `methods nested deeper than ${MAX_DEPTH}`, at);
    const env = new Env();
    this.inMethod++;
    try {
      method.params.forEach((p, i) => env.declare(p, i < args.length ? args[i]! : this.value(method.defaults[i]!, env)));
      return this.statements(method.body, env);
    } catch (e) {
      if (e instanceof MethodReturn) return e.value;
      throw e;
    } finally {
      this.inMethod--;
      this.depth--;
    }
  }

  private toSOf(v: RValue, at: number): string {
    return toS(v, at);
  }

  private interpolate(parts: readonly (string | Node[])[], env: Env): string {
    let s = '';
    for (const p of parts) s += typeof p === 'string' ? p : this.shown(p, env, p[0]?.at ?? 0);
    return s;
  }

  /**
   * Ruby's Kernel#format (and String#%) over what Puppet values are (strings, numbers, arrays of
   * them), and a lone hash for named references (`%{a}`, `%<a>s`), which Ruby looks up by Symbol:
   * a String key is no name (rubyFormat takes the names as its hash's keys). A symbol or range
   * argument is left to a later need.
   */
  private format(name: string, fmt: string, args: readonly RValue[], at: number): string {
    // A hash is looked into only by a format that names references; `'%s' % {a: 1}` writes the hash itself.
    const named = args.length === 1 && args[0] instanceof RHash && NAMED_REFERENCE.test(fmt.replaceAll('%%', '')) ? args[0] : undefined;
    const names = named?.entries().flatMap(([k, v]) => (k instanceof RSymbol ? [[k.name, v] as const] : []));
    const odd = (names ? names.map(([, v]) => v) : args).find((a) => !isPlainValue(a));
    if (odd !== undefined) return this.unsupported(`${name} of a ${rubyClassName(odd)}`, at);
    const given = names ? [PHash.from(names as (readonly [string, Value])[])] : (args as Value[]);
    try {
      return this.str(rubyFormat(fmt, given), at);
    } catch (e) {
      if (e instanceof FunctionError) this.ruby(e.message, at, 'ArgumentError');
      throw e;
    }
  }

  /** What `<%= … %>` or `#{…}` writes: Ruby's to_s of the last value, a class's (`v.class`) being its name. */
  private shown(body: readonly Node[], env: Env, at: number): string {
    if (body.length === 0) return '';
    for (let i = 0; i < body.length - 1; i++) this.unusedStatement(body[i]!, env);
    const last = body[body.length - 1]!;
    const v = this.eval(last, env);
    return v instanceof RClass ? v.name : this.toSOf(this.plain(v, last.at), at);
  }

  /** `begin … rescue … else … ensure … end`: Ruby's errors (OVC3142) are rescued by class; overcat's own limits and refusals never are. */
  private beginBlock(n: Node & { k: 'begin' }, env: Env): RValue {
    try {
      let v: RValue;
      try {
        v = this.statements(n.body, env);
      } catch (e) {
        const rescue = n.rescues.find((r) => this.rescuedBy(r, e, env, n.at));
        if (rescue === undefined) throw e;
        if (rescue.variable !== undefined) {
          const err = e as TemplateError;
          env.set(rescue.variable, new RException(err.rubyClass, err.message, err.rubyWords));
        }
        return this.statements(rescue.body, env);
      }
      return n.else ? this.statements(n.else, env) : v;
    } finally {
      if (n.ensure) this.statements(n.ensure, env);
    }
  }

  /** Whether the rescue clause catches `e`; refused when that cannot be known. */
  private rescuedBy(r: Rescue, e: unknown, env: Env, at: number): boolean {
    // overcat's own limits and refusals are no Ruby errors: they go through every clause.
    if ((e instanceof TemplateError && e.code !== 'OVC3142') || e instanceof MethodReturn || e instanceof BlockNext || e instanceof BlockBreak) return false;
    const names = r.classes.length === 0 ? ['StandardError'] : r.classes.map((c) => this.exceptionClass(c, env));
    // Every error the subset raises in Ruby's words is a StandardError.
    const catchesAll = names.some((c) => c === 'StandardError' || c === 'Exception');
    if (e instanceof TemplateError) {
      // NotImplementedError (the wrapper's `tags`) is a ScriptError: no StandardError rescue takes it.
      if (e.rubyClass === 'NotImplementedError') return names.some((c) => exceptionIsA('NotImplementedError', c));
      if (catchesAll) return true;
      if (e.rubyClass === undefined) return this.unsupported(`rescuing ${names.join(', ')} (the Ruby class of "${e.message}" is not known here)`, at);
      return names.some((c) => exceptionIsA(e.rubyClass!, c));
    }
    // Any other failure is a Puppet function's (Puppet::ParseError, a RuntimeError) or overcat's own.
    if (catchesAll || names.includes('RuntimeError')) return this.unsupported('rescuing what is not a Ruby error of the template (a Puppet function failed, or overcat stopped)', at);
    return false;
  }

  /** The exception class a rescue clause names. */
  private exceptionClass(n: Node, env: Env): string {
    const c = this.eval(n, env);
    if (c instanceof RClass && c.name in EXCEPTIONS) return c.name;
    return this.unsupported(`rescuing ${c instanceof RClass ? c.name : 'this'} (only the exception classes of the subset are known)`, n.at);
  }

  /** `for`: each element (a hash's pairs) in turn, assigned to the loop's variables as `a, b = x` would. */
  private forLoop(n: Node & { k: 'for' }, env: Env): RValue {
    const list = this.value(n.list, env);
    let items: RValue[];
    if (Array.isArray(list)) items = list;
    else if (list instanceof RHash) items = list.entries();
    else if (list instanceof RRange) items = this.rangeArray(list, n.at);
    else if (list === null) this.noMethod(null, 'each', n.at);
    else return this.unsupported(`for over a ${rubyClassName(list)}`, n.at);
    for (const x of items) {
      this.tick(n.at);
      const parts = n.vars.length > 1 && Array.isArray(x) ? x : [x];
      n.vars.forEach((v, i) => env.set(v, parts[i] ?? null));
      try {
        this.statements(n.body, env);
      } catch (e) {
        // `next` goes on with the next turn; `break` ends the loop with its value.
        if (e instanceof BlockBreak && e.from === undefined) return e.value;
        if (!(e instanceof BlockNext)) throw e;
      }
    }
    return list;
  }

  /** `while`/`until`: nil when the test ends it, a `break`'s value when that does. */
  private whileLoop(n: Node & { k: 'while' }, env: Env): RValue {
    for (let first = true; ; first = false) {
      this.tick(n.at);
      if (!(first && n.bodyFirst) && truthy(this.value(n.cond, env)) === n.until) return null;
      try {
        this.statements(n.body, env);
      } catch (e) {
        if (e instanceof BlockBreak && e.from === undefined) return e.value;
        if (!(e instanceof BlockNext)) throw e;
      }
    }
  }

  private caseWhen(n: Node & { k: 'case' }, env: Env): RValue {
    const subject = n.subject ? this.value(n.subject, env) : undefined;
    for (const w of n.whens) {
      for (const t of w.tests) {
        const test = this.eval(t, env);
        if (test === LOAD_PATH) this.unsupported('$LOAD_PATH as a value', t.at);
        const hit = subject === undefined ? test instanceof RClass || test === SCOPE || truthy(test) : this.caseEq(test, subject, t.at);
        if (hit) return this.statements(w.body, env);
      }
    }
    return n.else ? this.statements(n.else, env) : null;
  }

  /** `test === value` as `when` applies it. */
  private caseEq(test: Val, v: RValue, at: number): boolean {
    if (test instanceof RClass) return CLASSES[test.name]!(v);
    if (test === SCOPE || test === LOAD_PATH) return false;
    if (test instanceof RRegexp) return this.regexpMethod(test, '===', [v], at) as boolean;
    if (test instanceof RRange) return this.rangeCovers(test, v, at);
    return rubyEq(test, v);
  }

  private rangeCovers(r: RRange, v: RValue, at: number): boolean {
    const lo = r.from === null ? -1 : spaceship(r.from, v);
    const hi = r.to === null ? -1 : spaceship(v, r.to);
    if (lo === undefined || hi === undefined) return false;
    void at;
    return lo <= 0 && (r.exclusive ? hi < 0 : hi <= 0);
  }

  /** A call; one given a block answers the value of a `break` that leaves that block. */
  private call(n: Node & { k: 'call' }, env: Env): Val {
    if (n.block === undefined) return this.callMethod(n, env);
    try {
      return this.callMethod(n, env);
    } catch (e) {
      if (e instanceof BlockBreak && e.from === n.block) return e.value;
      throw e;
    }
  }

  private callMethod(n: Node & { k: 'call' }, env: Env): Val {
    if (n.recv === undefined) return this.selfCall(n, env);
    const recv = this.eval(n.recv, env);
    if (n.safe && recv === null) return null;
    if (recv === LOAD_PATH) {
      // Adding a directory changes nothing overcat loads: the libraries are native (module-libraries.ts).
      // The statement's value, Ruby's load path itself, is no value a template could use: nil.
      if ((n.name === 'unshift' || n.name === 'push') && n.args.length === 1) {
        this.value(n.args[0]!, env);
        return null;
      }
      return this.unsupported(`the method $LOAD_PATH.${n.name}`, n.at);
    }
    if (n.name === 'is_a?' || n.name === 'kind_of?' || n.name === 'instance_of?') return this.isA(this.value(n.recv, env), n, env);
    if (IN_PLACE_STRING.has(n.name) && typeof recv === 'string' && madeNew(n.recv)) {
      const args = this.argValues(n.args, env);
      return this.bangOnNew(recv, n.name, args, n.block ? this.blockOf(n.block, env) : undefined, n.at);
    }
    // Spread arguments (`line.values_at(*%w{a b})`, mcollective's actionpolicy.erb) are values, never classes.
    const spread = n.args.some((a) => a.k === 'splat');
    const given: Val[] = spread ? this.argValues(n.args, env) : n.args.map((a) => this.eval(a, env));
    if (n.name === 'extend' && given.length === 1 && given[0] instanceof RClass && given[0].name === 'Puppet_X::Elastic::SortedHash') {
      const h = this.plain(recv, n.at);
      if (!(h instanceof RHash)) return this.unsupported(`extending a ${rubyClassName(h)} with ${given[0].name}`, n.at);
      extendSortedHash(h, (a, b) => this.compare(a, b, n.at), (x) => this.changeable(x, 'extend', n.at));
      return h;
    }
    // Classes compare by identity (`@ips.class == Hash`, keepalived's templates); a class is no other value.
    if (n.name === '==' && given.length === 1 && (recv instanceof RClass || given[0] instanceof RClass) && recv !== SCOPE && given[0] !== SCOPE) {
      return recv instanceof RClass && given[0] instanceof RClass && recv.name === given[0].name;
    }
    // grep(String): the elements the class is `===` to (the class is no value to pass on).
    if ((n.name === 'grep' || n.name === 'grep_v') && !n.block && given.length === 1 && given[0] instanceof RClass && Object.hasOwn(CLASSES, given[0].name) && Array.isArray(recv)) {
      const isA = CLASSES[given[0].name]!;
      return (recv as RValue[]).filter((x) => isA(x) === (n.name === 'grep'));
    }
    const args = spread ? (given as RValue[]) : given.map((v, i) => this.plain(v, n.args[i]!.at));
    if (recv === SCOPE) return this.scopeCall(n.name, args, n.at);
    if (n.name === 'class' && !(recv instanceof RClass)) return this.classOf(recv, args, n.at);
    if (recv instanceof RClass) {
      if (n.name === '===') return CLASSES[recv.name]!(args[0] ?? null);
      if (recv.name === 'Regexp' && (n.name === 'escape' || n.name === 'quote') && args.length === 1) return regexpEscape(this.stringArg(args[0], n.at));
      if (recv.name === 'IPAddr' && n.name === 'new') return this.ipAddr(args, n.at);
      if (recv.name === 'Regexp' && (n.name === 'new' || n.name === 'compile')) return this.regexpNew(args, n.at);
      if (recv.name === 'File' && n.name === 'join') return fileJoin(args.flat(Infinity as 1).map((a) => this.stringArg(a, n.at)));
      if (recv.name === 'File' && n.name === 'dirname' && args.length === 1) return fileDirname(this.stringArg(args[0], n.at));
      if (recv.name === 'Puppet_X::Elastic' && n.name === 'deep_to_i') {
        this.arity(n.name, args, 1, 1, n.at);
        return deepToI(args[0]!);
      }
      if (recv.name === 'Hash' && n.name === '[]') return this.hashOf(args, n.at);
      // Hash.new, Hash.new(default), Hash.new { |hash, key| ... } (a default proc takes no default beside it).
      if (recv.name === 'Hash' && n.name === 'new') {
        this.arity('initialize', args, 0, n.block ? 0 : 1, n.at);
        const h = new RHash();
        if (args.length === 1) h.default = args[0]!;
        if (n.block) {
          const block = this.blockOf(n.block, env);
          h.defaultProc = (hash, key) => block(hash, key);
        }
        return h;
      }
      if (recv.name === 'URI') return this.uriModule(n.name, args, n.at);
      if (recv.name === 'Shellwords' && args.length === 1) {
        const method = SHELLWORDS_FUNCTIONS[n.name];
        if (method !== undefined) return this.shellwords(method, args[0]!, n.at);
      }
      if (recv.name === 'String' && n.name === 'new' && args.length <= 1) return args.length === 0 ? '' : this.stringArg(args[0], n.at);
      if (recv.name === 'JSON' && (n.name === 'generate' || n.name === 'pretty_generate')) {
        this.arity(`JSON.${n.name}`, args, 1, 1, n.at);
        return this.toJson(args[0]!, n.name === 'generate' ? COMPACT : PRETTY, n.at);
      }
      if (recv.name === 'JSON' && n.name === 'parse') return this.jsonParse(args, n.at);
      if (recv.name === 'Regexp' && n.name === 'last_match') {
        this.arity(n.name, args, 0, 1, n.at);
        if (args.length === 0 || this.lastMatch === null) return this.lastMatch;
        return this.matchDataMethod(this.lastMatch, '[]', args, n.at);
      }
      if (n.name === 'name' || n.name === 'to_s') return recv.name;
      return this.unsupported(`the method ${recv.name}.${n.name}`, n.at);
    }
    return this.send(recv, n.name, args, n.block ? this.blockOf(n.block, env, BLOCK_VALUE_UNUSED.has(n.name)) : undefined, n.at, n.args);
  }

  /**
   * Regexp.new(source or regexp, options): options an Integer of Regexp::IGNORECASE, EXTENDED,
   * MULTILINE bits, else any true value for IGNORECASE; a Regexp given is copied, options ignored.
   */
  private regexpNew(args: RValue[], at: number): RValue {
    this.arity('initialize', args, 1, 2, at);
    const [source, options = null] = args;
    if (source instanceof RRegexp) return source;
    const text = this.stringArg(source, at);
    let flags = '';
    if (typeof options === 'bigint') {
      if (options & 1n) flags += 'i';
      if (options & 2n) flags += 'x';
      if (options & 4n) flags += 'm';
    } else if (truthy(options)) flags = 'i';
    return new RRegexp(text, flags);
  }

  private blockOf(block: Block, env: Env, unused = false): Yield {
    return (...args: RValue[]) => {
      if (++this.depth > MAX_DEPTH) throw new TemplateError('OVC3143', `blocks nested deeper than ${MAX_DEPTH}`, block.at);
      try {
        const inner = new Env(env);
        // A block of several parameters given one array spreads it over them (Ruby's auto-splat).
        const given = block.params.length > 1 && args.length === 1 && Array.isArray(args[0]) ? (args[0] as RValue[]) : args;
        bindBlockParams(inner, block.params, given);
        return this.statements(block.body, inner, unused);
      } catch (e) {
        if (e instanceof BlockNext) return e.value;
        if (e instanceof BlockBreak && e.from === undefined) throw new BlockBreak(e.value, block);
        throw e;
      } finally {
        this.depth--;
      }
    };
  }

  /**
   * `instance_variables`: Puppet's wrapper's own (`@__scope__`, `@__file__` for a file), the scope's
   * variables it bound (names with other than word characters as `_`), then what the template set.
   */
  private instanceVariables(): RSymbol[] {
    const names = new Set(['@__scope__', ...(this.scope.fromFile ? ['@__file__'] : [])]);
    for (const name of this.scope.variableNames()) names.add(`@${name.replace(/[^\w]/g, '_')}`);
    for (const name of this.ivars.keys()) names.add(`@${name}`);
    return [...names].map((n) => RSymbol.of(n));
  }

  /** Calls without a receiver: methods of Puppet's TemplateWrapper and a few of Kernel. */
  /** `require` of a library overcat knows: its constants become known; true the first time in the compilation, as Ruby's. */
  private requireLibrary(path: string): boolean {
    if (this.scope.libraries.has(path)) return false;
    this.scope.libraries.add(path);
    return true;
  }

  private selfCall(n: Node & { k: 'call' }, env: Env): Val {
    // `raise Puppet::Error, 'text'`: an error of that class with that message.
    if ((n.name === 'raise' || n.name === 'fail') && n.args.length === 2 && !this.scope.methods.has(n.name)) {
      const cls = this.exceptionClass(n.args[0]!, env);
      const message = this.value(n.args[1]!, env);
      if (typeof message === 'string') this.ruby(message, n.at, cls);
      return this.unsupported(`${n.name} with a ${rubyClassName(message)} message`, n.at);
    }
    const args = this.argValues(n.args, env);
    // The template's own methods come before Kernel's and the wrapper's (scope, format...).
    const defined = this.scope.methods.get(n.name);
    if (defined) return this.callDefined(defined, args, n.at);
    switch (n.name) {
      case 'scope':
        if (args.length === 0) return SCOPE;
        break;
      case 'instance_variables':
        if (args.length === 0) return this.instanceVariables();
        break;
      case 'instance_variable_get': {
        // varnish's probes.vcl.erb: `instance_variable_get("@#{param}")`, as `@param` reads.
        this.arity(n.name, args, 1, 1, n.at);
        const arg = args[0]!;
        if (typeof arg !== 'string' && !(arg instanceof RSymbol)) this.ruby(`${inspect(arg, n.at)} is not a symbol nor a string`, n.at, 'TypeError');
        const name = typeof arg === 'string' ? arg : arg.name;
        if (!/^@[A-Za-z_][A-Za-z0-9_]*$/.test(name)) this.ruby(`\`${name}' is not allowed as an instance variable name`, n.at, 'NameError');
        return this.ivar(name.slice(1)) ?? null;
      }
      case 'has_variable?': {
        this.arity(n.name, args, 1, 1, n.at);
        const v = this.scope.variable(toS(args[0]!, n.at));
        return v !== undefined && v !== null;
      }
      case 'raise':
      case 'fail':
        if (args.length === 1 && typeof args[0] === 'string') this.ruby(args[0], n.at, 'RuntimeError');
        return this.unsupported(`${n.name} with these arguments`, n.at);
      case 'require':
        // Puppet has loaded these libraries already: Ruby answers false.
        if (args.length === 1 && (args[0] === 'ipaddr' || args[0] === 'yaml' || args[0] === 'json' || args[0] === 'uri')) return false;
        if (args.length === 1 && typeof args[0] === 'string' && args[0] in LIBRARIES) return this.requireLibrary(args[0]);
        return this.unsupported(`require ${args.map((a) => inspect(a, n.at)).join(', ')}`, n.at);
      case 'Integer':
      case 'Float':
      case 'String':
      case 'Array':
        if (args.length === 1) return this.conversion(n.name, args[0]!, n.at);
        break;
      case 'format':
      case 'sprintf':
        if (args.length === 0) this.ruby('too few arguments', n.at, 'ArgumentError');
        return this.format(n.name, this.stringArg(args[0]!, n.at), args.slice(1), n.at);
      case 'file':
        // Puppet's TemplateWrapper#file: the template's path (@__file__), nil for an inline template.
        if (args.length === 0) return this.scope.path ?? null;
        break;
      case 'tags':
        if (args.length === 0) this.ruby("Call 'all_tags' instead.", n.at, 'NotImplementedError');
        break;
      case 'URI':
        // Kernel#URI: a URI as it is, a string parsed.
        this.arity(n.name, args, 1, 1, n.at);
        if (args[0] instanceof RUri) return args[0];
        if (typeof args[0] === 'string') return this.uri(args[0], n.at);
        return this.ruby('bad argument (expected URI object or URI string)', n.at, 'ArgumentError');
      case 'loop':
        // Kernel#loop runs its block until a `break` (call() answers its value); steps bound the rest.
        if (args.length === 0 && n.block !== undefined) {
          const turn = this.blockOf(n.block, env, true);
          for (;;) {
            this.tick(n.at);
            turn();
          }
        }
        break;
      case 'puts':
      case 'print':
      case 'p':
        return this.unsupported(`the method ${n.name}`, n.at);
    }
    // A name neither the wrapper nor Kernel has is Ruby's NameError (NoMethodError with arguments).
    if (!TEMPLATE_SELF_METHODS.includes(n.name)) {
      if (n.args.length === 0 && n.block === undefined) this.ruby(`undefined local variable or method \`${n.name}' for template`, n.at);
      this.ruby(`undefined method \`${n.name}' for template`, n.at, 'NoMethodError');
    }
    return this.unsupported(`the method ${n.name}`, n.at);
  }

  private conversion(name: string, v: RValue, at: number): RValue {
    switch (name) {
      case 'String':
        return toS(v, at);
      case 'Array':
        return v === null ? [] : Array.isArray(v) ? v : v instanceof RHash ? v.entries() : [v];
      case 'Integer':
        if (typeof v === 'bigint') return v;
        if (v instanceof PFloat) return BigInt(Math.trunc(v.value));
        if (typeof v === 'string') {
          // Ruby's prefixes: 0x, 0b, 0o and a bare leading 0 (octal), 0d.
          const n = parseRubyInteger(v);
          if (n === undefined) this.ruby(`invalid value for Integer(): ${inspect(v, at)}`, at);
          return BigInt(n);
        }
        break;
      case 'Float':
        if (typeof v === 'bigint') return new PFloat(Number(v));
        if (v instanceof PFloat) return v;
        if (typeof v === 'string' && /^\s*[-+]?\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?(?:[eE][-+]?\d+)?\s*$/.test(v)) return new PFloat(Number(v.trim().replace(/_/g, '')));
        // Kernel#Float quotes the string's bytes as binary.
        if (typeof v === 'string') this.ruby(`invalid value for Float(): ${rubyBinaryInspect(v)}`, at);
        break;
    }
    return this.unsupported(`${name}() of a ${rubyClassName(v)}`, at);
  }

  private arity(name: string, args: readonly unknown[], min: number, max: number, at: number): void {
    if (args.length < min || args.length > max) {
      const expected = min === max ? String(min) : max === Infinity ? `${min}+` : `${min}..${max}`;
      this.ruby(`wrong number of arguments (given ${args.length}, expected ${expected})`, at);
    }
  }

  /** Methods of Puppet's scope object. */
  private scopeCall(name: string, args: RValue[], at: number): RValue {
    const varName = (): string => {
      this.arity(name, args, 1, 2, at);
      const n = args[0];
      if (typeof n !== 'string') this.ruby(`Scope variable name ${inspect(n ?? null, at)} is a ${rubyClassName(n ?? null)}, not a string`, at);
      return n;
    };
    switch (name) {
      case '[]':
      case 'lookupvar':
        return this.lookup(varName()) ?? null;
      case 'include?':
      case 'exist?': {
        const v = this.scope.variable(varName());
        return name === 'exist?' ? v !== undefined : v !== undefined && v !== null;
      }
      case 'setvar': {
        this.arity(name, args, 2, 2, at);
        const [key, value] = args as [RValue, RValue];
        if (typeof key === 'string' && /^[0-9]+$/.test(key)) this.ruby(`Cannot assign to a numeric match result variable '$${key}'`, at);
        if (typeof key !== 'string') this.ruby(`Scope variable name ${inspect(key, at)} is a ${rubyClassName(key)}, not a string`, at);
        if (key === 'trusted' || key === 'facts' || key === 'server_facts') this.ruby(`Attempt to assign to a reserved variable name: '${key}'`, at);
        if (key.includes('::')) return this.unsupported('scope.setvar of a qualified name', at);
        let puppet: Value;
        try {
          puppet = toPuppet(value, at);
        } catch (e) {
          // Puppet stores any Ruby object; here the variable needs a Puppet value.
          if (e instanceof TemplateError) return this.unsupported(`scope.setvar of a value Puppet has no equivalent for (${e.message})`, at);
          throw e;
        }
        if (!this.ivars.has(key) && !this.boundBefore.has(key)) this.boundBefore.set(key, this.lookup(key));
        if (!this.scope.setVariable(key, puppet)) this.ruby(`Cannot reassign variable '$${key}'`, at);
        // Puppet stores the Ruby object itself: this and later templates see it, changes included.
        if (Array.isArray(puppet) || puppet instanceof PHash) this.scope.objects.set(puppet, value);
        this.scopeValues.set(key, value);
        return value;
      }
      case 'to_hash':
        // A new Hash each time, of the variables set (not undef) where the template runs.
        this.arity(name, args, 0, 0, at);
        return RHash.of(this.scope.variableNames().map((k) => [k, this.lookup(k) ?? null] as const));
      case 'call_function': {
        this.arity(name, args, 2, 2, at);
        const [fn, list] = args;
        if (typeof fn !== 'string') this.ruby(`the function name ${inspect(fn!, at)} is not a String`, at);
        // Puppet splats the arguments (`*args`): a single value is one argument, nil none.
        const given = list === null || list === undefined ? [] : Array.isArray(list) ? list : list instanceof RHash ? list.entries() : [list];
        return this.puppetCall(fn, given, at);
      }
    }
    const m = /^function_(.+)$/.exec(name);
    if (m) {
      // Ruby's scope has a method per 3.x API function: Puppet's own, and those the modules ship
      // (lib/puppet/parser/functions), found before or after Puppet's stubs of its 4.x functions
      // depending on what was loaded first.
      const fn = m[1]!;
      const legacy = this.scope.hasLegacyFunction(fn);
      if (FUNCTIONS_4X_STUBS.has(fn)) {
        if (legacy) return this.unsupported(`scope.${name} (a module's 3.x function shadowing Puppet's 4.x stub)`, at);
        this.ruby(`${fn}() can only be called using the 4.x function API. See Scope#call_function`, at);
      }
      if (!FUNCTIONS_3X.has(fn) && !legacy) this.ruby(`undefined method \`${name}' for Scope`, at);
      this.arity(name, args, 1, 1, at);
      if (!Array.isArray(args[0])) this.ruby(`${fn}(): Wrong number of arguments given (1 for 1)`, at);
      return this.puppetCall(fn, args[0], at);
    }
    return this.unsupported(`the scope method ${name}`, at);
  }

  private puppetCall(name: string, args: RValue[], at: number): RValue {
    const puppetArgs = args.map((a) => toPuppet(a, at));
    return fromPuppet(this.scope.call(name, puppetArgs));
  }

  /** Psych's `to_yaml([options])` (the `yaml` library Puppet has loaded): option names are symbols. */
  private toYaml(recv: RValue, args: RValue[], at: number): RValue {
    this.arity('to_yaml', args, 0, 1, at);
    const given = args[0] ?? null;
    if (given !== null && !(given instanceof RHash && given.entries().every(([k]) => k instanceof RSymbol))) return this.unsupported('to_yaml with options other than a Hash of symbols', at);
    try {
      const options = given === null ? PHash.EMPTY : PHash.from(given.entries().map(([k, v]) => [(k as RSymbol).name, toPuppet(v, at)] as const));
      // One Puppet value per Ruby object: what Psych writes as an anchor and aliases.
      return this.str(rubyToYaml(toPuppet(recv, at, new Map()), options), at);
    } catch (e) {
      // Psych writes symbols, ranges and big integers too; the emitter here takes Puppet's values only.
      if (e instanceof TemplateError && e.code !== 'OVC3143') return this.unsupported(`to_yaml of what Puppet has no value for (${e.message})`, at);
      if (!(e instanceof FunctionError)) throw e;
      if (e.code === 'OVC3116') return this.unsupported(e.message, at);
      return this.ruby(e.message, at, 'ArgumentError');
    }
  }

  /** A call's arguments' values, `*value` spread as Ruby spreads it. */
  private argValues(args: readonly Node[], env: Env): RValue[] {
    return args.flatMap((a) => (a.k === 'splat' ? this.splat(this.value(a.value, env), a.at) : [this.value(a, env)]));
  }

  /** What `*value` spreads (Ruby's to_a): nil nothing, an array its elements, a hash its pairs, a range its members, anything else itself. */
  private splat(v: RValue, at: number): RValue[] {
    if (v === null) return [];
    if (Array.isArray(v)) return v;
    if (v instanceof RHash) return v.entries().map(([k, x]) => [k, x]);
    if (v instanceof RRange) return this.rangeArray(v, at);
    return [v];
  }

  /** The json library's generator (`JSON.generate`, `JSON.pretty_generate`, `to_json`) on what Puppet has values for. */
  private toJson(v: RValue, layout: JsonLayout, at: number): RValue {
    let data: Value;
    try {
      data = toPuppet(v, at);
    } catch (e) {
      // The generator writes symbols, ranges and objects by their to_s; the values here are Puppet's.
      if (e instanceof TemplateError && e.code !== 'OVC3143') return this.unsupported(`JSON of what Puppet has no value for (${e.message})`, at);
      throw e;
    }
    try {
      return this.str(rubyJson(data, layout), at);
    } catch (e) {
      if (!(e instanceof FunctionError)) throw e;
      return this.ruby(e.message, at, /nesting/.test(e.message) ? 'JSON::NestingError' : 'JSON::GeneratorError');
    }
  }

  /**
   * `JSON.parse(text)` as json 2.6 reads it (src/data/ruby-json.ts; collectd's curl_json.conf.erb
   * asks whether a text is JSON). Its ParserError's words hold a line of the library's C source
   * and Ruby's idea of where the text went wrong: a template reading them is refused.
   */
  private jsonParse(args: RValue[], at: number): RValue {
    if (args.length === 2) return this.unsupported('JSON.parse with options', at);
    this.arity('JSON.parse', args, 1, 1, at);
    const text = this.stringArg(args[0], at);
    let data: unknown;
    try {
      data = parseRubyJson(text);
    } catch (e) {
      if (!(e instanceof RubyJsonError)) throw e;
      const nesting = /^nesting of/.test(e.message);
      throw new TemplateError('OVC3142', e.message, at, nesting ? 'JSON::NestingError' : 'JSON::ParserError', nesting);
    }
    return fromJsonData(data);
  }

  /**
   * A bang method on a string a method has just made, which nothing else holds (collectd's
   * `@post.gsub(…).gsub!(…)`): the change in place is seen by no one, and the value is the changed
   * string, or nil when nothing changed (sub!/gsub!: when nothing matched; reverse! never nil).
   */
  private bangOnNew(s: string, name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    const plain = name.slice(0, -1);
    const changed = this.send(s, plain, args, block, at);
    if (plain === 'reverse') return changed;
    if (plain === 'sub' || plain === 'gsub') return this.lastMatch === null ? null : changed;
    return changed === s ? null : changed;
  }

  /** Calls `name` on a Ruby value. */
  private send(recv: RValue, name: string, args: RValue[], block: Yield | undefined, at: number, argNodes?: readonly Node[]): RValue {
    void argNodes;
    // Methods every object has.
    switch (name) {
      case 'nil?':
        return recv === null;
      case 'to_s':
        if (args.length === 0 && !(typeof recv === 'bigint' || recv instanceof PFloat)) return toS(recv, at);
        break;
      case 'inspect':
        return inspect(recv, at);
      case '==':
        return rubyEq(recv, args[0] ?? null);
      case 'eql?':
        return rubyEq(recv, args[0] ?? null) && rubyClassName(recv) === rubyClassName(args[0] ?? null);
      case 'equal?':
        return recv === args[0];
      case '!':
        return !truthy(recv);
      case 'frozen?':
        // Arrays and hashes are not frozen; regexp literals are, Puppet's regexps not; immediates
        // always. A string is frozen when Puppet's is a single-quoted literal: not known here.
        if (Array.isArray(recv) || recv instanceof RHash) return false;
        if (recv instanceof RRegexp) return !fromScope.has(recv);
        if (typeof recv === 'string' || recv instanceof PSensitive || recv instanceof PType || recv instanceof RMatch) return this.unsupported(`frozen? of a ${rubyClassName(recv)}`, at);
        return true;
      case 'dup':
      case 'clone':
        // A shallow copy the template owns (and may change); the other values are immutable here.
        this.arity(name, args, 0, 0, at);
        if (Array.isArray(recv)) return [...recv];
        if (recv instanceof RHash) return RHash.of(recv.entries());
        return recv;
      case 'to_yaml':
        return this.toYaml(recv, args, at);
      case 'to_json':
        this.arity(name, args, 0, 0, at);
        return this.toJson(recv, COMPACT, at);
      case 'respond_to?': {
        this.arity(name, args, 1, 2, at);
        const method = args[0];
        if (typeof method !== 'string' && !(method instanceof RSymbol)) return this.ruby(`${inspect(method ?? null, at)} is not a symbol nor a string`, at, 'TypeError');
        // With include_all, private methods count too: those are not listed.
        if (args.length === 2 && truthy(args[1]!)) return this.unsupported('respond_to? with private methods', at);
        const answer = this.respondsTo(recv, typeof method === 'string' ? method : method.name);
        return answer ?? this.unsupported(`respond_to? of a ${rubyClassName(recv)}`, at);
      }
    }
    if (recv === null) return this.nilMethod(name, args, at);
    const shellwords = SHELLWORDS_METHODS[name];
    if (shellwords !== undefined && shellwords.of(recv) && this.scope.libraries.has('shellwords')) {
      this.arity(name, args, 0, 0, at);
      return this.shellwords(shellwords.method, recv, at);
    }
    if (typeof recv === 'boolean') return this.boolMethod(recv, name, args, at);
    if (typeof recv === 'string') return this.stringMethod(recv, name, args, block, at);
    if (typeof recv === 'bigint' || recv instanceof PFloat) return this.numberMethod(recv, name, args, block, at);
    if (recv instanceof RSymbol) return this.symbolMethod(recv, name, args, at);
    if (Array.isArray(recv)) return this.arrayMethod(recv, name, args, block, at);
    if (recv instanceof RHash) return this.hashMethod(recv, name, args, block, at);
    if (recv instanceof RRange) return this.rangeMethod(recv, name, args, block, at);
    if (recv instanceof RRegexp) return this.regexpMethod(recv, name, args, at, block);
    if (recv instanceof RMatch) return this.matchDataMethod(recv, name, args, at);
    if (recv instanceof RIPAddr) return this.ipAddrMethod(recv, name, args, at);
    if (recv instanceof RUri) return this.uriMethod(recv, name, args, at);
    if (recv instanceof RException && name === 'message' && args.length === 0) return exceptionMessage(recv, at);
    if (recv instanceof PSensitive && name === 'unwrap') return fromPuppet(recv.value);
    return this.unsupported(`the method ${name} of ${rubyClassName(recv)}`, at);
  }

  /**
   * Shellwords' split (a String only, as its `line.scan`; an unmatched quote is its ArgumentError),
   * escape (of any value's to_s) and join (each element escaped, spaces between).
   */
  private shellwords(method: 'split' | 'escape' | 'join', v: RValue, at: number): RValue {
    if (method === 'escape') return rubyShellEscape(toS(v, at));
    if (method === 'join') {
      if (!Array.isArray(v)) return this.noMethod(v, 'map', at);
      return v.map((e) => rubyShellEscape(toS(e, at))).join(' ');
    }
    if (typeof v !== 'string') return this.noMethod(v, 'scan', at);
    try {
      return rubyShellSplit(v);
    } catch (e) {
      if (e instanceof FunctionError) return this.ruby(e.message, at, 'ArgumentError');
      throw e;
    }
  }

  /** `Hash[...]`: a hash's copy, an array's [key] / [key, value] pairs, or the arguments as key, value, key, value. */
  private hashOf(args: RValue[], at: number): RHash {
    const only = args.length === 1 ? args[0]! : undefined;
    if (only instanceof RHash) return RHash.of(only.entries());
    if (Array.isArray(only)) {
      return RHash.of(
        only.map((p, i) => {
          if (!Array.isArray(p)) this.ruby(`wrong element type ${rubyClassName(p)} at ${i} (expected array)`, at, 'ArgumentError');
          if (p.length < 1 || p.length > 2) this.ruby(`invalid number of elements (${p.length} for 1..2)`, at, 'ArgumentError');
          return [p[0]!, p[1] ?? null] as const;
        }),
      );
    }
    if (args.length % 2 === 1) this.ruby('odd number of arguments for Hash', at, 'ArgumentError');
    const pairs: (readonly [RValue, RValue])[] = [];
    for (let i = 0; i < args.length; i += 2) pairs.push([args[i]!, args[i + 1]!]);
    return RHash.of(pairs);
  }

  /** `value.class`: the classes the subset knows by name; Puppet's own (Sensitive, types, Deferred) are refused. */
  private classOf(recv: RValue, args: RValue[], at: number): RClass {
    this.arity('class', args, 0, 0, at);
    const name = rubyClassName(recv);
    if (!(name in CLASSES)) return this.unsupported(`the class of a ${name}`, at);
    return new RClass(name);
  }

  private isA(recv: RValue, n: Node & { k: 'call' }, env: Env): boolean {
    this.arity(n.name, n.args, 1, 1, n.at);
    const cls = this.eval(n.args[0]!, env);
    if (!(cls instanceof RClass)) this.ruby('class or module required', n.at);
    const test = CLASSES[cls.name]!;
    if (n.name === 'instance_of?') return test(recv) && !['Object', 'BasicObject', 'Kernel', 'Comparable', 'Enumerable', 'Numeric'].includes(cls.name);
    return test(recv);
  }

  private noMethod(recv: RValue, name: string, at: number): never {
    // Ruby names an object whose inspect is `#<...>` by that alone.
    const shown = recv === null ? 'nil:NilClass' : recv === true ? 'true:TrueClass' : recv === false ? 'false:FalseClass' : recv instanceof RMatch ? inspect(recv, at) : `${inspect(recv, at)}:${rubyClassName(recv)}`;
    this.ruby(`undefined method \`${name}' for ${shown}`, at);
  }

  private nilMethod(name: string, args: RValue[], at: number): RValue {
    switch (name) {
      case 'to_a':
        return [];
      case 'to_i':
        return 0n;
      case 'to_f':
        return new PFloat(0);
      case 'to_s':
        return '';
      case 'to_h':
        return new RHash();
      case '&':
        return false;
      case '|':
        return truthy(args[0] ?? null);
      case '=~':
        return null;
    }
    // NilClass has few methods: anything a template calls on nil beyond these is Ruby's NoMethodError.
    if (KNOWN_METHODS.has(name)) this.noMethod(null, name, at);
    return this.unsupported(`the method ${name}`, at);
  }

  private boolMethod(recv: boolean, name: string, args: RValue[], at: number): RValue {
    switch (name) {
      case '&':
        return recv && truthy(args[0] ?? null);
      case '|':
        return recv || truthy(args[0] ?? null);
      case '^':
        return recv !== truthy(args[0] ?? null);
      case '===':
        return recv === args[0];
    }
    if (KNOWN_METHODS.has(name)) this.noMethod(recv, name, at);
    return this.unsupported(`the method ${name}`, at);
  }

  private symbolMethod(recv: RSymbol, name: string, args: RValue[], at: number): RValue {
    switch (name) {
      case 'to_sym':
        return recv;
      case 'to_proc':
        return this.unsupported('Symbol#to_proc as a value', at);
      case 'length':
      case 'size':
        return BigInt([...recv.name].length);
      case 'upcase':
        return RSymbol.of(rubyUpcase(recv.name));
      case 'downcase':
        return RSymbol.of(rubyDowncase(recv.name));
      case '<=>': {
        const c = spaceship(recv, args[0] ?? null);
        return c === undefined ? null : BigInt(c);
      }
      case '===':
        return recv === args[0];
      case '=~':
      case 'match':
      case 'match?':
        return this.stringMethod(recv.name, name, args, undefined, at);
      case 'empty?':
        return recv.name === '';
    }
    if (KNOWN_METHODS.has(name)) this.noMethod(recv, name, at);
    return this.unsupported(`the method ${name}`, at);
  }

  private regexpMethod(recv: RRegexp, name: string, args: RValue[], at: number, block?: Yield): RValue {
    switch (name) {
      case 'source':
        return recv.source;
      case 'to_s':
        return toS(recv, at);
      case '=~':
      case 'match':
      case 'match?':
      case '===': {
        if (name === 'match' || name === 'match?') this.arity(name, args, 1, 2, at);
        else this.arity(name, args, 1, 1, at);
        const s = args[0] ?? null;
        if (s === null) {
          // A match against nil fails, and (but for match?) forgets the last match.
          if (name !== 'match?') this.lastMatch = null;
          return name === '=~' || name === 'match' ? null : false;
        }
        if (typeof s !== 'string' && !(s instanceof RSymbol)) {
          if (name === '===') {
            this.lastMatch = null;
            return false;
          }
          this.ruby(`no implicit conversion of ${rubyClassName(s)} into String`, at);
        }
        const text = typeof s === 'string' ? s : s.name;
        const from = args.length > 1 ? this.charOffset(text, args[1]!, at) : 0;
        if (name === 'match?') return from === undefined ? false : this.search(recv, text, from) !== null;
        if (from === undefined) {
          this.lastMatch = null;
          return null;
        }
        const m = this.matchAt(recv, text, from);
        if (name === '===') return m !== null;
        if (name === 'match') return m !== null && block ? block(m) : m;
        return m === null ? null : BigInt(charCount(text, m.index));
      }
    }
    return this.unsupported(`the method ${name} of Regexp`, at);
  }

  /** A start position given in characters (negative from the end) as a UTF-16 offset; undefined past either end. */
  private charOffset(s: string, pos: RValue, at: number): number | undefined {
    if (typeof pos !== 'bigint') this.ruby(`no implicit conversion of ${rubyClassName(pos)} into Integer`, at);
    const chars = [...s];
    const i = pos < 0n ? chars.length + Number(pos) : Number(pos);
    if (i < 0 || i > chars.length) return undefined;
    return chars.slice(0, i).join('').length;
  }

  /** `IPAddr.new(text)`: Ruby's IPAddr::InvalidAddressError (an ArgumentError) for what is no address. */
  private ipAddr(args: RValue[], at: number): RIPAddr {
    this.arity('new', args, 1, 1, at);
    const text = args[0];
    if (typeof text !== 'string') return this.unsupported(`IPAddr.new of a ${rubyClassName(text ?? null)}`, at);
    try {
      return new RIPAddr(ipNetwork(text));
    } catch (e) {
      const message = (e as Error).message;
      this.ruby(message, at, /^invalid (mask|length)/.test(message) ? 'IPAddr::InvalidPrefixError' : 'IPAddr::InvalidAddressError');
    }
  }

  private ipAddrMethod(ip: RIPAddr, name: string, args: RValue[], at: number): RValue {
    switch (name) {
      case 'ipv4?':
      case 'ipv6?':
        return ip.net.family === (name === 'ipv4?' ? 4 : 6);
      case 'prefix':
        return BigInt(ip.net.prefix);
      case 'to_i':
        // The masked address as an Integer (nginx's geo.erb sorts networks by it).
        this.arity(name, args, 0, 0, at);
        return ip.net.address;
      case 'include?':
      case '===': {
        this.arity(name, args, 1, 1, at);
        const other = args[0]!;
        if (other instanceof RIPAddr) return ipIncludes(ip.net, other.net);
        if (typeof other === 'string') return ipIncludes(ip.net, this.ipAddr([other], at).net);
        return this.unsupported(`IPAddr#${name} of a ${rubyClassName(other)}`, at);
      }
    }
    return this.unsupported(`the method ${name} of IPAddr`, at);
  }

  /** Methods of MatchData (`$~`, what `match` returns). */
  /** URI.parse's result, or its URI::InvalidURIError; a URI of a scheme whose class parses further is refused. */
  private uri(text: string, at: number): RUri {
    try {
      return parseUri(text, inspect(text, at));
    } catch (e) {
      if (!(e instanceof UriError)) throw e;
      return e.leftOut ? this.unsupported(e.message, at) : this.ruby(e.message, at, 'URI::InvalidURIError');
    }
  }

  /** The URI module's functions; those Ruby 3.0 removed (`URI.escape`) are its NoMethodError. */
  private uriModule(name: string, args: RValue[], at: number): RValue {
    switch (name) {
      case 'parse':
        this.arity(name, args, 1, 1, at);
        if (typeof args[0] !== 'string') return this.unsupported(`URI.parse of a ${rubyClassName(args[0]!)}`, at);
        return this.uri(args[0], at);
      case 'encode_www_form_component':
        this.arity(name, args, 1, 2, at);
        if (args.length > 1) return this.unsupported('URI.encode_www_form_component with an encoding', at);
        return encodeWwwFormComponent(this.toSOf(args[0]!, at));
      case 'decode_www_form_component': {
        this.arity(name, args, 1, 2, at);
        if (args.length > 1) return this.unsupported('URI.decode_www_form_component with an encoding', at);
        const text = this.stringArg(args[0], at);
        return decodeWwwFormComponent(text) ?? this.ruby(`invalid %-encoding (${text})`, at, 'ArgumentError');
      }
      case 'escape':
      case 'encode':
      case 'unescape':
      case 'decode':
        return this.ruby(`undefined method \`${name}' for URI:Module`, at, 'NoMethodError');
    }
    return this.unsupported(`the method URI.${name}`, at);
  }

  /** URI::Generic's readers (and HTTP's request_uri). */
  private uriMethod(u: RUri, name: string, args: RValue[], at: number): RValue {
    this.arity(name, args, 0, 0, at);
    switch (name) {
      case 'scheme':
        return u.scheme;
      case 'host':
        return u.host;
      case 'hostname':
        return u.host !== null && u.host.startsWith('[') && u.host.endsWith(']') ? u.host.slice(1, -1) : u.host;
      case 'port':
        return u.port;
      case 'default_port':
        return u.defaultPort;
      case 'path':
        return u.path;
      case 'query':
        return u.query;
      case 'fragment':
        return u.fragment;
      case 'user':
        return u.user;
      case 'password':
        return u.password;
      case 'userinfo':
        return u.userinfo;
      case 'opaque':
        return u.opaque;
      case 'absolute?':
      case 'absolute':
        return u.scheme !== null;
      case 'relative?':
        return u.scheme === null;
      case 'request_uri': {
        if (u.className !== 'URI::HTTP' && u.className !== 'URI::HTTPS') break;
        if (u.path === null) return null;
        const url = u.query === null ? u.path : `${u.path}?${u.query}`;
        return url.startsWith('/') ? url : `/${url}`;
      }
    }
    return this.unsupported(`the method ${name} of ${u.className}`, at);
  }

  private matchDataMethod(m: RMatch, name: string, args: RValue[], at: number): RValue {
    const group = (key: RValue): RValue => {
      if (typeof key === 'bigint') {
        const i = key < 0n ? m.groups.length + Number(key) : Number(key);
        return i >= 0 && i < m.groups.length ? m.groups[i]! : null;
      }
      if (typeof key === 'string' || key instanceof RSymbol) {
        const k = typeof key === 'string' ? key : key.name;
        const i = m.regexp.names.indexOf(k);
        if (i < 0) this.ruby(`undefined group name reference: ${k}`, at);
        return m.groups[i + 1]!;
      }
      return this.ruby(`no implicit conversion of ${rubyClassName(key)} into Integer`, at);
    };
    switch (name) {
      case '[]':
        this.arity(name, args, 1, 1, at);
        return group(args[0]!);
      case 'values_at':
        return args.map(group);
      case 'captures':
        return m.groups.slice(1);
      case 'to_a':
        return [...m.groups];
      case 'named_captures':
        return RHash.of(m.regexp.names.map((k, i) => [k, m.groups[i + 1]!] as const));
      case 'names':
        return m.regexp.names;
      case 'pre_match':
        return m.preMatch;
      case 'post_match':
        return m.postMatch;
      case 'size':
      case 'length':
        return BigInt(m.groups.length);
      case 'string':
        return m.string;
      case 'regexp':
        return m.regexp;
      case 'begin':
      case 'end':
      case 'offset': {
        this.arity(name, args, 1, 1, at);
        const key = args[0]!;
        let n: number;
        if (typeof key === 'bigint') n = Number(key);
        else if (typeof key === 'string' || key instanceof RSymbol) n = m.regexp.names.indexOf(typeof key === 'string' ? key : key.name) + 1;
        else return this.ruby(`no implicit conversion of ${rubyClassName(key)} into Integer`, at);
        if (n <= 0 && key !== 0n) this.ruby(typeof key === 'bigint' ? `index ${key} out of matches` : `undefined group name reference: ${toS(key, at)}`, at);
        if (n >= m.groups.length) this.ruby(`index ${n} out of matches`, at);
        // The whole match's place is known; a group's is found by running the pattern again there.
        const span = n === 0 ? ([m.index, m.index + m.groups[0]!.length] as const) : m.regexp.compiled.groupOffsets(m.string, m.index)[n];
        if (span === undefined) return name === 'offset' ? [null, null] : null;
        const [from, to] = span.map((u) => BigInt(charCount(m.string, u)));
        return name === 'begin' ? from! : name === 'end' ? to! : [from!, to!];
      }
    }
    if (KNOWN_METHODS.has(name) && !MATCH_METHODS.has(name)) this.noMethod(m, name, at);
    return this.unsupported(`the method ${name} of MatchData`, at);
  }

  private compare(recv: RValue, other: RValue, at: number): number {
    const c = spaceship(recv, other);
    if (c === undefined) this.ruby(`comparison of ${rubyClassName(recv)} with ${operandName(other)} failed`, at);
    return c;
  }

  private numberMethod(recv: bigint | PFloat, name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    const arg = args[0] ?? null;
    const numeric = (v: RValue): v is bigint | PFloat => typeof v === 'bigint' || v instanceof PFloat;
    switch (name) {
      case '+':
      case '-':
      case '*':
      case '/':
      case '%':
      case 'modulo':
      case '**': {
        this.arity(name, args, 1, 1, at);
        if (!numeric(arg)) {
          if (arg === null) this.ruby(`nil can't be coerced into ${rubyClassName(recv)}`, at);
          this.ruby(`${rubyClassName(arg)} can't be coerced into ${rubyClassName(recv)}`, at);
        }
        return this.arithmetic(recv, name === 'modulo' ? '%' : name, arg, at);
      }
      case '-@':
        return typeof recv === 'bigint' ? -recv : new PFloat(-recv.value);
      case '<':
      case '>':
      case '<=':
      case '>=': {
        if (!numeric(arg)) this.ruby(`comparison of ${rubyClassName(recv)} with ${operandName(arg)} failed`, at);
        const c = this.compare(recv, arg, at);
        return name === '<' ? c < 0 : name === '>' ? c > 0 : name === '<=' ? c <= 0 : c >= 0;
      }
      case '<=>': {
        const c = spaceship(recv, arg);
        return c === undefined ? null : BigInt(c);
      }
      case '===':
        return rubyEq(recv, arg);
      case 'to_s':
        if (args.length === 0) return typeof recv === 'bigint' ? recv.toString() : formatFloat(recv.value);
        if (typeof recv === 'bigint' && typeof arg === 'bigint' && arg >= 2n && arg <= 36n) return recv.toString(Number(arg));
        break;
      case 'to_i':
      case 'to_int':
      case 'truncate':
        if (typeof recv === 'bigint') return recv;
        if (!Number.isFinite(recv.value)) this.ruby(Number.isNaN(recv.value) ? 'NaN' : recv.value > 0 ? 'Infinity' : '-Infinity', at);
        return BigInt(Math.trunc(recv.value));
      case 'to_f':
        return new PFloat(toNumber(recv));
      case 'abs':
        return typeof recv === 'bigint' ? (recv < 0n ? -recv : recv) : new PFloat(Math.abs(recv.value));
      case 'zero?':
        return toNumber(recv) === 0;
      case 'even?':
      case 'odd?':
        if (typeof recv === 'bigint') return (recv % 2n === 0n) === (name === 'even?');
        break;
      case 'succ':
      case 'next':
        if (typeof recv === 'bigint') return recv + 1n;
        break;
      case 'pred':
        if (typeof recv === 'bigint') return recv - 1n;
        break;
      case 'floor':
      case 'ceil':
      case 'round':
        if (args.length === 0) {
          if (typeof recv === 'bigint') return recv;
          const x = recv.value;
          // Ruby rounds halves away from zero.
          const r = name === 'floor' ? Math.floor(x) : name === 'ceil' ? Math.ceil(x) : Math.sign(x) * Math.round(Math.abs(x));
          return BigInt(r);
        }
        // `1.2345.round(2)`: a Float to so many decimals (an Integer stays itself).
        if (name === 'round' && args.length === 1 && typeof args[0] === 'bigint' && args[0] > 0n) return typeof recv === 'bigint' ? recv : new PFloat(roundToDigits(recv.value, Number(args[0])));
        break;
      case 'times':
        if (typeof recv === 'bigint') {
          if (!block) return this.unsupported('times without a block', at);
          for (let i = 0n; i < recv; i++) {
            this.tick(at);
            block(i);
          }
          return recv;
        }
        break;
      case 'upto':
      case 'downto':
        if (typeof recv === 'bigint' && typeof arg === 'bigint' && block) {
          if (name === 'upto') for (let i = recv; i <= arg; i++, this.tick(at)) block(i);
          else for (let i = recv; i >= arg; i--, this.tick(at)) block(i);
          return recv;
        }
        break;
      case 'step': {
        // Integer#step(limit, by = 1) with Integer bounds: up to the limit, or down with a negative step.
        const by = args[1] ?? 1n;
        if (typeof recv === 'bigint' && typeof arg === 'bigint' && typeof by === 'bigint' && args.length <= 2 && block) {
          if (by === 0n) this.ruby("step can't be 0", at, 'ArgumentError');
          for (let i = recv; by > 0n ? i <= arg : i >= arg; i += by, this.tick(at)) block(i);
          return recv;
        }
        break;
      }
      case 'between?':
        this.arity(name, args, 2, 2, at);
        return this.compare(recv, args[0]!, at) >= 0 && this.compare(recv, args[1]!, at) <= 0;
      case 'integer?':
        return typeof recv === 'bigint';
      case 'nan?':
        if (recv instanceof PFloat) return Number.isNaN(recv.value);
        break;
    }
    if (KNOWN_METHODS.has(name) && !NUMBER_METHODS.has(name)) this.noMethod(recv, name, at);
    return this.unsupported(`the method ${name} of ${rubyClassName(recv)} with these arguments`, at);
  }

  private arithmetic(a: bigint | PFloat, op: string, b: bigint | PFloat, at: number): RValue {
    if (typeof a === 'bigint' && typeof b === 'bigint') {
      switch (op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
        case '%': {
          if (b === 0n) this.ruby('divided by 0', at);
          // Ruby floors the quotient; the remainder takes the divisor's sign.
          let q = a / b;
          if (a % b !== 0n && a < 0n !== b < 0n) q -= 1n;
          return op === '/' ? q : a - q * b;
        }
        case '**':
          if (b < 0n) return this.unsupported('an Integer to a negative power (a Rational)', at);
          if (b > 10_000n) throw new TemplateError('OVC3143', 'an exponent above 10000', at);
          return a ** b;
      }
    }
    const x = toNumber(a);
    const y = toNumber(b);
    switch (op) {
      case '+':
        return new PFloat(x + y);
      case '-':
        return new PFloat(x - y);
      case '*':
        return new PFloat(x * y);
      case '/':
        return new PFloat(x / y);
      case '%': {
        const r = x % y;
        return new PFloat(r !== 0 && r < 0 !== y < 0 ? r + y : r);
      }
      default:
        return new PFloat(x ** y);
    }
  }

  private stringArg(v: RValue | undefined, at: number): string {
    if (typeof v === 'string') return v;
    this.ruby(`no implicit conversion of ${v === undefined || v === null ? 'nil' : rubyClassName(v)} into String`, at);
  }

  private stringMethod(s: string, name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    const arg = args[0];
    switch (name) {
      case '+':
        this.arity(name, args, 1, 1, at);
        return this.str(s + this.stringArg(arg, at), at);
      case '*': {
        if (typeof arg !== 'bigint') this.ruby(`no implicit conversion of ${rubyClassName(arg ?? null)} into Integer`, at);
        if (arg < 0n) this.ruby('negative argument', at);
        if (BigInt(s.length) * arg > BigInt(MAX_STRING)) this.str('x'.repeat(MAX_STRING + 1), at);
        return s.repeat(Number(arg));
      }
      case '%':
        // `fmt % [a, b]` formats the array's elements, `fmt % a` the one value.
        this.arity(name, args, 1, 1, at);
        return this.format(name, s, Array.isArray(arg) ? arg : [arg ?? null], at);
      case '<':
      case '>':
      case '<=':
      case '>=': {
        if (typeof arg !== 'string') this.ruby(`comparison of String with ${operandName(arg ?? null)} failed`, at);
        const c = this.compare(s, arg, at);
        return name === '<' ? c < 0 : name === '>' ? c > 0 : name === '<=' ? c <= 0 : c >= 0;
      }
      case '<=>': {
        const c = spaceship(s, arg ?? null);
        return c === undefined ? null : BigInt(c);
      }
      case '===':
        return s === arg;
      case '=~':
        if (arg instanceof RRegexp) return this.regexpMethod(arg, '=~', [s], at);
        if (typeof arg === 'string') this.ruby("wrong argument type String (expected Regexp)", at);
        return this.unsupported(`String =~ ${rubyClassName(arg ?? null)}`, at);
      case 'match':
      case 'match?':
        // A String pattern is compiled as a Regexp (not escaped).
        if (arg instanceof RRegexp || typeof arg === 'string') return this.regexpMethod(this.patternOf(arg, at), name, [s, ...args.slice(1)], at, block);
        this.arity(name, args, 1, 2, at);
        return this.ruby(`wrong argument type ${rubyClassName(arg ?? null)} (expected Regexp)`, at);
      case 'length':
      case 'size':
        return BigInt([...s].length);
      case 'bytesize':
        return BigInt(Buffer.byteLength(s, 'utf8'));
      case 'upcase':
        return rubyUpcase(s);
      case 'downcase':
        return rubyDowncase(s);
      case 'capitalize':
        return rubyCapitalize(s);
      case 'swapcase':
        return [...s].map((c) => (c === rubyUpcase(c) ? rubyDowncase(c) : rubyUpcase(c))).join('');
      case 'casecmp': {
        // The bytes compared with ASCII letters folded to lower case (fuel's rsyslog: `@osfamily.casecmp('redhat')`, always true as a condition).
        this.arity(name, args, 1, 1, at);
        const other = args[0]!;
        // Ruby 2.5 on: nil for what is no string.
        if (typeof other !== 'string') return null;
        const fold = (x: string) => Buffer.from(x.replace(/[A-Z]/g, (c) => c.toLowerCase()), 'utf8');
        return BigInt(Buffer.compare(fold(s), fold(other)));
      }
      case 'strip':
        return rubyStrip(s);
      case 'lstrip':
        return rubyLstrip(s);
      case 'rstrip':
        return rubyRstrip(s);
      case 'chomp':
        if (args.length === 0) return rubyChomp(s);
        if (typeof arg === 'string') return arg !== '' && s.endsWith(arg) ? s.slice(0, -arg.length) : s;
        break;
      case 'chop':
        return rubyChop(s);
      case 'to_s':
      case 'to_str':
        return s;
      case 'to_sym':
      case 'intern':
        return RSymbol.of(s);
      case 'to_i': {
        if (args.length > 0) break;
        const m = /^[\s]*([-+]?\d+(?:_\d+)*)/.exec(s);
        return m ? BigInt(m[1]!.replace(/_/g, '')) : 0n;
      }
      case 'to_f': {
        const m = /^\s*[-+]?(?:\d+(?:_\d+)*)(?:\.\d+(?:_\d+)*)?(?:[eE][-+]?\d+)?/.exec(s);
        return new PFloat(m ? Number(m[0].trim().replace(/_/g, '')) : 0);
      }
      case 'empty?':
        return s === '';
      case 'include?':
        return s.includes(this.stringArg(arg, at));
      case 'start_with?':
        return args.some((a) => {
          if (!(a instanceof RRegexp)) return s.startsWith(this.stringArg(a, at));
          // A match that starts at the start becomes `$~`; any other result forgets it.
          const m = this.search(a, s);
          this.lastMatch = m !== null && m.index === 0 ? m : null;
          return this.lastMatch !== null;
        });
      case 'end_with?':
        return args.some((a) => s.endsWith(this.stringArg(a, at)));
      case 'reverse':
        return [...s].reverse().join('');
      case 'chars':
        return [...s];
      case 'lines':
        return s.split(/(?<=\n)/).filter((l) => l !== '');
      case 'split':
        return this.split(s, args, at);
      case 'sub':
      case 'gsub':
        return this.substitute(s, name === 'gsub', args, block, at);
      case 'tr':
        if (args.length === 2 && typeof args[0] === 'string' && typeof args[1] === 'string' && !/[\\^]/.test(args[0] + args[1])) {
          const from = trSet(args[0]);
          const to = trSet(args[1]);
          return [...s].map((c) => {
            const i = from.lastIndexOf(c);
            return i < 0 ? c : (to[Math.min(i, to.length - 1)] ?? '');
          }).join('');
        }
        break;
      case 'center':
      case 'ljust':
      case 'rjust': {
        if (typeof arg !== 'bigint') break;
        const pad = args[1] === undefined ? ' ' : this.stringArg(args[1], at);
        if (pad === '') this.ruby('zero width padding', at);
        const len = [...s].length;
        const width = Number(arg);
        if (width > MAX_STRING) this.str('x'.repeat(MAX_STRING + 1), at);
        if (width <= len) return s;
        const fill = (n: number) => [...pad.repeat(Math.ceil(n / [...pad].length))].slice(0, n).join('');
        const total = width - len;
        if (name === 'ljust') return s + fill(total);
        if (name === 'rjust') return fill(total) + s;
        const left = Math.floor(total / 2);
        return fill(left) + s + fill(total - left);
      }
      case 'index': {
        if (arg instanceof RRegexp) {
          this.arity(name, args, 1, 1, at);
          const m = this.matchAt(arg, s);
          return m === null ? null : BigInt(charCount(s, m.index));
        }
        const i = s.indexOf(this.stringArg(arg, at));
        return i < 0 ? null : BigInt([...s.slice(0, i)].length);
      }
      case 'scan':
        return this.scan(s, args, block, at);
      case 'partition':
      case 'rpartition': {
        this.arity(name, args, 1, 1, at);
        if (arg instanceof RRegexp) {
          // Searching backwards for where a regexp last matches is not done here.
          if (name === 'rpartition') return this.unsupported('String#rpartition with a Regexp', at);
          const m = this.matchAt(arg, s);
          return m === null ? [s, '', ''] : [m.preMatch, m.groups[0]!, m.postMatch];
        }
        const sep = this.stringArg(arg, at);
        const i = name === 'partition' ? s.indexOf(sep) : s.lastIndexOf(sep);
        if (i < 0) return name === 'partition' ? [s, '', ''] : ['', '', s];
        return [s.slice(0, i), sep, s.slice(i + sep.length)];
      }
      case 'count':
        break;
      case '[]':
      case 'slice':
        return this.stringIndex(s, args, at);
      case 'squeeze':
        if (args.length === 0) return s.replace(/(.)\1+/gsu, '$1');
        // squeeze(set): only runs of the set's characters (a tr-style set: ranges, no negation or escapes).
        if (args.length === 1 && typeof arg === 'string' && !/[\\^]/.test(arg)) {
          const set = new Set(trSet(arg));
          return s.replace(/(.)\1+/gsu, (run: string, c: string) => (set.has(c) ? c : run));
        }
        break;
      case 'delete':
        if (typeof arg === 'string' && arg.length === 1) return s.split(arg).join('');
        break;
      case 'each_line':
      case 'each_char':
        if (block) {
          for (const part of name === 'each_char' ? [...s] : s.split(/(?<=\n)/).filter((l) => l !== '')) block(part);
          return s;
        }
        break;
      case 'unpack':
      case 'encode':
      case 'force_encoding':
      case 'crypt':
        return this.unsupported(`String#${name}`, at);
    }
    if (KNOWN_METHODS.has(name) && !STRING_METHODS.has(name)) this.noMethod(s, name, at);
    return this.unsupported(`the method ${name} of String with these arguments`, at);
  }

  private stringIndex(s: string, args: RValue[], at: number): RValue {
    const chars = [...s];
    const [a, b] = args;
    if (args.length === 1 && typeof a === 'bigint') {
      const i = a < 0n ? chars.length + Number(a) : Number(a);
      return i >= 0 && i < chars.length ? chars[i]! : null;
    }
    if (args.length === 2 && typeof a === 'bigint' && typeof b === 'bigint') {
      const i = a < 0n ? chars.length + Number(a) : Number(a);
      if (i < 0 || i > chars.length || b < 0n) return null;
      return chars.slice(i, i + Number(b)).join('');
    }
    if (args.length === 1 && a instanceof RRange) {
      const r = this.rangeBounds(a, chars.length, at);
      return r === undefined ? null : chars.slice(r[0], r[1]).join('');
    }
    if (args.length === 1 && typeof a === 'string') return s.includes(a) ? a : null;
    if ((args.length === 1 || args.length === 2) && a instanceof RRegexp) {
      const m = this.matchAt(a, s);
      return m === null ? null : this.matchDataMethod(m, '[]', [b ?? 0n], at);
    }
    return this.unsupported('String#[] with these arguments', at);
  }

  /** Start and end (exclusive) of a range over `length` elements, or undefined when it starts outside. */
  private rangeBounds(r: RRange, length: number, at: number): [number, number] | undefined {
    if ((r.from !== null && typeof r.from !== 'bigint') || (r.to !== null && typeof r.to !== 'bigint')) this.ruby(`no implicit conversion of Range into Integer`, at);
    let from = r.from === null ? 0 : Number(r.from);
    let to = r.to === null ? length - 1 : Number(r.to);
    if (from < 0) from += length;
    if (to < 0) to += length;
    if (from < 0 || from > length) return undefined;
    let end = r.exclusive && r.to !== null ? to : to + 1;
    end = Math.min(Math.max(end, from), length);
    return [from, end];
  }

  private split(s: string, args: RValue[], at: number): RValue {
    const [sep, limitArg] = args;
    if (limitArg !== undefined && typeof limitArg !== 'bigint') this.ruby(`no implicit conversion of ${rubyClassName(limitArg)} into Integer`, at);
    // Ruby's limit: n > 0 gives at most n fields (the last holds the rest), n < 0 keeps trailing empty fields.
    const limit = limitArg === undefined ? 0 : Number(limitArg);
    const awk = sep === undefined || sep === null || sep === ' ';
    // awk-style (nil or ' '): runs of whitespace separate, leading whitespace is ignored.
    const text = awk ? rubyLstrip(s) : s;
    if (limit === 1) return text === '' ? [] : [text];
    let re: RegExp;
    if (awk) re = /[ \t\n\v\f\r\0]+/g;
    else if (typeof sep === 'string') {
      if (sep === '') return limit > 0 ? this.unsupported('String#split on "" with a limit', at) : [...s];
      re = new RegExp(sep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gu');
    } else if (sep instanceof RRegexp) {
      // Splitting on a Regexp leaves no last match.
      this.lastMatch = null;
      return sep.compiled.split(s, limit);
    } else this.ruby(`wrong argument type ${rubyClassName(sep)} (expected Regexp)`, at);
    const parts: string[] = [];
    let last = 0;
    for (const m of text.matchAll(re)) {
      this.tick(at);
      if (limit > 0 && parts.length >= limit - 1) break;
      if (m[0] === '' && (m.index === 0 || m.index === last)) continue;
      parts.push(text.slice(last, m.index));
      // Groups of the separator are part of the result, as in Ruby.
      for (const g of m.slice(1)) if (g !== undefined) parts.push(g);
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    if (awk && text === '') return [];
    // Without a limit Ruby drops trailing empty fields.
    if (limit === 0) while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
    return parts;
  }

  private substitute(s: string, global: boolean, args: RValue[], block: Yield | undefined, at: number): RValue {
    const [pattern, replacement] = args;
    if (args.length < 1 || args.length > 2) this.arity(global ? 'gsub' : 'sub', args, 1, 2, at);
    if (args.length === 1 && !block) return this.unsupported(`${global ? 'gsub' : 'sub'} without a replacement (an Enumerator)`, at);
    const re = this.patternOf(pattern ?? null, at, true);
    let out = '';
    let last = 0;
    let found: RMatch | null = null;
    for (const m of this.matches(re, s, typeof pattern === 'string')) {
      this.tick(at);
      found = m;
      out += s.slice(last, m.index);
      let rep: string;
      if (replacement === undefined) {
        // The block sees the match it replaces as `$~`.
        this.lastMatch = m;
        rep = toS(block!(m.groups[0]!), at);
      } else if (replacement instanceof RHash) rep = toS(replacement.get(m.groups[0]!) ?? null, at);
      else {
        const text = this.stringArg(replacement, at);
        // With named groups Ruby's plain groups do not capture: numbered references differ from JavaScript's.
        if (re.names.length > 0 && /\\\d/.test(text)) this.unsupported('numbered references with a regexp that has named groups', at);
        rep = this.expandReplacement(text, m);
      }
      out += rep;
      this.str(out, at);
      last = m.index + m.groups[0]!.length;
      if (!global) break;
    }
    this.lastMatch = found;
    return out + s.slice(last);
  }

  /** A sub/gsub/scan pattern: a Regexp, or a String matched as it is (`literal`) or compiled (`match`). */
  private patternOf(pattern: RValue, at: number, literal = false): RRegexp {
    if (pattern instanceof RRegexp) return pattern;
    if (typeof pattern !== 'string') this.ruby(`wrong argument type ${rubyClassName(pattern)} (expected Regexp)`, at);
    try {
      return new RRegexp(literal ? regexpEscape(pattern) : pattern, '');
    } catch (e) {
      throw new TemplateError('OVC3141', `the regexp cannot be used: ${(e as Error).message}`, at);
    }
  }

  /** The successive matches of `re` in `s`, as gsub and scan find them. */
  private *matches(re: RRegexp, s: string, literal: boolean): Generator<RMatch> {
    let from = 0;
    while (from <= s.length) {
      const m = this.search(re, s, from, literal);
      if (m === null) return;
      yield m;
      const end = m.index + m.groups[0]!.length;
      // After an empty match the search goes on one character further.
      from = end > m.index ? end : end + ((s.codePointAt(end) ?? 0) > 0xffff ? 2 : 1);
    }
  }

  /** String#scan: every match (its groups when the pattern has any); the last becomes `$~`. */
  private scan(s: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    this.arity('scan', args, 1, 1, at);
    const re = this.patternOf(args[0]!, at, true);
    const out: RValue[] = [];
    let found: RMatch | null = null;
    for (const m of this.matches(re, s, typeof args[0] === 'string')) {
      this.tick(at);
      found = m;
      const item: RValue = m.groups.length > 1 ? m.groups.slice(1) : m.groups[0]!;
      if (block) {
        this.lastMatch = m;
        block(item);
      } else out.push(item);
    }
    this.lastMatch = found;
    return block ? s : out;
  }

  /** A sub/gsub replacement's `\0`, `\&`, `\1`..`\9`, `` \` ``, `\'`, `\\`, `\k<name>`. */
  private expandReplacement(rep: string, m: RMatch): string {
    return rep.replace(/\\(\d|&|`|'|\\|k<([^>]*)>)?/g, (whole, what: string | undefined, named: string | undefined) => {
      if (what === undefined) return whole;
      if (named !== undefined) {
        const i = m.regexp.names.indexOf(named);
        return i < 0 ? '' : (m.groups[i + 1] ?? '');
      }
      if (what === '&') return m.groups[0]!;
      if (what === '`') return m.preMatch;
      if (what === "'") return m.postMatch;
      if (what === '\\') return '\\';
      return m.groups[Number(what)] ?? '';
    });
  }

  private rangeArray(r: RRange, at: number): RValue[] {
    if (typeof r.from === 'bigint' && typeof r.to === 'bigint') {
      const end = r.exclusive ? r.to : r.to + 1n;
      if (end - r.from > 1_000_000n) throw new TemplateError('OVC3143', 'a range of more than 1000000 elements', at);
      const out: RValue[] = [];
      for (let i = r.from; i < end; i++) out.push(i);
      return out;
    }
    if (typeof r.from === 'string' && typeof r.to === 'string' && /^[a-z]$|^[A-Z]$|^[0-9]$/.test(r.from) && /^[a-z]$|^[A-Z]$|^[0-9]$/.test(r.to)) {
      const out: RValue[] = [];
      const a = r.from.charCodeAt(0);
      const b = r.to.charCodeAt(0) - (r.exclusive ? 1 : 0);
      for (let c = a; c <= b; c++) out.push(String.fromCharCode(c));
      return out;
    }
    return this.unsupported(`iterating the range ${inspect(r, at)}`, at);
  }

  /** Methods of Enumerable shared by arrays, hashes (over [key, value] pairs) and ranges. */
  private enumerableMethod(items: RValue[], name: string, args: RValue[], block: Yield | undefined, at: number): RValue | undefined {
    const need = (): Yield => block ?? this.unsupported(`${name} without a block (an Enumerator)`, at);
    switch (name) {
      case 'each_with_index': {
        // Without a block, the Enumerator stands as the array of what it would yield (see yielded).
        if (!block) return yielded(items.map((x, i) => [x, BigInt(i)]));
        const f = block;
        items.forEach((x, i) => {
          this.tick(at);
          f(x, BigInt(i));
        });
        return items;
      }
      case 'map':
      case 'collect':
      case 'flat_map': {
        const f = need();
        const out = items.map((x) => {
          this.tick(at);
          return f(x);
        });
        return name === 'flat_map' ? out.flatMap((x) => (Array.isArray(x) ? x : [x])) : out;
      }
      case 'each_with_object': {
        // The block fills the memo (a hash or array it changes in place); the memo is the value.
        this.arity(name, args, 1, 1, at);
        const f = need();
        for (const x of items) {
          this.tick(at);
          f(x, args[0]!);
        }
        return args[0]!;
      }
      case 'sort':
        return this.sorted(items, block, at);
      case 'sort_by': {
        const f = need();
        const keyed = items.map((x) => [f(x), x] as const);
        return this.stableSort(keyed, ([a], [b]) => this.compare(a, b, at)).map(([, x]) => x);
      }
      case 'min_by':
      case 'max_by': {
        const f = need();
        if (args.length > 0) break;
        let best: [RValue, RValue] | undefined;
        for (const x of items) {
          const k = f(x);
          if (!best || (name === 'min_by' ? this.compare(k, best[0], at) < 0 : this.compare(k, best[0], at) > 0)) best = [k, x];
        }
        return best ? best[1] : null;
      }
      case 'min':
      case 'max': {
        if (args.length > 0) break;
        let best: RValue | undefined;
        for (const x of items) {
          const c = block ? this.intResult(block(x, best ?? null), at) : best === undefined ? 0 : this.compare(x, best, at);
          if (best === undefined || (name === 'min' ? c < 0 : c > 0)) best = x;
        }
        return best ?? null;
      }
      case 'find':
      case 'detect': {
        const f = need();
        for (const x of items) if (truthy(f(x))) return x;
        return null;
      }
      case 'find_index':
      case 'index': {
        if (block) {
          const i = items.findIndex((x) => truthy(block(x)));
          return i < 0 ? null : BigInt(i);
        }
        const i = items.findIndex((x) => rubyEq(x, args[0] ?? null));
        return i < 0 ? null : BigInt(i);
      }
      case 'any?':
      case 'all?':
      case 'none?': {
        const test = (x: RValue): boolean => (block ? truthy(block(x)) : args.length > 0 ? this.caseEq(args[0]!, x, at) : truthy(x));
        if (name === 'any?') return items.some(test);
        if (name === 'all?') return items.every(test);
        return !items.some(test);
      }
      case 'count':
        if (block) return BigInt(items.filter((x) => truthy(block(x))).length);
        if (args.length > 0) return BigInt(items.filter((x) => rubyEq(x, args[0]!)).length);
        return BigInt(items.length);
      case 'include?':
      case 'member?':
        return items.some((x) => rubyEq(x, args[0] ?? null));
      case 'to_a':
      case 'entries':
        return [...items];
      case 'first':
        if (args.length === 0) return items[0] ?? null;
        return items.slice(0, this.count(args[0]!, at));
      case 'take':
      case 'drop': {
        this.arity(name, args, 1, 1, at);
        const n = args[0]!;
        if (typeof n === 'bigint' && n < 0n) this.ruby(`attempt to ${name} negative size`, at, 'ArgumentError');
        const k = this.count(n, at);
        return name === 'take' ? items.slice(0, k) : items.slice(k);
      }
      case 'inject':
      case 'reduce': {
        if (args.length === 1 && args[0] instanceof RSymbol && !block) {
          const op = args[0].name;
          if (items.length === 0) return null;
          return items.slice(1).reduce<RValue>((acc, x) => this.send(acc, op, [x], undefined, at), items[0]!);
        }
        const f = need();
        let acc: RValue | undefined = args.length > 0 ? args[0]! : undefined;
        for (const x of items) acc = acc === undefined ? x : f(acc, x);
        return acc ?? null;
      }
      case 'sum': {
        let acc: RValue = args[0] ?? 0n;
        for (const x of items) acc = this.send(acc, '+', [block ? block(x) : x], undefined, at);
        return acc;
      }
      case 'each_slice': {
        const n = this.count(args[0] ?? null, at);
        if (n <= 0) this.ruby('invalid slice size', at);
        const slices: RValue[][] = [];
        for (let i = 0; i < items.length; i += n) slices.push(items.slice(i, i + n));
        if (!block) return yielded(slices);
        for (const slice of slices) block(slice);
        return null;
      }
      case 'group_by': {
        const f = need();
        const h = new RHash();
        for (const x of items) {
          const k = f(x);
          const list = h.get(k);
          if (list === undefined) h.set(k, [x]);
          else (list as RValue[]).push(x);
        }
        return h;
      }
      case 'tally': {
        // Each distinct element and how often it occurs, in first-seen order.
        this.arity(name, args, 0, 0, at);
        const h = new RHash();
        for (const x of items) h.set(x, ((h.get(x) as bigint | undefined) ?? 0n) + 1n);
        return h;
      }
      case 'partition': {
        const f = need();
        const yes: RValue[] = [];
        const no: RValue[] = [];
        for (const x of items) (truthy(f(x)) ? yes : no).push(x);
        return [yes, no];
      }
      case 'zip':
        return items.map((x, i) => [x, ...args.map((a) => (Array.isArray(a) ? (a[i] ?? null) : this.unsupported('zip with a non-Array', at)))]);
      case 'to_h':
        if (block) return this.unsupported('to_h with a block', at);
        return RHash.of(
          items.map((p) => {
            if (!Array.isArray(p) || p.length !== 2) this.ruby(`wrong element type ${rubyClassName(p)} (expected array)`, at);
            return [p[0]!, p[1]!] as const;
          }),
        );
      case 'uniq': {
        const seen = new RHash();
        const out: RValue[] = [];
        for (const x of items) {
          const k = block ? block(x) : x;
          if (seen.has(k)) continue;
          seen.set(k, true);
          out.push(x);
        }
        return out;
      }
    }
    return undefined;
  }

  private intResult(v: RValue, at: number): number {
    if (typeof v !== 'bigint') this.ruby(`comparison of ${rubyClassName(v)} with 0 failed`, at);
    return Number(v);
  }

  private count(v: RValue, at: number): number {
    if (typeof v !== 'bigint') this.ruby(`no implicit conversion of ${rubyClassName(v)} into Integer`, at);
    if (v < 0n) this.ruby('negative array size', at);
    return Number(v);
  }

  private stableSort<T>(items: readonly T[], cmp: (a: T, b: T) => number): T[] {
    return [...items].sort(cmp);
  }

  private sorted(items: RValue[], block: Yield | undefined, at: number): RValue[] {
    if (block) return this.stableSort(items, (a, b) => this.intResult(block(a, b), at));
    return this.stableSort(items, (a, b) => this.compare(a, b, at));
  }

  /**
   * Before a change of an array or hash in place: Puppet hands templates its own objects, so when
   * this one is (inside) a Puppet variable's value, the variable changes too. Later templates get
   * this object, change included (as they get what scope.setvar stored); the manifest is told, and
   * refuses to read the value again (overcat's Puppet values do not change).
   */
  private changeable(v: RValue[] | RHash, name: string, at: number): void {
    const origin = fromScope.has(v) ? scopeOrigins.get(v) : undefined;
    if (!origin) return;
    // The empty hash and frozen arrays are one object for every variable holding one in overcat,
    // where Puppet makes one each: which variable changed cannot be told.
    if (origin.value === PHash.EMPTY || Object.isFrozen(origin.value) || origin.root === PHash.EMPTY || Object.isFrozen(origin.root)) {
      this.unsupported(`changing a Puppet variable's ${rubyClassName(v)} (${name}) that overcat holds as one value for every variable (an empty hash, a constant)`, at);
    }
    this.scope.objects.set(origin.value, v);
    this.scope.objects.set(origin.root, origin.rootRuby);
    this.scope.changedInPlace(origin.value, origin.root, `${rubyClassName(v)}#${name}`, at);
  }

  /** The methods that change an array in place, on an array the template made. */
  private changeArray(a: RValue[], name: string, args: RValue[], at: number): RValue {
    this.changeable(a, name, at);
    const grow = (n: number) => {
      if (a.length + n > 1_000_000) throw new TemplateError('OVC3143', 'an array of more than 1000000 elements', at);
    };
    switch (name) {
      case '<<':
        this.arity(name, args, 1, 1, at);
        grow(1);
        a.push(args[0]!);
        return a;
      case 'push':
      case 'append':
        grow(args.length);
        a.push(...args);
        return a;
      case 'unshift':
      case 'prepend':
        grow(args.length);
        a.unshift(...args);
        return a;
      case 'insert': {
        this.arity(name, args, 1, Infinity, at);
        const i = args[0]!;
        if (typeof i !== 'bigint') return this.ruby(`no implicit conversion of ${rubyClassName(i)} into Integer`, at);
        if (args.length === 1) return a;
        // A negative index inserts after the element it names.
        const where = i < 0n ? a.length + Number(i) + 1 : Number(i);
        if (where < 0) this.ruby(`index ${i} too small for array; minimum: -${a.length + 1}`, at);
        grow(Math.max(0, where - a.length) + args.length - 1);
        while (a.length < where) a.push(null);
        a.splice(where, 0, ...args.slice(1));
        return a;
      }
      case 'concat':
        for (const x of args) if (!Array.isArray(x)) this.ruby(`no implicit conversion of ${rubyClassName(x)} into Array`, at);
        grow((args as RValue[][]).reduce((n, x) => n + x.length, 0));
        a.push(...(args as RValue[][]).flat(1));
        return a;
      case 'pop':
      case 'shift':
        if (args.length > 0) return this.unsupported(`Array#${name} with a count`, at);
        return (name === 'pop' ? a.pop() : a.shift()) ?? null;
      case 'delete': {
        this.arity(name, args, 1, 1, at);
        const kept = a.filter((x) => !rubyEq(x, args[0]!));
        const found = kept.length < a.length;
        a.splice(0, a.length, ...kept);
        return found ? args[0]! : null;
      }
      default:
        this.arity(name, args, 0, 0, at);
        a.length = 0;
        return a;
    }
  }

  /** Puts the entries of the hashes `args` into `target`; the block decides between two values of one key. */
  private mergeInto(target: RHash, args: RValue[], block: Yield | undefined, at: number): RHash {
    for (const other of args) {
      if (!(other instanceof RHash)) this.ruby(`no implicit conversion of ${rubyClassName(other)} into Hash`, at);
      for (const [k, v] of other.entries()) {
        const old = target.get(k);
        target.set(k, block && old !== undefined ? block(k, old, v) : v);
      }
    }
    return target;
  }

  /** The methods that change a hash in place, on a hash the template made. */
  private changeHash(h: RHash, name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    this.changeable(h, name, at);
    switch (name) {
      case 'store':
      case '[]=':
        this.arity(name, args, 2, 2, at);
        h.set(args[0]!, args[1]!);
        return args[1]!;
      case 'delete':
        this.arity(name, args, 1, 1, at);
        return h.delete(args[0]!) ?? (block ? block(args[0]!) : null);
      case 'merge!':
      case 'update':
        return this.mergeInto(h, args, block, at);
      default:
        this.arity(name, args, 0, 0, at);
        h.clear();
        return h;
    }
  }

  private arrayMethod(a: RValue[], name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    const arg = args[0];
    switch (name) {
      case 'with_index': {
        // Enumerator#with_index(offset = 0) over an iterator called without a block
        // (`each_slice(2).with_index`): each yielded value with its index; the value is the receiver.
        if (!ENUMERATORS.has(a) || !block) break;
        this.arity(name, args, 0, 1, at);
        const offset = arg === undefined || arg === null ? 0n : arg;
        if (typeof offset !== 'bigint') this.ruby(`no implicit conversion of ${rubyClassName(offset)} into Integer`, at);
        a.forEach((x, i) => {
          this.tick(at);
          block(x, BigInt(i) + offset);
        });
        return a;
      }
      case 'each':
        if (!block) return yielded(a);
        // Ruby reads the array as it goes: elements the block appends are visited too.
        for (let i = 0; i < a.length; i++) {
          this.tick(at);
          block(a[i]!);
        }
        return a;
      case 'each_index':
        if (!block) return yielded(a.map((_, i) => BigInt(i)));
        // As each: indices of elements the block appends are visited too.
        for (let i = 0; i < a.length; i++) {
          this.tick(at);
          block(BigInt(i));
        }
        return a;
      case 'select':
      case 'filter':
      case 'reject': {
        if (!block) return this.unsupported(`${name} without a block (an Enumerator)`, at);
        return a.filter((x) => truthy(block(x)) === (name !== 'reject'));
      }
      case 'transpose': {
        this.arity(name, args, 0, 0, at);
        const rows = a.map((r) => (Array.isArray(r) ? r : this.ruby(`no implicit conversion of ${rubyClassName(r)} into Array`, at)));
        const width = rows[0]?.length ?? 0;
        const uneven = rows.find((r) => r.length !== width);
        if (uneven) this.ruby(`element size differs (${uneven.length} should be ${width})`, at, 'IndexError');
        return Array.from({ length: width }, (_, i) => rows.map((r) => r[i]!));
      }
      case 'join': {
        const sep = arg === undefined || arg === null ? '' : this.stringArg(arg, at);
        return this.str(this.joinArray(a, sep, at, 0), at);
      }
      case 'length':
      case 'size':
        return BigInt(a.length);
      case 'empty?':
        return a.length === 0;
      case 'any?':
        break;
      case 'last':
        if (args.length === 0) return a[a.length - 1] ?? null;
        return a.slice(Math.max(0, a.length - this.count(arg!, at)));
      case 'flatten':
        return this.flatten(a, arg === undefined || arg === null ? Infinity : Number(arg), at);
      case 'compact':
        return a.filter((x) => x !== null);
      case 'reverse':
        return [...a].reverse();
      case 'rotate':
        break;
      case '+':
        if (!Array.isArray(arg)) this.ruby(`no implicit conversion of ${rubyClassName(arg ?? null)} into Array`, at);
        return [...a, ...arg];
      case '-':
        if (!Array.isArray(arg)) this.ruby(`no implicit conversion of ${rubyClassName(arg ?? null)} into Array`, at);
        return a.filter((x) => !arg.some((y) => rubyEq(x, y)));
      case '&':
      case '|': {
        if (!Array.isArray(arg)) this.ruby(`no implicit conversion of ${rubyClassName(arg ?? null)} into Array`, at);
        const seen = new RHash();
        const out: RValue[] = [];
        const keep = (x: RValue) => {
          if (!seen.has(x)) {
            seen.set(x, true);
            out.push(x);
          }
        };
        if (name === '|') [...a, ...arg].forEach(keep);
        else a.filter((x) => arg.some((y) => rubyEq(x, y))).forEach(keep);
        return out;
      }
      case '*':
        if (typeof arg === 'string') return this.str(this.joinArray(a, arg, at, 0), at);
        if (typeof arg === 'bigint') {
          if (BigInt(a.length) * arg > 1_000_000n) throw new TemplateError('OVC3143', 'an array of more than 1000000 elements', at);
          return Array.from({ length: Number(arg) }, () => a).flat();
        }
        break;
      case '<=>': {
        const c = spaceship(a, arg ?? null);
        return c === undefined ? null : BigInt(c);
      }
      case '[]':
      case 'slice':
        return this.arrayIndex(a, args, at);
      case 'at':
        return this.arrayIndex(a, args.slice(0, 1), at);
      case 'values_at':
        // Integer positions (a range's would spread): each as a[i] reads it.
        if (!args.every((i) => typeof i === 'bigint')) return this.unsupported('values_at with other than Integer positions', at);
        return args.map((i) => this.arrayIndex(a, [i], at));
      case 'fetch': {
        const i = typeof arg === 'bigint' ? Number(arg) : this.ruby(`no implicit conversion of ${rubyClassName(arg ?? null)} into Integer`, at);
        const j = i < 0 ? a.length + i : i;
        if (j >= 0 && j < a.length) return a[j]!;
        if (block) return block(arg!);
        if (args.length > 1) return args[1]!;
        return this.ruby(`index ${i} outside of array bounds: ${-a.length}...${a.length}`, at);
      }
      case 'dig':
        return this.dig(a, args, at);
      case 'product':
        return this.product(a, args, block, at);
      case 'push':
      case 'append':
      case '<<':
      case 'unshift':
      case 'prepend':
      case 'insert':
      case 'concat':
      case 'pop':
      case 'shift':
      case 'delete':
      case 'clear':
        return this.changeArray(a, name, args, at);
      case 'sort!': {
        // logrotate.conf.erb sorts the options it gathered in place.
        this.changeable(a, name, at);
        const sorted = this.sorted(a, block, at);
        a.splice(0, a.length, ...sorted);
        return a;
      }
      case 'map!':
      case 'collect!':
      case 'uniq!':
      case 'compact!':
      case 'reject!':
      case 'delete_if':
      case 'select!':
      case 'filter!':
      case 'keep_if': {
        // What the method without `!` answers becomes the array's content; the `?`-less bang
        // methods answer nil when nothing changed, map!, delete_if and keep_if the array always.
        if (block === undefined && !['uniq!', 'compact!'].includes(name)) return this.unsupported(`Array#${name} without a block (an Enumerator)`, at);
        const plain = ({ 'map!': 'map', 'collect!': 'map', 'delete_if': 'reject', 'reject!': 'reject', 'filter!': 'select', 'select!': 'select', 'keep_if': 'select' } as Record<string, string>)[name] ?? name.slice(0, -1);
        const next = this.arrayMethod(a, plain, args, block, at) as RValue[];
        // Nothing removed: nothing changed (the values are those of the array).
        if (next.length === a.length && plain !== 'map') return name === 'delete_if' || name === 'keep_if' ? a : null;
        this.changeable(a, name, at);
        a.splice(0, a.length, ...next);
        return a;
      }
      case 'flatten!':
        return this.unsupported(`changing an array (${name})`, at);
      case 'sample':
      case 'shuffle':
        return this.unsupported(`Array#${name} (random)`, at);
    }
    const e = this.enumerableMethod(a, name, args, block, at);
    if (e !== undefined) return e;
    if (KNOWN_METHODS.has(name) && !ARRAY_METHODS.has(name)) this.noMethod(a, name, at);
    return this.unsupported(`the method ${name} of Array with these arguments`, at);
  }

  /** Array#product: every combination taking one element of the receiver and one of each argument, in order. */
  private product(a: RValue[], args: RValue[], block: Yield | undefined, at: number): RValue {
    const lists = [a, ...args.map((x) => (Array.isArray(x) ? x : this.ruby(`no implicit conversion of ${rubyClassName(x)} into Array`, at)))];
    if (lists.reduce((n, l) => n * l.length, 1) > 1_000_000) throw new TemplateError('OVC3143', 'an array of more than 1000000 elements', at);
    let combos: RValue[][] = [[]];
    for (const list of lists) combos = combos.flatMap((c) => list.map((x) => [...c, x]));
    if (!block) return combos;
    // With a block Ruby yields each combination and returns the receiver.
    for (const c of combos) {
      this.tick(at);
      block(c);
    }
    return a;
  }

  private joinArray(a: RValue[], sep: string, at: number, depth: number): string {
    if (depth > 100) this.ruby('recursive array join', at);
    return a.map((x) => (Array.isArray(x) ? this.joinArray(x, sep, at, depth + 1) : toS(x, at))).join(sep);
  }

  private flatten(a: RValue[], depth: number, at: number): RValue[] {
    const out: RValue[] = [];
    for (const x of a) {
      this.tick(at);
      if (Array.isArray(x) && depth > 0) out.push(...this.flatten(x, depth - 1, at));
      else out.push(x);
    }
    return out;
  }

  private arrayIndex(a: RValue[], args: RValue[], at: number): RValue {
    const [x, len] = args;
    if (args.length === 1 && typeof x === 'bigint') {
      const i = x < 0n ? a.length + Number(x) : Number(x);
      return i >= 0 && i < a.length ? a[i]! : null;
    }
    if (args.length === 2 && typeof x === 'bigint' && typeof len === 'bigint') {
      const i = x < 0n ? a.length + Number(x) : Number(x);
      if (i < 0 || i > a.length || len < 0n) return null;
      return a.slice(i, i + Number(len));
    }
    if (args.length === 1 && x instanceof RRange) {
      const r = this.rangeBounds(x, a.length, at);
      return r === undefined ? null : a.slice(r[0], r[1]);
    }
    if (args.length === 1 && x !== undefined) this.ruby(`no implicit conversion of ${rubyClassName(x)} into Integer`, at);
    return this.arity('[]', args, 1, 2, at) as never;
  }

  private dig(v: RValue, keys: RValue[], at: number): RValue {
    let cur: RValue = v;
    for (const k of keys) {
      if (cur === null) return null;
      if (Array.isArray(cur)) cur = this.arrayIndex(cur, [k], at);
      else if (cur instanceof RHash) cur = cur.lookup(k);
      else this.ruby(`${rubyClassName(cur)} does not have #dig method`, at);
    }
    return cur;
  }

  private hashMethod(h: RHash, name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    const arg = args[0];
    switch (name) {
      case 'each':
      case 'each_pair':
        if (!block) return yielded(h.entries());
        for (const pair of h.entries()) {
          this.tick(at);
          block(pair);
        }
        return h;
      case 'each_key':
      case 'each_value':
        if (!block) break;
        for (const [k, v] of h.entries()) block(name === 'each_key' ? k : v);
        return h;
      case 'select':
      case 'filter':
      case 'reject': {
        if (!block) return this.unsupported(`${name} without a block (an Enumerator)`, at);
        return RHash.of(h.entries().filter((p) => truthy(block(p)) === (name !== 'reject')));
      }
      case 'keys':
        return h.entries().map(([k]) => k);
      case 'values':
        return h.entries().map(([, v]) => v);
      case '[]':
        this.arity(name, args, 1, 1, at);
        return h.lookup(arg!);
      case 'default':
        this.arity(name, args, 0, 0, at);
        return h.default;
      case 'values_at':
        return args.map((k) => h.lookup(k));
      case 'fetch': {
        this.arity(name, args, 1, 2, at);
        const v = h.get(arg!);
        if (v !== undefined) return v;
        if (block) return block(arg!);
        if (args.length > 1) return args[1]!;
        return this.ruby(`key not found: ${inspect(arg!, at)}`, at);
      }
      case 'dig':
        return this.dig(h, args, at);
      case 'key?':
      case 'has_key?':
      case 'include?':
      case 'member?':
        this.arity(name, args, 1, 1, at);
        return h.has(arg!);
      case 'value?':
      case 'has_value?':
        return h.entries().some(([, v]) => rubyEq(v, arg ?? null));
      case 'key':
        return h.entries().find(([, v]) => rubyEq(v, arg ?? null))?.[0] ?? null;
      case 'empty?':
        return h.size === 0;
      case 'length':
      case 'size':
        return BigInt(h.size);
      case 'merge':
        return this.mergeInto(h.dup(), args, block, at);
      case 'to_h':
        if (!block) return h;
        break;
      case 'to_hash':
        this.arity(name, args, 0, 0, at);
        return h;
      case 'to_a':
        return h.entries();
      case 'invert':
        return RHash.of(h.entries().map(([k, v]) => [v, k] as const));
      case 'sort':
        return this.sorted(h.entries(), block, at);
      case 'min_by':
      case 'max_by':
      case 'sort_by':
      case 'map':
      case 'collect':
      case 'flat_map':
      case 'each_with_index':
      case 'find':
      case 'detect':
      case 'any?':
      case 'all?':
      case 'none?':
      case 'count':
      case 'first':
      case 'inject':
      case 'reduce':
      case 'sum':
      case 'group_by':
      case 'partition':
      case 'min':
      case 'max':
      case 'each_slice':
      case 'take':
      case 'drop':
      case 'entries':
      case 'uniq':
      case 'zip':
      case 'each_with_object':
      case 'tally': {
        const e = this.enumerableMethod(h.entries(), name, args, block, at);
        if (e !== undefined) return e;
        break;
      }
      case 'transform_values':
      case 'transform_keys':
        if (!block) break;
        return RHash.of(h.entries().map(([k, v]): [RValue, RValue] => (name === 'transform_values' ? [k, block(v)] : [block(k), v])));
      case 'store':
      case '[]=':
      case 'delete':
      case 'merge!':
      case 'update':
      case 'clear':
        return this.changeHash(h, name, args, block, at);
      case 'delete_if':
        return this.unsupported(`changing a hash (${name})`, at);
    }
    if (KNOWN_METHODS.has(name) && !HASH_METHODS.has(name)) this.noMethod(h, name, at);
    return this.unsupported(`the method ${name} of Hash with these arguments`, at);
  }

  private rangeMethod(r: RRange, name: string, args: RValue[], block: Yield | undefined, at: number): RValue {
    switch (name) {
      case 'first':
        if (args.length === 0) return r.from;
        break;
      case 'last':
        if (args.length === 0) return r.to;
        break;
      case 'begin':
        return r.from;
      case 'end':
        return r.to;
      case 'exclude_end?':
        return r.exclusive;
      case 'include?':
      case 'member?':
      case 'cover?':
      case '===':
        return this.rangeCovers(r, args[0] ?? null, at);
      case 'size':
        if (typeof r.from === 'bigint' && typeof r.to === 'bigint') {
          const n = (r.exclusive ? r.to : r.to + 1n) - r.from;
          return n < 0n ? 0n : n;
        }
        break;
      case 'step':
        return this.unsupported('Range#step', at);
      case 'each':
        if (!block) break;
        for (const x of this.rangeArray(r, at)) {
          this.tick(at);
          block(x);
        }
        return r;
      case 'select':
      case 'filter':
      case 'reject':
        return this.arrayMethod(this.rangeArray(r, at), name, args, block, at);
    }
    const e = this.enumerableMethod(this.rangeArray(r, at), name, args, block, at);
    if (e !== undefined) return e;
    return this.unsupported(`the method ${name} of Range with these arguments`, at);
  }
}

// Puppet 7's functions written for the 3.x API (lib/puppet/parser/functions) and the log
// functions it defines for every level: `scope.function_<name>` runs them.
const FUNCTIONS_3X = new Set(['contain', 'create_resources', 'digest', 'fail', 'file', 'fqdn_rand', 'generate', 'include', 'inline_template', 'md5', 'realize', 'require', 'scanf', 'sha1', 'sha256', 'shellquote', 'sprintf', 'tag', 'tagged', 'template', 'versioncmp', 'debug', 'info', 'notice', 'warning', 'err', 'alert', 'emerg', 'crit']);
// Its 3.x stubs of 4.x functions: `scope.function_<name>` fails with Puppet's message.
const FUNCTIONS_4X_STUBS = new Set(['assert_type', 'binary_file', 'break', 'defined', 'dig', 'each', 'epp', 'filter', 'find_file', 'hiera', 'hiera_array', 'hiera_hash', 'hiera_include', 'inline_epp', 'lest', 'lookup', 'map', 'match', 'new', 'next', 'reduce', 'regsubst', 'return', 'reverse_each', 'slice', 'split', 'step', 'strftime', 'then', 'type', 'with']);

// Method names the subset knows on some class: calling one on a class that lacks it is Ruby's
// NoMethodError (`undefined method 'upcase' for nil:NilClass`), not an unsupported construct.
const STRING_METHODS = new Set(['+', '*', '%', '<', '>', '<=', '>=', '<=>', '===', '=~', 'match?', 'length', 'size', 'bytesize', 'upcase', 'downcase', 'capitalize', 'swapcase', 'strip', 'lstrip', 'rstrip', 'chomp', 'chop', 'to_str', 'to_sym', 'intern', 'to_i', 'to_f', 'empty?', 'include?', 'start_with?', 'end_with?', 'reverse', 'chars', 'lines', 'split', 'sub', 'gsub', 'tr', 'center', 'ljust', 'rjust', 'index', 'count', '[]', 'slice', 'squeeze', 'delete', 'each_line', 'each_char', 'unpack', 'encode', 'force_encoding', 'crypt', 'sum', 'next', 'succ', 'upto', 'hex', 'oct', 'ord', 'match', 'scan', 'sub!', 'gsub!', 'strip!', 'upcase!', 'downcase!', 'concat', '<<', 'prepend', 'insert', 'replace', 'freeze', 'dup', 'clone', 'casecmp', 'casecmp?', 'each_byte', 'bytes', 'tr_s', 'unicode_normalize', 'between?', 'clamp', 'min', 'max', 'partition', 'rpartition']);
const MATCH_METHODS = new Set(['[]', 'values_at', 'captures', 'to_a', 'named_captures', 'names', 'pre_match', 'post_match', 'size', 'length', 'string', 'regexp', 'begin', 'end', 'offset']);
/**
 * An Enumerator (an iterator called without a block: `each_with_index`, `each_slice(2)`, `each`)
 * as the array of what it would yield: what templates chain on one (`map`, `select`, `to_a`,
 * `each_with_index`) then reads the same.
 */
function yielded(items: readonly RValue[]): RValue[] {
  const enumerator = [...items];
  ENUMERATORS.add(enumerator);
  return enumerator;
}

/** The arrays that stand for Enumerators: only they answer `with_index`, which an Array lacks. */
const ENUMERATORS = new WeakSet<RValue[]>();

/**
 * Ruby's Float#round(digits) for digits > 0 (rb_float_round): a value too precise to change stays,
 * one too small is 0.0, else halves round up away from zero at 10**digits, corrected where the
 * product rounded wrong.
 */
function roundToDigits(x: number, digits: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  // frexp's exponent: x = m * 2**binexp with 0.5 <= |m| < 1.
  const binexp = Math.floor(Math.log2(Math.abs(x))) + 1;
  if (digits >= 17 - (binexp > 0 ? Math.trunc(binexp / 4) : Math.trunc(binexp / 3) - 1)) return x;
  if (x > 0 && digits < -(binexp > 0 ? Math.trunc(binexp / 3) + 1 : Math.trunc(binexp / 4))) return 0;
  if (digits > 14) return exactRound(x, digits);
  const s = 10 ** digits;
  let f = Math.sign(x) * Math.round(Math.abs(x * s));
  if (x > 0 && (f + 0.5) / s <= x) f += 1;
  else if (x < 0 && (f - 0.5) / s >= x) f -= 1;
  return f / s;
}

/** `x` rounded half away from zero at 10**digits on its exact binary value (Ruby's round by Rational, where 10**digits is inexact). */
function exactRound(x: number, digits: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  // x = ±mantissa * 2**exponent exactly.
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  let num = mantissa * 10n ** BigInt(digits);
  let den = 1n;
  if (exponent >= 0) num <<= BigInt(exponent);
  else den <<= BigInt(-exponent);
  let q = num / den;
  if (2n * (num - q * den) >= den) q += 1n;
  return Number(`${x < 0 ? '-' : ''}${q}e-${digits}`);
}

const NUMBER_METHODS = new Set(['+', '-', '*', '/', '%', 'modulo', '**', '-@', '<', '>', '<=', '>=', '<=>', '===', 'to_i', 'to_int', 'truncate', 'to_f', 'abs', 'zero?', 'even?', 'odd?', 'succ', 'next', 'pred', 'floor', 'ceil', 'round', 'times', 'upto', 'downto', 'between?', 'integer?', 'nan?', 'divmod', 'div', 'fdiv', 'step', 'chr', 'ord', 'digits', 'gcd', 'lcm', 'positive?', 'negative?', 'clamp', 'coerce', 'finite?', 'infinite?', 'size', '&', '|', '^', '<<', '>>', '[]', 'bit_length', 'dup', 'freeze']);
const ARRAY_METHODS = new Set(['each', 'each_with_index', 'map', 'collect', 'flat_map', 'select', 'filter', 'reject', 'sort', 'sort_by', 'min_by', 'max_by', 'min', 'max', 'find', 'detect', 'find_index', 'index', 'any?', 'all?', 'none?', 'count', 'include?', 'member?', 'to_a', 'entries', 'first', 'last', 'inject', 'reduce', 'sum', 'each_slice', 'group_by', 'partition', 'zip', 'to_h', 'uniq', 'join', 'length', 'size', 'empty?', 'flatten', 'compact', 'reverse', 'rotate', '+', '-', '&', '|', '*', '<=>', '[]', 'slice', 'at', 'fetch', 'dig', 'push', '<<', 'pop', 'shift', 'unshift', 'concat', 'delete', 'clear', 'map!', 'sort!', 'uniq!', 'compact!', 'flatten!', 'reject!', 'select!', 'delete_if', 'insert', 'sample', 'shuffle', 'each_with_object', 'take', 'drop', 'cycle', 'each_cons', 'product', 'combination', 'transpose', 'assoc', 'values_at', 'pack', 'tally', 'sum', 'lazy', 'chunk', 'slice_when', 'filter_map', 'each_entry', 'dup', 'freeze', 'hash', 'frozen?', 'rindex', 'minmax', 'take_while', 'drop_while', 'grep', 'grep_v', 'collect_concat', 'each_index', 'keep_if', 'fill', 'replace', 'difference', 'union', 'intersection', 'intersect?']);
/** Regexp's option constants, the bits Regexp.new takes. */
const REGEXP_OPTIONS: Readonly<Record<string, bigint>> = { 'Regexp::IGNORECASE': 1n, 'Regexp::EXTENDED': 2n, 'Regexp::MULTILINE': 4n };

const HASH_METHODS = new Set(['each', 'each_pair', 'each_key', 'each_value', 'select', 'filter', 'reject', 'keys', 'values', '[]', 'fetch', 'dig', 'key?', 'has_key?', 'include?', 'member?', 'value?', 'has_value?', 'key', 'empty?', 'length', 'size', 'merge', 'to_h', 'to_a', 'invert', 'sort', 'min_by', 'max_by', 'sort_by', 'map', 'collect', 'flat_map', 'each_with_index', 'find', 'detect', 'any?', 'all?', 'none?', 'count', 'first', 'inject', 'reduce', 'sum', 'group_by', 'partition', 'min', 'max', 'each_slice', 'entries', 'uniq', 'zip', 'transform_values', 'transform_keys', 'store', '[]=', 'delete', 'merge!', 'update', 'clear', 'delete_if', 'each_with_object', 'filter_map', 'values_at', 'slice', 'except', 'compact', 'default', 'default=', 'keep_if', 'assoc', 'rassoc', 'tally', 'to_s', 'dup', 'freeze', 'sort_by', 'find_all', 'collect_concat', 'take', 'drop']);
const KNOWN_METHODS = new Set([...STRING_METHODS, ...NUMBER_METHODS, ...ARRAY_METHODS, ...HASH_METHODS, ...MATCH_METHODS, 'keys', 'values']);

/** The characters of a String#tr set: `a-z` ranges, a `-` first or last is itself. */
function trSet(spec: string): string[] {
  const chars = [...spec];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i + 1] === '-' && i + 2 < chars.length) {
      const from = chars[i]!.codePointAt(0)!;
      const to = chars[i + 2]!.codePointAt(0)!;
      for (let c = from; c <= to && out.length < 100_000; c++) out.push(String.fromCodePoint(c));
      i += 2;
    } else out.push(chars[i]!);
  }
  return out;
}

const REGEXP_ESCAPES: Record<string, string> = { ' ': '\\ ', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\f': '\\f', '\v': '\\v' };

/** Ruby's Regexp.escape. */
function regexpEscape(s: string): string {
  return s.replace(/[[\]{}()|\-*.\\?+^$# \n\t\r\f\v]/g, (c) => REGEXP_ESCAPES[c] ?? `\\${c}`);
}

/** How many characters (code points) the first `units` UTF-16 units of `s` hold. */
function charCount(s: string, units: number): number {
  let n = 0;
  for (let i = 0; i < units; i++, n++) if ((s.charCodeAt(i) & 0xfc00) === 0xd800) i++;
  return n;
}

/** Runs a parsed template in a scope: its rendered text. */
export function runTemplate(body: Node[], scope: TemplateScope): string {
  return new Evaluator(scope).run(body);
}

/** Binds block parameters; a parenthesised list takes its argument apart (a non-array is its first element). */
function bindBlockParams(env: Env, params: readonly BlockParam[], given: readonly RValue[]): void {
  params.forEach((p, i) => {
    const v = given[i] ?? null;
    if (typeof p === 'string') env.declare(p, v);
    else bindBlockParams(env, p, Array.isArray(v) ? (v as RValue[]) : [v]);
  });
}

/** A value Puppet's own values are made of (what rubyFormat formats as Ruby does). */
/** A format directive naming its argument (`%{a}`, `%-8<a>s`), flags and width before the name. */
const NAMED_REFERENCE = /%[-+ 0#*\d.$]*[<{]/;

function isPlainValue(v: RValue): boolean {
  return v === null || typeof v === 'boolean' || typeof v === 'string' || typeof v === 'bigint' || v instanceof PFloat || (Array.isArray(v) && v.every(isPlainValue));
}

/** File.join: parts joined by '/', a part's leading separators dropped after one that ends with one. */
function fileJoin(parts: readonly string[]): string {
  let out = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (out.endsWith('/')) out += part.replace(/^\/+/, '');
    else out += part.startsWith('/') ? part : `/${part}`;
  }
  return out;
}

/** File.dirname: the path without its last part and the separators before it ('.' for none, '/' at the root). */
function fileDirname(path: string): string {
  if (/^\/+$/.test(path)) return '/';
  const trimmed = path.replace(/\/+$/, '');
  const last = trimmed.lastIndexOf('/');
  if (last < 0) return '.';
  return trimmed.slice(0, last).replace(/\/+$/, '') || '/';
}
