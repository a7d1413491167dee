// The registry of JSON Schemas overcat prints (`overcat schema NAME`) and validates with (`validate --kind`).
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { heatEnvSchema } from './heat-env.js';
import { overrideSchema } from './override.js';
import { tasksSchema } from './tasks.js';

/** What a schema may be specialised with (e.g. the types of a module path). */
export interface SchemaContext {
  types?: TypeLookup;
}

export interface SchemaEntry {
  description: string;
  build(context: SchemaContext): object;
}

export const SCHEMAS: Record<string, SchemaEntry> = {
  'heat-env': {
    description: 'Heat environment file: parameters, parameter_defaults, resource_registry, event_sinks, encrypted_param_names, parameter_merge_strategies',
    build: () => heatEnvSchema(),
  },
  override: {
    description: 'override data: configuration / configuration_options (with --modulepath: its types and parameters)',
    build: (context) => overrideSchema(context.types),
  },
  tasks: {
    description: 'Fuel deployment tasks file (tasks.yaml): a list of tasks with id, type, roles, dependencies, condition, parameters',
    build: () => tasksSchema(),
  },
};

export function schemaNames(): string[] {
  return Object.keys(SCHEMAS).sort();
}
