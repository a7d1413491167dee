// YAML output of data that may hold exact numbers: `4.0` and `12345678901234567890` written as read.
import { defineScalarTag, dump, DUMP_SCHEMA, type DumpOptions, type ScalarTagDefinition, type Schema } from 'js-yaml';
import { ExactNumber } from '../data/exact-number.js';

function exactTag(kind: 'integer' | 'float'): ScalarTagDefinition<unknown> {
  const tagName = `tag:yaml.org,2002:${kind === 'integer' ? 'int' : 'float'}`;
  const base = DUMP_SCHEMA.tags.find((t) => t.tagName === tagName) as ScalarTagDefinition<unknown>;
  return defineScalarTag<unknown>(tagName, {
    ...base,
    identify: (data) => (data instanceof ExactNumber ? data.kind === kind : base.identify(data)),
    represent: (data) => (data instanceof ExactNumber ? data.text : base.represent!(data)),
  });
}

const EXACT_DUMP: Schema = DUMP_SCHEMA.withTags(exactTag('integer'), exactTag('float'));

/** js-yaml's dump with exact numbers kept. */
export function dumpYaml(value: unknown, options: Omit<DumpOptions, 'schema'> = {}): string {
  return dump(value, { ...options, schema: EXACT_DUMP });
}
