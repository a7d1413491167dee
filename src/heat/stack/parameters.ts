// The template/parameter step of a stack operation: the one place the engine asks the template for
// parameter types, immutability and typed values.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { HeatParameterType } from '../../merge/heat-strategies.js';
import type { DataHash } from '../../merge/value.js';
import { effective } from '../merge.js';

/** Who the stack is, for the pseudo parameters OS::stack_name, OS::stack_id, OS::project_id. */
export interface StackIdentity {
  stackName: string;
  stackId: string;
  projectId: string;
}

/** What the immutable check needs of a parameter's schema. */
export interface StackParameterSchema {
  immutable?: boolean;
}

export interface StackParameters {
  /** Value per parameter: typed from the template when there is one. */
  values: DataHash;
  /** The template's parameters in template order; undefined without a template. */
  schemas: ReadonlyMap<string, StackParameterSchema> | undefined;
}

/** Parameter types for the merge strategies; undefined lets the merge read them off the values. */
export function templateSchemata(_template: unknown): ReadonlyMap<string, HeatParameterType> | undefined {
  return undefined;
}

/**
 * The parameters of a stack whose merged environment is `environment`. Until HOT templates are
 * typed, the template is carried along unread and the values are the effective raw ones
 * (parameters over parameter_defaults).
 */
export function stackParameters(_template: unknown, environment: DataHash, _identity: StackIdentity, _bag: DiagnosticBag): StackParameters | undefined {
  return { values: effective(environment), schemas: undefined };
}
