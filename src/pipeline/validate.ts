// The `validate` job: data files checked against their kind's JSON Schema (errors at the YAML
// line:col) and, for override data, the structure, types and parameters against the module path.
// Without a kind, each file's kind is told from its top-level keys; a file of no known kind is an
// error, never validated as something it is not.
import { isHash } from '../data/value.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { suggest } from '../diagnostics/suggest.js';
import { HEAT_SECTIONS, parseEnvironment } from '../heat/environment/load.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { OVERRIDE_KEYS } from '../override/source.js';
import { validateOverrideDocument } from '../override/validate.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { SCHEMAS, schemaNames } from '../schemas/index.js';
import { validateAgainstSchema } from '../schemas/validate.js';
import { readTasksDocument } from '../tasks/task.js';
import { loadYaml, type YamlDocument } from '../yaml/load.js';
import { hintModulepath } from './modulepath-hint.js';

export interface ValidateOptions {
  /** What the files hold: a schema name (override, heat-env, tasks); told from each file's content when absent. */
  kind?: string;
  /** Module directories whose types override data is checked against. */
  modulepath?: readonly string[];
}

/** The top-level keys of each kind `validate` can tell from content. */
const KIND_KEYS: Record<string, readonly string[]> = { override: OVERRIDE_KEYS, 'heat-env': HEAT_SECTIONS };

/**
 * The kind whose keys the document has (or, failing that, near misspellings of them), else a
 * description of what it looks like instead.
 */
function guessKind(value: unknown): { kind: string } | { looks: string } {
  // Fuel's tasks files are the one list overcat reads: a list of mappings with ids.
  if (Array.isArray(value) && value.some((t) => isHash(t) && Object.hasOwn(t, 'id'))) return { kind: 'tasks' };
  if (!isHash(value)) return { looks: Array.isArray(value) ? 'a list, not a mapping' : 'a scalar, not a mapping' };
  const keys = Object.keys(value);
  // A template has a `parameters` section too: its version key says what it is.
  if (Object.hasOwn(value, 'heat_template_version')) return { looks: 'a Heat template (check it with `overcat heat validate`)' };
  for (const near of [false, true]) {
    const kinds = Object.entries(KIND_KEYS).filter(([, known]) => keys.some((k) => known.includes(k) || (near && suggest(k, known, 1).length > 0)));
    if (kinds.length === 1) return { kind: kinds[0]![0] };
    if (kinds.length > 1) return { looks: `it has keys of ${kinds.map(([kind]) => kind).join(' and ')}` };
  }
  if (Array.isArray(value.resources)) return { looks: 'a Puppet catalog' };
  if (Object.hasOwn(value, 'hierarchy') || Object.hasOwn(value, 'version')) return { looks: 'a hiera.yaml' };
  return { looks: `its top-level keys (${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', ...' : ''}) are neither override data nor a Heat environment` };
}

/** Checks every file; problems go to `bag` (an unknown kind is OVC4032, a file of no kind OVC4033). */
export function validate(host: Host, files: readonly string[], options: ValidateOptions, bag: DiagnosticBag): void {
  if (options.kind !== undefined && !SCHEMAS[options.kind]) {
    bag.report('OVC4032', { name: options.kind, known: schemaNames().join(', ') });
    return;
  }
  let types: TypeLookup | undefined;
  const typesFor = () => (types ??= ModulePath.scan(host, options.modulepath ?? [], bag));
  const typesBefore = bag.items.length;
  for (const file of files) {
    const source = readSource(host, file, bag);
    // A Heat environment named as such is read as Heat reads it: a wrong section is OVC6002, as in `heat merge`.
    const doc = !source ? undefined : options.kind === 'heat-env' ? parseEnvironment(source, bag)?.origin?.document : loadYaml(source, bag, { lintDialect: true });
    if (!doc || doc.empty) continue;
    let kind = options.kind;
    if (kind === undefined) {
      const guess = guessKind(doc.value);
      if ('looks' in guess) {
        bag.report('OVC4033', { path: file, looks: guess.looks, known: [...Object.keys(KIND_KEYS), 'tasks'].join(', ') }, { location: doc.locate([]) });
        continue;
      }
      kind = guess.kind;
    }
    check(doc, kind, kind === 'override' ? typesFor() : undefined, bag);
  }
  if (types && (options.modulepath ?? []).length === 0) hintModulepath(bag.items.slice(typesBefore));
}

function check(doc: YamlDocument, kind: string, types: TypeLookup | undefined, bag: DiagnosticBag): void {
  const before = bag.items.length;
  if (types) validateOverrideDocument(doc, types, bag);
  if (kind === 'tasks') readTasksDocument(doc, 0, bag);
  // The schema check skips lines a semantic check already explained (with a better message).
  const lineOf = (offset: number) => doc.source.position(offset).line;
  const explained = new Set(bag.items.slice(before).flatMap((d) => (d.location?.source === doc.source ? [lineOf(d.location.start)] : [])));
  validateAgainstSchema(doc, SCHEMAS[kind]!.build({}), bag, (location) => explained.has(lineOf(location.start)));
}
