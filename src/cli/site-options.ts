// What `overcat compile` takes about the site, the same for one node and for a fleet: the Hiera
// configuration, the manifest (file, --code or ENC classes), the environment, the server's facts
// and strict variables, as the pipeline's CompileOptions spell them.
import type { CompileOptions } from '../pipeline/compile.js';

export interface SiteCliOptions {
  hiera?: string;
  manifest?: string;
  class: string[];
  code?: string;
  environment?: string;
  serverFacts?: string;
  strictVariables?: boolean;
}

export function siteCompileOptions(o: SiteCliOptions): Pick<CompileOptions, 'hiera' | 'manifest' | 'code' | 'classes' | 'environment' | 'serverFacts' | 'strictVariables'> {
  return {
    ...(o.hiera ? { hiera: o.hiera } : {}),
    ...(o.manifest ? { manifest: o.manifest } : {}),
    ...(o.code !== undefined ? { code: o.code } : {}),
    ...(o.class.length > 0 ? { classes: o.class } : {}),
    ...(o.environment ? { environment: o.environment } : {}),
    ...(o.serverFacts ? { serverFacts: o.serverFacts } : {}),
    ...(o.strictVariables ? { strictVariables: true } : {}),
  };
}
