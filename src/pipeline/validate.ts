// The `validate` job: data files checked against their kind's JSON Schema (errors at the YAML
// line:col) and, for override data, the structure, types and parameters against the module path.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { validateOverrideDocument } from '../override/validate.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import { SCHEMAS, schemaNames } from '../schemas/index.js';
import { validateAgainstSchema } from '../schemas/validate.js';
import { loadYaml } from '../yaml/load.js';

export interface ValidateOptions {
  /** What the files hold: a schema name (override, hiera, env, ...). */
  kind: string;
  /** Module directories whose types override data is checked against. */
  modulepath?: readonly string[];
}

/** Checks every file; problems go to `bag` (an unknown kind is OVC4032). */
export function validate(host: Host, files: readonly string[], options: ValidateOptions, bag: DiagnosticBag): void {
  const entry = SCHEMAS[options.kind];
  if (!entry) {
    bag.report('OVC4032', { name: options.kind, known: schemaNames().join(', ') });
    return;
  }
  const types = options.kind === 'override' ? ModulePath.scan(host, options.modulepath ?? [], bag) : undefined;
  const schema = entry.build({});
  for (const file of files) {
    const source = readSource(host, file, bag);
    const doc = source ? loadYaml(source, bag, { lintDialect: true }) : undefined;
    if (!doc) continue;
    const before = bag.items.length;
    if (types) validateOverrideDocument(doc, types, bag);
    // The schema check skips lines a semantic check already explained (with a better message).
    const lineOf = (offset: number) => doc.source.position(offset).line;
    const explained = new Set(bag.items.slice(before).flatMap((d) => (d.location?.source === doc.source ? [lineOf(d.location.start)] : [])));
    validateAgainstSchema(doc, schema, bag, (location) => explained.has(lineOf(location.start)));
  }
}
