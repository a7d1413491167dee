// The outputs section as Heat 19 reads it (CommonTemplate.outputs): each output a map with a
// `value`, its `condition` (2016-10-14 on) decided, the value parsed with the version's table.
import { isHash, truthy } from '../../data/value.js';
import { dataEntries } from '../../data/key-order.js';
import { joinItemError, pyKey, pyTypeName } from '../parameters/python.js';
import { parseSnippet, type ParseContext } from './functions/parse.js';
import { HeatError } from './functions/values.js';
import { faultPath } from './value-schema.js';
import { atLeast, type HotVersion } from './versions.js';

export interface OutputDefinition {
  name: string;
  /** The parsed value; undefined when the output's condition is false (its value is then None). */
  value: unknown;
  enabled: boolean;
  description?: unknown;
}

const failed = (name: string, message: string, path = faultPath(['outputs', name])) => new HeatError('StackValidationFailed', `Output validation error: ${path}: ${message}`);

export function outputDefinitions(section: unknown, version: HotVersion, ctx: ParseContext, enabled: (condition: unknown, path: string) => boolean): OutputDefinition[] {
  // An empty section of any kind reads as {}; another that is no mapping fails at its items().
  if (!truthy(section)) return [];
  if (!isHash(section)) throw new HeatError('AttributeError', `'${pyTypeName(section)}' object has no attribute 'items'`);
  const out: OutputDefinition[] = [];
  for (const [name, val] of dataEntries(section)) {
    // Each output's path ('outputs.<name>...') is joined from its name: a name YAML read as a number or boolean fails there.
    const key = pyKey(section, name);
    if (key.type !== 'str') throw new HeatError('TypeError', joinItemError(1, key).message);
    if (!isHash(val)) throw failed(name, `Output definitions must be a map. Found a ${pyTypeName(val)} instead`);
    if (!Object.hasOwn(val, 'value')) throw failed(name, 'Each output definition must contain a value key.');
    if (atLeast(version, '2016-10-14')) {
      const path = faultPath(['outputs', name, 'condition']);
      const condition = parseSnippet(val.condition ?? null, path, { ...ctx, table: ctx.conditionTable });
      if (!enabled(condition, path)) {
        out.push({ name, value: undefined, enabled: false, description: val.description });
        continue;
      }
    }
    out.push({ name, value: parseSnippet(val.value, `outputs.${name}.value`, ctx), enabled: true, description: val.description });
  }
  return out;
}
