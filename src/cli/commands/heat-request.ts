// The request options `heat merge` and `heat stack create|update` share, and the request they build.
import type { Command } from 'commander';
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { readRequestBody, requestFromOptions, type HeatRequest } from '../../heat/request.js';
import type { Host } from '../../host/host.js';

export interface RequestCliOptions {
  template?: string;
  environment: string[];
  envList?: string;
  parameterFile: string[];
  parameter: string[];
  body?: string;
  existing?: boolean;
  clearParameter?: string[];
  heatCompat?: boolean;
}

export const collect = (v: string, acc: string[]) => [...acc, v];

/** heatclient's stack create options (and --body, a whole request body in JSON or YAML). */
export function addRequestOptions(command: Command): Command {
  return command
    .option('-t, --template <file>', 'the HOT template')
    .option('-e, --environment <file>', 'environment file (repeatable, in order)', collect, [])
    .option('--env-list <file>', 'a file naming environment files, one path a line (after the -e files)')
    .option('--parameter-file <key=file>', "a parameter whose value is a file's text (repeatable)", collect, [])
    .option('-P, --parameter <key=value>', "explicit parameter (repeatable; ';' separates several)", collect, [])
    .option('--body <file>', 'a stack request body (JSON or YAML: template, files, environment_files, environment, parameters, existing, clear_parameters); the other options add to it')
    .option('--heat-compat', "reproduce Heat 19 instead of the seed semantics (explicit parameters merged before the files, ...)");
}

/** The request the options describe; undefined when the body cannot be read. */
export function buildRequest(host: Host, o: RequestCliOptions, bag: DiagnosticBag): HeatRequest | undefined {
  const base = o.body === undefined ? {} : readRequestBody(host, o.body, bag);
  if (!base) return undefined;
  return requestFromOptions(
    host,
    {
      ...(o.template !== undefined ? { template: o.template } : {}),
      environment: o.environment,
      ...(o.envList !== undefined ? { envList: o.envList } : {}),
      parameter: o.parameter,
      parameterFile: o.parameterFile,
      existing: o.existing ?? false,
      clearParameter: o.clearParameter ?? [],
    },
    bag,
    base,
  );
}
