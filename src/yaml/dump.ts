// YAML output of data that may hold exact numbers: `4.0` and `12345678901234567890` written as read, keys in their order.
import { defineMappingTag, defineScalarTag, dump, DUMP_SCHEMA, mapTag, type DumpOptions, type ScalarTagDefinition, type Schema } from 'js-yaml';
import { ExactNumber } from '../data/exact-number.js';
import { dataEntries } from '../data/key-order.js';

function exactTag(kind: 'integer' | 'float'): ScalarTagDefinition<unknown> {
  const tagName = `tag:yaml.org,2002:${kind === 'integer' ? 'int' : 'float'}`;
  const base = DUMP_SCHEMA.tags.find((t) => t.tagName === tagName) as ScalarTagDefinition<unknown>;
  return defineScalarTag<unknown>(tagName, {
    ...base,
    identify: (data) => (data instanceof ExactNumber ? data.kind === kind : base.identify(data)),
    represent: (data) => (data instanceof ExactNumber ? data.text : base.represent!(data)),
  });
}

/** Mappings written in the order their keys were read (key-order.ts), integer-like keys too. */
const orderedMapTag = defineMappingTag<Record<string, unknown>>(mapTag.tagName, { ...mapTag, represent: (o: Record<string, unknown>) => new Map(dataEntries(o)) });

const EXACT_DUMP: Schema = DUMP_SCHEMA.withTags(exactTag('integer'), exactTag('float'), orderedMapTag);

/** js-yaml's dump with exact numbers kept. */
export function dumpYaml(value: unknown, options: Omit<DumpOptions, 'schema'> = {}): string {
  return dump(value, { ...options, schema: EXACT_DUMP });
}
