// Tags and merge keys as Ruby's Psych 4 reads them under Puppet's safe load (Psych::Visitors::ToRuby,
// ScalarScanner#tokenize), for Hiera's yaml_data. Psych differs from YAML 1.1 and from js-yaml: an
// explicit tag it has no rule for (`!!int "abc"`, `!foo 12`, `!!timestamp x`) reads the text as if
// untagged; a collection tag it has no rule for is a plain Array or Hash (`!!pairs`, `!ruby/hash`);
// `!!omap` is a Hash; a tag naming a Ruby class other than Symbol (`!ruby/object`, `!!set`,
// `!ruby/regexp`) and any timestamp are refused as the class Psych would have to load. A merge key
// `<<` is Hash#merge! of a mapping (or of a list of mappings written there, the first winning),
// applied where it is written: it overrides the keys before it, the keys after it override it, and
// a value that is no mapping stays a plain `<<` member (an alias of a list too, even of mappings).
import { defineMappingTag, defineScalarTag, defineSequenceTag, NOT_RESOLVED, seqTag, type MappingTagDefinition, type ScalarTagDefinition, type Schema } from 'js-yaml';
import { floatData } from '../data/exact-number.js';
import { dataKeys, putKey } from '../data/key-order.js';
import { recordScalarKey, scalarKey } from '../data/scalar-keys.js';
import { RubySymbol } from './ruby-symbol.js';

/**
 * Why Psych refuses a document: a class the safe load does not permit (`type`), or Ruby's own
 * error while making a value (`message`, an ArgumentError such as Float("abc")).
 */
export class PsychRefusal extends Error {
  constructor(
    readonly refused: { type: string } | { message: string },
  ) {
    super('type' in refused ? `Tried to load unspecified class: ${refused.type}` : refused.message);
  }
}

const refuse = (type: string): never => {
  throw new PsychRefusal({ type });
};

/** The schema whose implicit tags are Psych's tokenize (set once by the schema that holds these tags). */
let tokenizer: Schema | undefined;

/** Registers the schema whose implicit resolution is Psych's ScalarScanner#tokenize. */
export function usePsychTokenizer(schema: Schema): void {
  tokenizer = schema;
}

/** ScalarScanner#tokenize: what an untagged plain scalar would be. */
function tokenize(source: string): unknown {
  return tokenizer!.resolveImplicitScalarTag(source).value;
}

// ScalarScanner's timestamps: a time needs Time, a date Date, neither of which the safe load permits
// (Psych asks for the class before it checks the date, so `2024-02-30` is refused as well).
const TIME = /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;

/** Psych's timestamps: refused (as Time or Date) wherever they are read. */
export const psychTimestampTag = defineScalarTag<never>('tag:yaml.org,2002:timestamp', {
  implicit: true,
  implicitFirstChars: ['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  resolve: (source, explicit) => {
    if (TIME.test(source)) return refuse('Time');
    if (DATE.test(source)) return refuse('Date');
    return explicit ? (tokenize(source) as never) : NOT_RESOLVED;
  },
  identify: () => false,
});

/**
 * Plain `<<`: the text, under a tag of its own that is neither YAML's merge (which js-yaml would
 * apply by its rules) nor a string (so the subset reader leaves a mapping with a merge key to js-yaml).
 */
export const psychMergeKeyTag = defineScalarTag<string>('tag:overcat,2026:psych-merge', {
  implicit: true,
  implicitFirstChars: ['<'],
  resolve: (source) => (source === '<<' ? source : NOT_RESOLVED),
  identify: () => false,
});

/** A tag whose implicit reading stays as it is; given explicitly (`!!int "abc"`), it reads the text as tokenize does. */
export function tokenizedWhenExplicit(tag: ScalarTagDefinition<unknown>): ScalarTagDefinition<unknown> {
  return defineScalarTag<unknown>(tag.tagName, {
    ...tag,
    resolve: (source, explicit, tagName) => (explicit ? tokenize(source) : tag.resolve(source, explicit, tagName)),
  });
}

/** Ruby's Float() of a String: decimal (underscores between digits, a lone dot side allowed) or 0x hexadecimal. */
function rubyFloat(text: string): number {
  const t = text.trim();
  if (/^[-+]?(?:\d+(?:_\d+)*)?(?:\.\d+(?:_\d+)*)?(?:[eE][-+]?\d+)?$/.test(t) && /\d/.test(t.replace(/[eE].*$/, ''))) return Number(t.replace(/_/g, ''));
  if (/^[-+]?0x[0-9a-fA-F]+(?:_[0-9a-fA-F]+)*$/i.test(t)) return (t.startsWith('-') ? -1 : 1) * parseInt(t.replace(/^[-+]?0x|_/gi, ''), 16);
  throw new PsychRefusal({ message: `invalid value for Float(): ${JSON.stringify(text)}` });
}

/** `!!float`: Float() of what tokenize makes of the text (`!!float 1` is 1.0, `!!float 1e3` 1000.0). */
export function psychExplicitFloat(source: string): unknown {
  const v = tokenize(source);
  if (typeof v === 'number') return Number.isInteger(v) ? floatData(v) : v;
  if (typeof v === 'string') {
    const f = rubyFloat(v);
    return Number.isInteger(f) ? floatData(f) : f;
  }
  // A number beyond 2^53 (ExactNumber) or anything else: Float() of its value.
  return floatData(Number(String(v)));
}

/** Ruby's unpack('m'): base64 that skips every character outside the alphabet and stops at padding. */
function unpackBase64(source: string): string | typeof NOT_RESOLVED {
  const clean = source.replace(/[^A-Za-z0-9+/=]/g, '').replace(/=.*$/s, '');
  const bytes = Uint8Array.from(atob(clean.slice(0, clean.length - (clean.length % 4 === 1 ? 1 : 0))), (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_RESOLVED; // bytes that are no text: no Puppet String (left to the YAML error)
  }
}

/** What Psych makes of a scalar with an explicit tag that is not one of the schema's own (ToRuby#deserialize). */
function taggedScalar(source: string, tagName: string): unknown {
  if (tagName === '!binary' || tagName === 'tag:yaml.org,2002:binary') return unpackBase64(source);
  const str = /^!(?:str|ruby\/string)(?::(.*))?$/.exec(tagName);
  if (str) return str[1] ? refuse(str[1]) : source;
  if (tagName === '!float') return psychExplicitFloat(source);
  const refused: Record<string, string> = {
    '!ruby/object:BigDecimal': 'BigDecimal',
    '!ruby/object:DateTime': 'DateTime',
    '!ruby/object:Complex': 'Complex',
    '!ruby/object:Rational': 'Rational',
    '!ruby/regexp': 'Regexp',
    '!ruby/range': 'Range',
  };
  if (Object.hasOwn(refused, tagName)) return refuse(refused[tagName]!);
  if (tagName === '!ruby/class' || tagName === '!ruby/module') return refuse(source);
  if (/^!ruby\/sym(bol)?:?(.*)?$/.test(tagName)) return new RubySymbol(source);
  return tokenize(source);
}

/** The class a collection tag makes Psych load (refused), if any. */
function refusedCollection(tagName: string, kind: 'sequence' | 'mapping'): string | undefined {
  if (kind === 'sequence') return /^!(?:seq|ruby\/array):(.*)$/.exec(tagName)?.[1];
  if (tagName === '!set' || tagName === 'tag:yaml.org,2002:set') return 'Psych::Set';
  if (tagName === '!omap' || tagName === 'tag:yaml.org,2002:omap') return 'Psych::Omap';
  const object = /^!ruby\/object:?(.*)?$/.exec(tagName);
  if (object) return object[1] === 'Hash' ? undefined : object[1] || 'Object';
  const struct = /^!ruby\/struct:?(.*)?$/.exec(tagName);
  if (struct) return struct[1] || 'Struct';
  const exception = /^!ruby\/exception:?(.*)?$/.exec(tagName);
  if (exception) return exception[1] || 'Exception';
  if (tagName === '!ruby/range') return 'Range';
  return /^!(?:map|ruby\/hash|ruby\/array|ruby\/marshalable):(.*)$/.exec(tagName)?.[1];
}

const isHash = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Hash#merge!: `from`'s members set in `into`, a key already there keeping its place. */
function mergeInto(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const k of dataKeys(from)) {
    putKey(into, k, from[k]);
    const key = scalarKey(from, k);
    if (key !== undefined) recordScalarKey(into, k, key);
  }
}

/**
 * Every list already placed in a collection. The constructor hands an alias the very array its
 * anchor made, so a list met a second time came through an alias: Psych merges a `<<` list only
 * when its node is a sequence (ToRuby#revive_hash); an alias's Array fails Hash#merge! and stays
 * the `<<` member.
 */
const placed = new WeakSet<unknown[]>();

const place = (value: unknown): void => {
  if (Array.isArray(value)) placed.add(value);
};

/** Sets a member as the mapping reads it: a Symbol key is its name (as yaml_data makes it), a scalar key keeps its Ruby identity. */
function setMember(map: Record<string, unknown>, key: unknown, value: unknown, plainPair: (map: Record<string, unknown>, key: unknown, value: unknown) => string): string {
  const aliased = Array.isArray(value) && placed.has(value);
  place(value);
  // (A quoted "<<" merges as well: Psych spares only a key tagged !!str.)
  if (key !== '<<') return plainPair(map, key, value);
  if (isHash(value)) mergeInto(map, value);
  else if (Array.isArray(value) && !aliased && value.every(isHash)) {
    // A list merges its last mapping first, so the first one wins.
    const merged: Record<string, unknown> = {};
    for (const h of [...value].reverse()) mergeInto(merged, h);
    mergeInto(map, merged);
  } else putKey(map, '<<', value); // Psych keeps what it cannot merge as a plain `<<` member
  return '';
}

/**
 * The mapping tags of the Psych schema: `map` (and every tag Psych reads as a Hash) with Psych's
 * merge keys, from the mapping tag `plain` that sets an ordinary member.
 */
export function psychMappingTags(plain: MappingTagDefinition<Record<string, unknown>>): MappingTagDefinition<Record<string, unknown>>[] {
  const options = {
    ...plain,
    create: (tagName: string) => {
      const refused = refusedCollection(tagName, 'mapping');
      if (refused !== undefined) refuse(refused);
      return {};
    },
    addPair: (map: Record<string, unknown>, key: unknown, value: unknown) => setMember(map, key, value, plain.addPair),
  };
  return [
    defineMappingTag<Record<string, unknown>>(plain.tagName, options),
    defineMappingTag<Record<string, unknown>>('!', { ...options, matchByTagPrefix: true }),
    defineMappingTag<Record<string, unknown>>('tag:', { ...options, matchByTagPrefix: true }),
  ];
}

/** Sequences with a tag Psych has no rule for are Arrays; `!!omap` is a Hash of its one-pair mappings. */
function psychSequenceTag(prefix: string) {
  return defineSequenceTag<unknown[] | Record<string, unknown>>(prefix, {
    matchByTagPrefix: true,
    create: (tagName) => {
      const refused = refusedCollection(tagName, 'sequence');
      if (refused !== undefined) refuse(refused);
      return tagName === '!omap' || tagName === 'tag:yaml.org,2002:omap' ? {} : [];
    },
    addItem: (carrier, item) => {
      place(item);
      if (Array.isArray(carrier)) carrier.push(item);
      else if (isHash(item)) {
        // Psych takes each member's first key and last value.
        const keys = dataKeys(item);
        if (keys.length > 0) putKey(carrier, keys[0]!, item[keys[keys.length - 1]!]);
      }
    },
    identify: () => false,
  });
}

/** Scalars with a tag the schema has no exact rule for, read by ToRuby#deserialize. */
function psychScalarTag(prefix: string) {
  return defineScalarTag<unknown>(prefix, {
    matchByTagPrefix: true,
    resolve: (source, _explicit, tagName) => taggedScalar(source, tagName),
    identify: () => false,
  });
}

/** Untagged (and `!!seq`) lists, which note the lists placed in them as members. */
export const psychSeqTag = defineSequenceTag<unknown[]>(seqTag.tagName, {
  ...seqTag,
  addItem: (list, item, index) => {
    place(item);
    seqTag.addItem(list, item, index);
  },
});

/** The tags every explicit tag the Psych schema has no exact rule for falls to. */
export const PSYCH_FALLBACK_TAGS = [psychScalarTag('!'), psychScalarTag('tag:'), psychSequenceTag('!'), psychSequenceTag('tag:')];

/** Tags of the YAML 1.1 schema Psych has other rules for (taken out of its schema; the fallbacks read them). */
export const NOT_PSYCH_TAGS = new Set(['tag:yaml.org,2002:merge', 'tag:yaml.org,2002:omap', 'tag:yaml.org,2002:pairs', 'tag:yaml.org,2002:set', 'tag:yaml.org,2002:binary']);
