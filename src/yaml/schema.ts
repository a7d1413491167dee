// The YAML 1.1 schemas overcat reads data with: YAML 1.1 as Ruby's Psych and PyYAML resolve it.
import { boolYaml11Tag, defineScalarTag, NOT_RESOLVED, Schema, timestampTag, YAML11_SCHEMA } from 'js-yaml';

const BOOLEANS: Record<string, boolean> = {};
for (const [word, value] of [['yes', true], ['no', false], ['true', true], ['false', false], ['on', true], ['off', false]] as const) {
  for (const form of [word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]) BOOLEANS[form] = value;
}

/**
 * YAML 1.1 booleans as PyYAML and Ruby Psych resolve them: js-yaml's YAML 1.1 tag also takes
 * `y`/`n`, which both of them keep as strings (so `n: 1` stays a key named "n").
 */
const psychBoolTag = defineScalarTag<boolean>(boolYaml11Tag.tagName, {
  implicit: true,
  implicitFirstChars: ['y', 'Y', 'n', 'N', 't', 'T', 'f', 'F', 'o', 'O'],
  resolve: (source) => (Object.hasOwn(BOOLEANS, source) ? BOOLEANS[source]! : NOT_RESOLVED),
  identify: (data) => typeof data === 'boolean',
  represent: (data: boolean) => (data ? 'true' : 'false'),
});

const YAML11_DATES = YAML11_SCHEMA.withTags(psychBoolTag);
export const YAML11_STRING_TIMESTAMPS = new Schema(YAML11_DATES.tags.filter((t) => t !== timestampTag));

/** The schema overcat loads data with: YAML 1.1 as Psych/PyYAML read it, timestamps as strings unless asked. */
export function yamlSchema(timestamps: 'string' | 'date' = 'string'): Schema {
  return timestamps === 'date' ? YAML11_DATES : YAML11_STRING_TIMESTAMPS;
}

/** First characters of plain scalars, asked by character code (NaN: the empty scalar). */
export class FirstChars {
  readonly #ascii = new Uint8Array(128);
  readonly #others: boolean;
  readonly #empty: boolean;

  /** `chars` undefined: every character. */
  constructor(chars: Iterable<string> | undefined) {
    if (!chars) this.#ascii.fill(1);
    let others = !chars;
    let empty = !chars;
    for (const c of chars ?? []) {
      if (c === '') empty = true;
      else if (c.charCodeAt(0) < 128) this.#ascii[c.charCodeAt(0)] = 1;
      else others = true;
    }
    this.#others = others;
    this.#empty = empty;
  }

  has(code: number): boolean {
    return code < 128 ? this.#ascii[code] === 1 : code === code ? this.#others : this.#empty;
  }
}

/**
 * The first characters of the plain scalars `schemas` may resolve to something other than a
 * string, from their implicit tags: every other plain scalar is a string to all of them,
 * whatever follows.
 */
export function nonStringFirstChars(...schemas: Schema[]): FirstChars {
  const chars = new Set<string>();
  for (const schema of schemas) {
    for (const tag of schema.tags) {
      if (tag.nodeKind !== 'scalar' || !tag.implicit) continue;
      if (tag.implicitFirstChars === null) return new FirstChars(undefined);
      for (const c of tag.implicitFirstChars) chars.add(c);
    }
  }
  return new FirstChars(chars);
}
