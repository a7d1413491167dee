// The stored state of one stack: its inputs (seed semantics) and the merged results of both modes.
import { isHash, type DataHash } from '../../data/value.js';

/** What one mode made of a stack: the environment as Heat stores it and the parameter values. */
export interface StackResult {
  environment: DataHash;
  /** Typed values when the template is known; the effective raw values otherwise. */
  parameters: DataHash;
}

export interface StackRecord {
  format: 1;
  name: string;
  id: string;
  project_id: string;
  template?: string | DataHash;
  /** name → text, every file the stack's requests carried (PATCH overlays new ones). */
  files: Record<string, string>;
  /** The ordered environment files (PATCH appends), all names in `files`. */
  environment_files: string[];
  /** The inline environment (PATCH updates it section by section). */
  environment: DataHash;
  /** Explicit parameters (PATCH overlays, clear_parameters removes). */
  parameters: DataHash;
  /** The timeout (minutes) a request gave, which an update without one keeps. */
  timeout_mins?: number;
  /** The default mode's result; null when only Heat 19 accepted the last request. */
  seed: StackResult | null;
  /** What Heat 19 would have stored; null when Heat 19 rejected a request the default mode took. */
  heat: StackResult | null;
}

const isResult = (v: unknown): boolean => v === null || (isHash(v) && isHash(v.environment) && isHash(v.parameters));

/** Checks a record read back from the store; a reason string when it is not one overcat wrote. */
export function checkRecord(value: unknown): StackRecord | string {
  if (!isHash(value)) return 'not a JSON object';
  if (value.format !== 1) return `unknown format ${JSON.stringify(value.format)}`;
  for (const key of ['name', 'id', 'project_id']) if (typeof value[key] !== 'string') return `${key} is not a string`;
  if (!isHash(value.files) || !Object.values(value.files).every((t) => typeof t === 'string')) return 'files is not a map of texts';
  if (!Array.isArray(value.environment_files) || !value.environment_files.every((n) => typeof n === 'string')) return 'environment_files is not a list of names';
  if (!isHash(value.environment) || !isHash(value.parameters)) return 'environment or parameters is not a mapping';
  if (!isResult(value.seed) || !isResult(value.heat)) return 'seed or heat is not a result';
  if (value.timeout_mins !== undefined && !(typeof value.timeout_mins === 'number' && Number.isInteger(value.timeout_mins) && value.timeout_mins > 0)) return 'timeout_mins is not a positive integer';
  if (value.template !== undefined && typeof value.template !== 'string' && !isHash(value.template)) return 'template is neither text nor a mapping';
  return value as unknown as StackRecord;
}
