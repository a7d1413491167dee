// The request options `heat merge`, `heat validate` and `heat stack create|update` share (heatclient's
// stack create options and a whole --body), and the request body they build through the Host.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { readRequestBody, requestFromOptions, type HeatRequest } from '../heat/request.js';
import type { Host } from '../host/host.js';

export interface HeatRequestOptions {
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

/** The request the options describe; undefined when the body cannot be read. */
export function buildRequest(host: Host, o: HeatRequestOptions, bag: DiagnosticBag): HeatRequest | undefined {
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
