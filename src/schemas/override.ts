// JSON Schema (draft-07) of override data; with a module path's types it enumerates every type
// and its parameters, so yaml-language-server completes and checks them in an editor.
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';

/** Puppet's metaparameters, valid for every type (filtered through the registry's own list). */
const METAPARAMETERS = ['alias', 'audit', 'before', 'loglevel', 'noop', 'notify', 'require', 'schedule', 'stage', 'subscribe', 'tag'];
const RELATIONSHIPS = new Set(['before', 'require', 'notify', 'subscribe']);

const REFERENCE = { type: 'string', pattern: '^(::)?[A-Za-z]\\w*(::[A-Za-z]\\w*)*\\[.+\\]$' };
const STRING_LIST = { type: ['array', 'null'], items: { type: 'string' } };

function relationshipSchema(name: string): object {
  return {
    description: `Resource references; appended to the catalog's ${name} (duplicates dropped), not replaced.`,
    oneOf: [REFERENCE, { type: 'array', items: REFERENCE }, { type: 'null' }],
  };
}

/** One resource's parameters: any keys without a module path, the type's own with one. */
function parametersSchema(parameters?: string[]): object {
  if (!parameters) {
    return {
      type: 'object',
      description: 'Parameters of the resource; write {} for none.',
      properties: Object.fromEntries([...RELATIONSHIPS].map((r) => [r, relationshipSchema(r)])),
    };
  }
  const properties: Record<string, object> = {};
  for (const p of parameters) properties[p] = RELATIONSHIPS.has(p) ? relationshipSchema(p) : {};
  return { type: 'object', description: 'Parameters of the resource; write {} for none.', properties, additionalProperties: false };
}

/** `^[Nn][Oo][Vv][Aa]_[Cc]...$`: type names match in any case, as overcat compares them. */
function anyCase(name: string): string {
  const chars = [...name].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${chars.join('')}$`;
}

export function overrideSchema(types?: TypeLookup): object {
  let perType: { properties?: Record<string, object>; patternProperties?: Record<string, object>; additionalProperties: object | boolean };
  const defaultsPerType: { properties?: Record<string, object>; patternProperties?: Record<string, object>; additionalProperties: object | boolean } = {
    additionalProperties: parametersSchema(),
  };
  if (types) {
    const metas = METAPARAMETERS.filter((m) => types.isMetaparameter(m));
    const properties: Record<string, object> = {};
    const patterns: Record<string, object> = {};
    const defaults: Record<string, object> = {};
    const defaultPatterns: Record<string, object> = {};
    for (const name of [...types.typeNames()].sort()) {
      const t = types.getType(name);
      if (!t) continue;
      const params = t.parameters ? [...new Set([...t.namevars, ...t.parameters.map((p) => p.name), ...metas])].sort() : undefined;
      // The lower-case name for editors' completion, a pattern for the other spellings.
      properties[name] = { type: 'object', description: `Resources of type ${name} by title`, additionalProperties: parametersSchema(params) };
      patterns[anyCase(name)] = properties[name]!;
      defaults[name] = parametersSchema(params);
      defaultPatterns[anyCase(name)] = defaults[name]!;
    }
    perType = { properties, patternProperties: patterns, additionalProperties: false };
    defaultsPerType.properties = defaults;
    defaultsPerType.patternProperties = defaultPatterns;
    defaultsPerType.additionalProperties = false;
  } else {
    perType = { additionalProperties: { type: 'object', description: 'Resources of this type by title', additionalProperties: parametersSchema() } };
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://overcat.invalid/schemas/override.json',
    title: 'overcat override data (configuration / configuration_options)',
    description: 'Hiera data or a --data file: `configuration` overrides catalog resources, `configuration_options` steers how.',
    type: 'object',
    properties: {
      configuration: {
        type: ['object', 'null'],
        description: 'Resource type -> title -> parameters. Types compare case-insensitively, titles exactly.',
        propertyNames: { minLength: 1 },
        ...perType,
      },
      configuration_options: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: {
          create: { type: 'boolean', default: true, description: 'Create resources the catalog does not have (default true).' },
          types_filter: { ...STRING_LIST, description: 'Only these types (empty = all).' },
          titles_filter: { ...STRING_LIST, description: 'Only these titles (empty = all); combined with types_filter by AND.' },
          types_create_exception: { ...STRING_LIST, description: 'create true: never create these types; create false: create only these.' },
          titles_create_exception: { ...STRING_LIST, description: 'create true: never create these titles; create false: create only these.' },
          defaults: {
            type: ['object', 'null'],
            description: 'Per type, parameters applied under the explicit ones (and over catalog values).',
            ...defaultsPerType,
          },
        },
      },
    },
  };
}
