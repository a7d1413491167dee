// JSON Schema of a Heat environment file: the six sections Heat 19 accepts (reference heat.md §2).
const hash = { type: 'object' };

export function heatEnvSchema(): object {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://overcat.invalid/schemas/heat-env.json',
    title: 'Heat environment file',
    type: 'object',
    additionalProperties: false,
    properties: {
      parameters: { ...hash, description: 'values for template parameters; beat parameter_defaults' },
      parameter_defaults: { ...hash, description: 'defaults for parameters of the template and nested templates' },
      resource_registry: { ...hash, description: 'resource type mappings' },
      event_sinks: { type: 'array', items: hash },
      encrypted_param_names: { type: 'array', items: { type: 'string' } },
      parameter_merge_strategies: {
        type: 'object',
        description: 'per-parameter strategy for merging with earlier files; `default` applies to the rest',
        additionalProperties: { enum: ['overwrite', 'merge', 'deep_merge'] },
      },
    },
  };
}
