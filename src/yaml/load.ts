// YAML 1.1 loading (Psych/PyYAML semantics) with where every path was written and limits for untrusted input.
import {
  constructFromEvents,
  defineMappingTag,
  defineScalarTag,
  defineSequenceTag,
  floatYaml11Tag,
  intYaml11Tag,
  mapTag,
  EVENT_ID,
  getScalarValue,
  parseEvents,
  Schema,
  seqTag,
  YAMLException,
  type Event,
  type ScalarTagDefinition,
} from 'js-yaml';
import { ExactNumber } from '../data/exact-number.js';
import { dataKeys, putKey } from '../data/key-order.js';
import { recordScalarKey, type ScalarKey } from '../data/scalar-keys.js';
import type { PathSegment } from '../data/path.js';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location, SourceFile } from '../diagnostics/source.js';
import { readBlockSubset } from './block-subset.js';
import { loadJsonSubset } from './json-subset.js';
import { recordSpans, type AddSpan, type SpanId, type Spans } from './spans.js';
import { flowColonAt } from './flow-colon.js';
import { badAnchorName, libyamlError, type LibyamlError } from './libyaml-errors.js';
import { DialectLint, lintYamlDialect, mayReadDifferently } from './dialect-lint.js';
import { YAML11_STRING_TIMESTAMPS, yamlSchema } from './schema.js';
import { carryMember, pyFloatRepr, spellFloat, spellKey, valueSpelling } from './python-spelling.js';
import { RubySymbol, rubySymbolTag } from './ruby-symbol.js';
import { psychFloatTag, psychIntTag } from './psych-numbers.js';
import {
  NOT_PSYCH_TAGS,
  PSYCH_FALLBACK_TAGS,
  PsychRefusal,
  psychMappingTags,
  psychMergeKeyTag,
  psychSeqTag,
  psychTimestampTag,
  tokenizedWhenExplicit,
  usePsychTokenizer,
} from './psych-tags.js';

/** One step into a value: a mapping key or a sequence index. */
// Loaded documents are addressed by data paths; callers take both names from here.
export { pathKey, type PathSegment } from '../data/path.js';

export interface YamlLimits {
  /** Deepest collection nesting accepted. */
  maxDepth: number;
  /** Most nodes the document may expand to once aliases are followed (alias bombs). */
  maxNodes: number;
  /** Largest source accepted, in UTF-16 code units (~bytes for ASCII). */
  maxBytes: number;
}

export const DEFAULT_YAML_LIMITS: YamlLimits = { maxDepth: 100, maxNodes: 1_000_000, maxBytes: 64 * 1024 * 1024 };

export interface YamlLoadOptions {
  limits?: Partial<YamlLimits>;
  /**
   * `string` (default) keeps `2016-10-14` a string, as Heat does and as overcat stores it;
   * `date` constructs JS Dates, as plain YAML 1.1 does.
   */
  timestamps?: 'string' | 'date';
  /**
   * Read plain `:name` scalars as Psych's Symbols, as Puppet's yaml_data does: a key is the name
   * (yaml_data makes Symbol keys Strings), a value a RubySymbol; and read tags, merge keys and
   * timestamps as Psych's safe load does (psych-tags.ts): a document it refuses is `refused`.
   */
  symbols?: boolean;
  /**
   * Record what Python's loader makes of members JS data cannot tell apart (integral floats,
   * non-str keys: see python-spelling.ts), for Heat, which str()s loaded values. Implies string
   * timestamps.
   */
  python?: boolean;
  /**
   * How often the document will be asked where something was written. `often` (default) keeps
   * js-yaml's parser events to make the spans from on the first question; `rarely` (only
   * diagnostics and --explain ask: Heat's environment files) keeps nothing and parses the text
   * again then, which spares a large merge the garbage collection of every file's events;
   * `always` (override data, whose every entry the report locates) records them in the reading
   * itself, which checks the document anyway, instead of a second one. A text the subset reader
   * takes is read again by it when asked, under `often` as under `rarely`.
   */
  locate?: 'often' | 'rarely' | 'always';
  /**
   * Warn on every plain scalar YAML 1.1 (Puppet, Heat) and YAML 1.2 read differently
   * (dialect-lint.ts): for files a user wrote, in the commands that check them.
   */
  lintDialect?: boolean;
  /**
   * False reads with js-yaml even a text the fast readers (block-subset.ts, json-subset.ts) could
   * read: the differential tests compare them with js-yaml.
   */
  subset?: boolean;
}

/** A loaded document: its value and where every part of it was written. */
export class YamlDocument {
  // Most documents are never asked where something was written (only diagnostics and --explain
  // ask), so the spans are made on the first question unless the reader was asked for them.
  #spans: Spans | undefined | (() => Spans | undefined);

  constructor(
    readonly source: SourceFile,
    readonly value: unknown,
    /** The document's spans (spans.ts), or how to make them; undefined when nothing was written. */
    spans: Spans | undefined | (() => Spans | undefined),
    /** True when the file held no document at all (empty or comments only). */
    readonly empty: boolean,
    /** Why Psych refuses the document (`symbols` loads only): its value is then null. */
    readonly refused?: PsychRefusal['refused'] & { location: Location },
  ) {
    this.#spans = spans;
  }

  private get spans(): Spans | undefined {
    if (typeof this.#spans === 'function') this.#spans = this.#spans();
    return this.#spans;
  }

  /** Where the value at `path` was written; falls back to the nearest enclosing value. */
  locate(path: readonly PathSegment[]): Location {
    const spans = this.spans;
    const node = spans ? spans.at(path, true) : -1;
    return node >= 0 ? { source: this.source, start: spans!.start(node), end: spans!.end(node) } : { source: this.source, start: 0, end: 0 };
  }

  /** Where the mapping key ending `path` was written (the value's place if it has no key). */
  locateKey(path: readonly PathSegment[]): Location {
    const spans = this.spans;
    const node = spans ? spans.at(path, false) : -1;
    if (node >= 0 && spans!.keyStart(node) >= 0) return { source: this.source, start: spans!.keyStart(node), end: spans!.keyEnd(node) };
    return this.locate(path);
  }

  /** The same spans over another reading of the same text (a JSON template read as JSON). */
  withValue(value: unknown): YamlDocument {
    return new YamlDocument(this.source, value, () => this.spans, false);
  }

  /** True when `path` was written literally in this file (not merged in by `<<`). */
  has(path: readonly PathSegment[]): boolean {
    return (this.spans?.at(path, false) ?? -1) >= 0;
  }
}

/** An integral float on its way from the float tag to the collection holding it (never left in loaded data). */
class IntegralFloat {
  constructor(readonly value: number) {}
}

const plain = (v: unknown): unknown => (v instanceof IntegralFloat ? v.value : v);

/** Python's str() of a scalar key that is not a str (the key's spelling in Heat's messages). */
function pyKeyText(key: unknown): string {
  if (key === null) return 'None';
  if (typeof key === 'boolean') return key ? 'True' : 'False';
  if (key instanceof IntegralFloat) return pyFloatRepr(key.value);
  return typeof key === 'number' && !Number.isInteger(key) ? pyFloatRepr(key) : String(key);
}

const pyFloatTag = defineScalarTag<number | IntegralFloat>(floatYaml11Tag.tagName, {
  ...floatYaml11Tag,
  resolve: (source, explicit, tagName) => {
    const v = floatYaml11Tag.resolve(source, explicit, tagName);
    return typeof v === 'number' && Number.isInteger(v) ? new IntegralFloat(v) : v;
  },
});

const pySeqTag = defineSequenceTag<unknown[]>(seqTag.tagName, {
  ...seqTag,
  addItem: (list, item, index) => {
    if (item instanceof IntegralFloat) spellFloat(list, index, item.value);
    list.push(plain(item));
  },
});

/** Mappings keep the order their keys were written in, integer-like keys too (key-order.ts), as Psych's hashes do. */
const orderedMapTag = defineMappingTag<Record<string, unknown>>(mapTag.tagName, {
  ...mapTag,
  addPair: (map, key, value) => {
    // (A collection as key is refused, as js-yaml's own mapping refuses it.)
    if (key instanceof RubySymbol) {
      putKey(map, key.name, value);
      return '';
    }
    // An exact number (`2.0:`, a big integer) is keyed by its text, and by itself to Ruby.
    if (key instanceof ExactNumber) {
      putKey(map, key.text, value);
      recordScalarKey(map, key.text, key);
      return '';
    }
    if (key !== null && typeof key === 'object') return mapTag.addPair(map, key, value);
    putKey(map, String(key), value);
    // Psych keys `1:`, `true:`, `~:` by the scalar, not its text (scalar-keys.ts).
    if (typeof key !== 'string') recordScalarKey(map, String(key), key as ScalarKey);
    return '';
  },
  // `<<` merges read the merged mapping's members in their order.
  keys: dataKeys,
});

const pyMapTag = defineMappingTag<Record<string, unknown>>(mapTag.tagName, {
  ...orderedMapTag,
  addPair: (map, key, value) => {
    // The JS key is how Heat's stored (JSON) environment spells it: "true", "null", "2.0".
    const name = key instanceof IntegralFloat ? pyFloatRepr(key.value) : key;
    const previous = map[String(name)];
    const failed = orderedMapTag.addPair(map, name, plain(value));
    if (failed) return failed;
    // (A collection as key was refused above: what is left is a str or a scalar Python key.)
    if (typeof key !== 'string') spellKey(map, String(name), pyKeyText(key));
    // A duplicate key's later value replaces the earlier one's spelling too.
    if (value instanceof IntegralFloat) spellFloat(map, String(name), value.value);
    else carryMember(map, String(name), undefined, String(name), previous);
    return '';
  },
  has: (map, key) => mapTag.has(map, key instanceof IntegralFloat ? pyFloatRepr(key.value) : key),
  // `<<` merges read members back through get: an integral float stays one.
  get: (map, key) => {
    const text = valueSpelling(map, String(key));
    const v = mapTag.get(map, key);
    return text !== undefined && typeof v === 'number' ? new IntegralFloat(v) : v;
  },
});

const YAML11_PYTHON = YAML11_STRING_TIMESTAMPS.withTags(pyFloatTag, pySeqTag, pyMapTag);

/** The exact value of a YAML 1.1 integer JS cannot hold (decimal, 0b, 0x, 0 octal; underscores allowed). */
function bigIntOf(source: string): bigint | undefined {
  const text = source.replace(/_/g, '');
  const sign = text.startsWith('-') ? -1n : 1n;
  const digits = text.replace(/^[-+]/, '');
  if (/^0b[01]+$/.test(digits) || /^0x[0-9a-fA-F]+$/.test(digits) || /^[0-9]+$/.test(digits)) {
    return sign * BigInt(/^0[0-7]+$/.test(digits) ? `0o${digits.slice(1)}` : digits);
  }
  return undefined; // sexagesimal: beyond 2^53 nobody writes it
}

/** Integers beyond 2^53 keep every digit (ExactNumber), as Ruby and Python keep them. */
const exactIntTag = defineScalarTag<number | ExactNumber>(intYaml11Tag.tagName, {
  ...intYaml11Tag,
  resolve: (source, explicit, tagName) => {
    const v = intYaml11Tag.resolve(source, explicit, tagName);
    if (typeof v !== 'number' || Number.isSafeInteger(v)) return v;
    const exact = bigIntOf(source);
    return exact === undefined ? v : new ExactNumber(exact.toString(), 'integer');
  },
});

/** Integral floats stay Floats (ExactNumber `4.0`), as Psych reads them for Puppet. */
const exactFloatTag = defineScalarTag<number | ExactNumber>(floatYaml11Tag.tagName, {
  ...floatYaml11Tag,
  resolve: (source, explicit, tagName) => {
    const v = floatYaml11Tag.resolve(source, explicit, tagName);
    return typeof v === 'number' && Number.isInteger(v) ? new ExactNumber(pyFloatRepr(v), 'float') : v;
  },
});

const EXACT_TAGS = [exactIntTag, exactFloatTag, orderedMapTag];
const YAML11_EXACT = { string: YAML11_STRING_TIMESTAMPS.withTags(...EXACT_TAGS), date: yamlSchema('date').withTags(...EXACT_TAGS) };
/**
 * Psych's reading, for Puppet's yaml_data: Symbols, numbers by its rules (psych-numbers.ts), and
 * its tags, timestamps and merge keys (psych-tags.ts).
 */
const YAML11_RUBY = (() => {
  const base = YAML11_EXACT.string.withTags(rubySymbolTag, psychIntTag, psychFloatTag);
  const tokenized = ['null', 'bool', 'int'].map((t) => tokenizedWhenExplicit(base.tags.find((d) => d.tagName === `tag:yaml.org,2002:${t}` && d.nodeKind === 'scalar') as ScalarTagDefinition<unknown>));
  const schema = new Schema(base.tags.filter((t) => !NOT_PSYCH_TAGS.has(t.tagName))).withTags(
    ...tokenized,
    psychTimestampTag,
    psychMergeKeyTag,
    psychSeqTag,
    ...psychMappingTags(orderedMapTag),
    ...PSYCH_FALLBACK_TAGS,
  );
  usePsychTokenizer(schema);
  return schema;
})();

/** The schema loadYaml constructs values with under `options`. */
export function loadSchema(options: YamlLoadOptions): Schema {
  if (options.python) return YAML11_PYTHON;
  return options.symbols ? YAML11_RUBY : YAML11_EXACT[options.timestamps ?? 'string'];
}

interface Frame {
  kind: 'map' | 'seq';
  /** The collection the collection's own node goes in (undefined: it is the root) and under which segment. */
  parent: Frame | undefined;
  segment: PathSegment;
  /** Its last member recorded so far (-1: none), when spans are recorded. */
  last: SpanId;
  start: number;
  end: number;
  index: number; // children seen (map: keys + values)
  // Every field is always set (undefined when absent): one object shape keeps the walk fast.
  pendingKey: { text: string; start: number; end: number } | undefined;
  keys: Set<string> | undefined;
  anchor: string | undefined;
  nodesBefore: number;
  spanKey: { start: number; end: number } | undefined;
}

/**
 * Loads one YAML document. Problems are reported to `diagnostics`; on an error that leaves no
 * usable value (syntax, limits) the result is undefined.
 */
export function loadYaml(source: SourceFile, diagnostics: DiagnosticBag, options: YamlLoadOptions = {}): YamlDocument | undefined {
  try {
    return readYaml(source, diagnostics, options);
  } catch (e) {
    if (!(e instanceof PsychRefusal)) throw e;
    const limits = { ...DEFAULT_YAML_LIMITS, ...options.limits };
    const events = parseEvents(source.text, { filename: source.path, maxDepth: limits.maxDepth });
    return new YamlDocument(source, null, () => spansOfEvents(events, source, limits), false, { ...e.refused, location: refusalLocation(events, source) });
  }
}

/**
 * Where Psych refuses a document: the first node, in the order Psych makes them, that refuses when
 * made on its own (the tags decide; a collection's tag before its members).
 */
function refusalLocation(events: Event[], source: SourceFile): Location {
  const document = events.find((e) => e.type === EVENT_ID.DOCUMENT);
  const pop: Event = { type: EVENT_ID.POP };
  for (const e of events) {
    if (e.type !== EVENT_ID.SCALAR && e.type !== EVENT_ID.MAPPING && e.type !== EVENT_ID.SEQUENCE) continue;
    const alone = e.type === EVENT_ID.SCALAR ? [document!, e, pop] : [document!, e, pop, pop];
    try {
      constructFromEvents(alone, { source: source.text, schema: YAML11_RUBY, json: true });
    } catch (refusal) {
      if (!(refusal instanceof PsychRefusal)) continue;
      const quoted = e.type === EVENT_ID.SCALAR && (e.style === 2 || e.style === 3);
      const start = e.tagStart >= 0 ? e.tagStart : e.type === EVENT_ID.SCALAR ? e.valueStart - (quoted ? 1 : 0) : e.start;
      const end = e.type === EVENT_ID.SCALAR ? e.valueEnd + (quoted ? 1 : 0) : start + 1;
      return { source, start, end };
    }
  }
  return { source, start: 0, end: 0 };
}

function readYaml(source: SourceFile, diagnostics: DiagnosticBag, options: YamlLoadOptions): YamlDocument | undefined {
  const limits = { ...DEFAULT_YAML_LIMITS, ...options.limits };
  const text = source.text;
  if (text.length > limits.maxBytes) {
    diagnostics.report('OVC1004', { size: text.length, limit: limits.maxBytes }, { location: { source, start: 0, end: 0 } });
    return undefined;
  }
  const schema = loadSchema(options);
  const parse = () => parseEvents(text, { filename: source.path, maxDepth: limits.maxDepth });
  const spansOf = (events: Event[]) => spansOfEvents(events, source, limits);
  if (options.subset !== false) {
    if (options.locate !== 'always' && !options.python) {
      // JSON data (Hiera's, facts) read by V8's JSON.parse when YAML 1.1 reads it alike; the
      // dialect lint has nothing to say of such a text (its plain scalars are numbers without an
      // exponent, true, false and null), and the spans are made from js-yaml's events if asked.
      const json = loadJsonSubset(text, limits.maxDepth, limits.maxNodes);
      if (json !== undefined) return new YamlDocument(source, json, () => spansOf(parse()), false);
    }
    const fast = loadSubset(source, diagnostics, options, limits, schema);
    if (fast) return fast;
  }
  let events: Event[];
  try {
    events = parse();
  } catch (e) {
    // Psych fails the document in libyaml's words, which say where for the mistakes it knows.
    const refused = options.symbols ? libyamlRefusal(e, source) : undefined;
    if (refused) return refused;
    reportYamlException(e, source, diagnostics, limits);
    return undefined;
  }
  let docs = events.filter((e) => e.type === EVENT_ID.DOCUMENT).length;
  if (docs > 1 && options.symbols) {
    // Psych's safe_load reads the first document and never looks at the others.
    const second = events.findIndex((e, i) => i > 0 && e.type === EVENT_ID.DOCUMENT);
    events = events.slice(0, second);
    docs = 1;
  }
  if (docs > 1) {
    diagnostics.report('OVC1006', { count: docs }, { location: { source, start: 0, end: 0 } });
    return undefined;
  }
  if (options.symbols) {
    // What libyaml refuses that js-yaml reads: Psych fails the document with the parser's words.
    const anchor = badAnchorName(events, text);
    if (anchor) return refusedAt(source, anchor, () => spansOf(events));
    const colon = flowColonAt(events, text);
    if (colon !== undefined) return refusedAt(source, { problem: 'did not find expected node content while parsing a flow node', offset: colon }, () => spansOf(events));
  }
  const eager = options.locate === 'always' ? recordSpans(events.length) : undefined;
  const root = indexEvents(events, source, eager?.add, diagnostics, limits);
  if (root === false) return undefined;
  if (options.lintDialect) lintYamlDialect(source, diagnostics, events);
  // The second walk only records spans: its checks passed (and reported) in the first.
  const kept = options.locate === 'rarely' || eager ? undefined : events;
  const spans = eager ? eager.done(root) : () => spansOf(kept ?? parse());
  let value: unknown = null;
  try {
    const values = constructFromEvents(events, { source: text, schema, json: true, maxTotalMergeKeys: limits.maxNodes });
    value = values.length > 0 ? plain(values[0]) : null;
  } catch (e) {
    // An alias of an anchor never defined is Psych's BadAlias, which names no place.
    const alias = options.symbols && e instanceof YAMLException ? /^unidentified alias "(.*)"$/.exec(e.reason) : null;
    if (alias) {
      const at = e instanceof YAMLException ? (e.mark?.position ?? 0) : 0;
      return new YamlDocument(source, null, spans, false, { message: `Unknown alias: ${alias[1]}`, location: { source, start: at, end: at } });
    }
    reportYamlException(e, source, diagnostics, limits);
    return undefined;
  }
  return new YamlDocument(source, value === undefined ? null : value, spans, docs === 0);
}

/** The refused document of a text libyaml fails as its error says (libyaml-errors.ts), if it is one of those. */
function libyamlRefusal(e: unknown, source: SourceFile): YamlDocument | undefined {
  if (!(e instanceof YAMLException)) return undefined;
  const found = libyamlError(source.text, e.reason, e.mark?.position ?? source.text.length);
  return found && refusedAt(source, found);
}

/** A document Psych refuses with libyaml's error. */
function refusedAt(source: SourceFile, found: LibyamlError, spans?: () => Spans | undefined): YamlDocument {
  const { line, column } = source.position(found.offset);
  const message = `(${source.path}): ${found.problem} at line ${line} column ${column}`;
  return new YamlDocument(source, null, spans, false, { message, location: { source, start: found.offset, end: found.offset + 1 } });
}

/** The places of a document's values, from its events (checks already reported are not reported again). */
function spansOfEvents(events: Event[], source: SourceFile, limits: YamlLimits): Spans | undefined {
  const recorder = recordSpans(events.length);
  const root = indexEvents(events, source, recorder.add, new DiagnosticBag(), limits);
  return root === false ? undefined : recorder.done(root);
}

/**
 * A document for a value another reader made of `source` (a Hiera `json_data` file, read by Ruby's
 * JSON rules): its places are found by reading the text as YAML when first asked, and are none
 * where the text is no YAML (a JSON comment), so a diagnostic then points at the file's start.
 */
export function documentOf(source: SourceFile, value: unknown, limits: YamlLimits = DEFAULT_YAML_LIMITS): YamlDocument {
  return new YamlDocument(
    source,
    value,
    () => {
      try {
        return spansOfEvents(parseEvents(source.text, { filename: source.path, maxDepth: limits.maxDepth }), source, limits);
      } catch {
        return undefined;
      }
    },
    false,
  );
}

/**
 * The document read by the subset reader, with the diagnostics the js-yaml path gives it
 * (duplicate keys, then the dialect lint); undefined when the text is not in the subset.
 */
function loadSubset(source: SourceFile, diagnostics: DiagnosticBag, options: YamlLoadOptions, limits: YamlLimits, schema: Schema): YamlDocument | undefined {
  const text = source.text;
  const read = (spans: boolean, lint?: DialectLint) =>
    readBlockSubset(text, {
      schema,
      maxDepth: limits.maxDepth,
      maxNodes: limits.maxNodes,
      spans,
      lint,
    });
  // Kept apart until the reader has taken the whole text (it may still give up).
  const linted = options.lintDialect ? new DiagnosticBag('record') : undefined;
  const reading = read(options.locate === 'always', linted && new DialectLint(source, linted));
  if (!reading) return undefined;
  for (const d of reading.duplicates) diagnostics.report('OVC1005', { key: d.key }, { location: { source, start: d.start, end: d.end } });
  // The lint of the whole text reads its scalars only when it may hold one read differently.
  if (linted && linted.items.length > 0 && mayReadDifferently(text)) diagnostics.add(...linted.items);
  // Asked where things are, it reads the text again (as it did once, so again in the subset).
  return new YamlDocument(source, reading.value, options.locate === 'always' ? reading.spans : () => read(true)!.spans, false);
}

function reportYamlException(e: unknown, source: SourceFile, diagnostics: DiagnosticBag, limits: YamlLimits): void {
  if (!(e instanceof YAMLException)) throw e;
  const position = e.mark?.position ?? 0;
  const location = { source, start: position, end: position };
  if (/maxDepth/.test(e.reason)) diagnostics.report('OVC1002', { limit: limits.maxDepth }, { location });
  else diagnostics.report('OVC1001', { reason: e.reason }, { location });
}

/**
 * Walks the event stream: warns on duplicate keys and bounds the size of the document with
 * aliases expanded; with `add` (recordSpans), also records the span of every key and value.
 * Returns the root's node (-1 when nothing was recorded), or false when the document is refused.
 */
function indexEvents(events: Event[], source: SourceFile, add: AddSpan | undefined, diagnostics: DiagnosticBag, limits: YamlLimits): SpanId | false {
  const text = source.text;
  const stack: Frame[] = [];
  const anchorSizes = new Map<string, number>();
  let nodes = 0;

  // Where the next node goes (set by slot()): the collection and segment its span goes under
  // (undefined: the root) and, inside a mapping, whether it is a key.
  let slotIn: Frame | undefined;
  let slotSegment: PathSegment = '';
  let slotIsKey = false;
  let slotKey: Frame['pendingKey'];
  const slot = (): void => {
    const top = stack[stack.length - 1];
    slotKey = undefined;
    slotIsKey = false;
    slotIn = top;
    if (!top) {
      slotSegment = '';
    } else if (top.kind === 'seq') {
      slotSegment = top.index;
    } else if (top.index % 2 === 0) {
      // A key: a scalar is no node of its own; a collection as key is recorded apart.
      slotSegment = '<complex key>';
      slotIsKey = true;
    } else {
      slotSegment = top.pendingKey?.text ?? '';
      slotKey = top.pendingKey;
    }
  };
  const extend = (end: number) => {
    for (const f of stack) if (end > f.end) f.end = end;
  };
  let root: SpanId = -1;
  /** Records a node (its last member `last`) as the next member of `parent` (undefined: as the root). */
  const record = (parent: Frame | undefined, segment: PathSegment, start: number, end: number, key: Frame['spanKey'], last: SpanId) => {
    if (!add) return;
    const id = add(segment, start, end, key ? key.start : -1, key ? key.end : -1, last, parent ? parent.last : -1);
    if (parent) parent.last = id;
    else root = id;
  };
  const anchorName = (e: { anchorStart: number; anchorEnd: number }) => (e.anchorStart >= 0 ? text.slice(e.anchorStart, e.anchorEnd) : undefined);
  const tooBig = (at: number): false => {
    diagnostics.report('OVC1003', { limit: limits.maxNodes }, { location: { source, start: at, end: at } });
    return false;
  };

  for (const e of events) {
    switch (e.type) {
      case EVENT_ID.DOCUMENT:
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        slot();
        nodes++;
        stack.push({
          kind: e.type === EVENT_ID.MAPPING ? 'map' : 'seq',
          parent: slotIn,
          segment: slotSegment,
          last: -1,
          start: e.start,
          end: e.start + 1,
          index: 0,
          pendingKey: undefined,
          keys: e.type === EVENT_ID.MAPPING ? new Set<string>() : undefined,
          anchor: anchorName(e),
          nodesBefore: nodes - 1,
          spanKey: slotKey,
        });
        break;
      }
      case EVENT_ID.SCALAR: {
        slot();
        nodes++;
        const start = e.style === 2 || e.style === 3 ? e.valueStart - 1 : e.valueStart;
        const end = e.style === 2 || e.style === 3 ? e.valueEnd + 1 : e.valueEnd;
        const anchor = anchorName(e);
        if (anchor !== undefined) anchorSizes.set(anchor, 1);
        const top = stack[stack.length - 1];
        if (slotIsKey && top) {
          const keyText = getScalarValue(text, e);
          if (top.keys!.has(keyText) && keyText !== '<<') {
            diagnostics.report('OVC1005', { key: keyText }, { location: { source, start, end } });
          }
          top.keys!.add(keyText);
          top.pendingKey = { text: keyText, start, end };
        } else {
          record(slotIn, slotSegment, start, end, slotKey, -1);
        }
        if (top) top.index++;
        extend(end);
        break;
      }
      case EVENT_ID.ALIAS: {
        slot();
        const name = text.slice(e.anchorStart, e.anchorEnd);
        // An alias to a collection still open is a cycle: data must be a tree (every walk, every
        // writer would loop), so it is refused here, where the text still says where it is.
        if (stack.some((f) => f.anchor === name)) {
          diagnostics.report('OVC1090', { anchor: name }, { location: { source, start: e.anchorStart - 1, end: e.anchorEnd } });
          return false;
        }
        nodes += anchorSizes.get(name) ?? 1;
        if (nodes > limits.maxNodes) return tooBig(e.anchorStart);
        const top = stack[stack.length - 1];
        if (!slotIsKey) record(slotIn, slotSegment, e.anchorStart - 1, e.anchorEnd, slotKey, -1);
        else if (top) top.pendingKey = { text: `*${name}`, start: e.anchorStart - 1, end: e.anchorEnd };
        if (top) top.index++;
        extend(e.anchorEnd);
        break;
      }
      case EVENT_ID.POP: {
        const frame = stack.pop();
        if (!frame) break;
        if (frame.anchor !== undefined) anchorSizes.set(frame.anchor, nodes - frame.nodesBefore);
        record(frame.parent, frame.segment, frame.start, frame.end, frame.spanKey, frame.last);
        const parent = stack[stack.length - 1];
        if (parent) parent.index++;
        if (nodes > limits.maxNodes) return tooBig(frame.start);
        break;
      }
    }
  }
  return root;
}
