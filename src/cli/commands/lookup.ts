// `overcat lookup`: Hiera 5 lookups as `puppet lookup` does them, with --explain and provenance.
// `--format` gives overcat's one document; `--render-as` gives exactly what `puppet lookup
// --render-as` prints (the value alone, diagnostics as text on stderr).
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { redacted } from '../../hiera/convert.js';
import { explanationToJson, renderExplanationText, renderOptionsExplanationText } from '../../hiera/explain.js';
import { lookup } from '../../pipeline/lookup.js';
import type { RenderAs } from '../../pipeline/lookup-render.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { addFormatOption, emit, jsonText, printDiagnostics, yamlText, type OutputFormat } from '../output.js';

interface LookupCliOptions {
  hiera?: string;
  facts: string;
  node?: string;
  environment: string;
  modulepath?: string;
  merge?: string;
  knockOutPrefix?: string;
  sortMergedArrays?: boolean;
  mergeHashArrays?: boolean;
  default?: string;
  type?: string;
  explain?: boolean;
  explainOptions?: boolean;
  format: OutputFormat;
  renderAs?: RenderAs;
}

export function installLookup(command: Command): void {
  addFormatOption(
    command
      .argument('<key...>', 'keys to look up; dotted keys (a.b.0) dig into the value')
      .option('--hiera <file>', 'the environment layer hiera.yaml (version 5)')
      .requiredOption('--facts <file>', 'facts of the node (JSON or YAML)')
      .option('--node <name>', 'node name: sets trusted.certname (default: the clientcert fact, then fqdn)')
      .option('--environment <name>', "the node's environment, %{::environment} in Hiera data", 'production')
      .option('--modulepath <dirs>', `module directories ('${path.delimiter}'-separated) whose modules' hiera.yaml form the module layer`)
      .addOption(new Option('--merge <strategy>', 'merge strategy (overrides lookup_options)').choices(['first', 'unique', 'hash', 'deep']))
      .option('--knock-out-prefix <prefix>', 'deep merge: prefix that removes an element or key of a lower level')
      .option('--sort-merged-arrays', 'deep merge: sort merged arrays')
      .option('--merge-hash-arrays', 'deep merge: merge hashes inside arrays')
      .option('--default <value>', 'value returned when no level has the key')
      .option('--type <type>', 'a Puppet type the value found (or the default) must match, as `puppet lookup --type`')
      .option('--explain', 'show every layer, level and path tried, and where each merged leaf came from')
      .option('--explain-options', "show how the key's lookup_options were found (each layer's lookup_options, the key or regexp that applies)"),
    'text (a string as is, other values as YAML)',
  )
    .addOption(new Option('--render-as <format>', "what `puppet lookup --render-as` prints: the value alone (s, json: Puppet's compact JSON, yaml)").choices(['s', 'json', 'yaml']))
    .action(async (keys: string[], o: LookupCliOptions, command: Command) => {
      if (o.renderAs !== undefined && command.getOptionValueSource('format') === 'cli') {
        process.stderr.write('overcat lookup: give --format or --render-as, not both\n');
        process.exitCode = EXIT.usage;
        return;
      }
      // Puppet refuses the deep merge options with any other merge than an explicit --merge deep.
      if ((o.knockOutPrefix !== undefined || o.sortMergedArrays || o.mergeHashArrays) && o.merge !== 'deep') {
        process.stderr.write("overcat lookup: the options --knock-out-prefix, --sort-merged-arrays, and --merge-hash-arrays are only available with '--merge deep'\n");
        process.exitCode = EXIT.usage;
        return;
      }
      process.exitCode = await runLookup(keys, o);
    });
}

function mergeOption(o: LookupCliOptions): unknown {
  const deepOptions = o.knockOutPrefix !== undefined || o.sortMergedArrays || o.mergeHashArrays;
  if (!deepOptions) return o.merge;
  const spec: Record<string, unknown> = { strategy: 'deep' };
  if (o.knockOutPrefix !== undefined) spec.knockout_prefix = o.knockOutPrefix;
  if (o.sortMergedArrays) spec.sort_merged_arrays = true;
  if (o.mergeHashArrays) spec.merge_hash_arrays = true;
  return spec;
}

/** The value as the text format prints it: a string as is, any other value as YAML. */
function renderText(value: unknown): string {
  return typeof value === 'string' ? `${value}\n` : yamlText(value);
}

/** The value as `puppet lookup --render-as` prints it; undefined (reported to `bag`) when Ruby's writer would fail. */
async function renderAs(value: unknown, as: RenderAs, bag: DiagnosticBag): Promise<string | undefined> {
  // Ruby's writers go through Puppet's value model: loaded only when asked for.
  const { renderLookupValue, RenderError } = await import('../../pipeline/lookup-render.js');
  try {
    return renderLookupValue(value, as);
  } catch (e) {
    if (!(e instanceof RenderError)) throw e;
    bag.report('OVC5015', { format: as, message: e.message });
    return undefined;
  }
}

async function runLookup(keys: string[], o: LookupCliOptions): Promise<number> {
  const modulepath = splitModulepath(o.modulepath);
  // Reads stay inside the directories the user named: the hiera.yaml's, the modules', the facts file.
  const host = confinedHost([o.hiera && path.dirname(o.hiera), ...modulepathRoots(modulepath), o.facts]);
  const bag = new DiagnosticBag();
  // convert_to converts as Puppet's `new` does: its functions load here, not with the command.
  const { puppetConvertTo } = await import('../../pipeline/lookup-convert.js');
  const result = lookup(
    host,
    {
      keys,
      facts: o.facts,
      modulepath,
      merge: mergeOption(o),
      ...(o.hiera ? { hiera: o.hiera } : {}),
      ...(o.node ? { node: o.node } : {}),
      environment: o.environment,
      convert: puppetConvertTo,
      ...(o.default !== undefined ? { default: o.default } : {}),
      ...(o.explain ? { explain: true } : {}),
      ...(o.explainOptions ? { explainOptions: true } : {}),
    },
    bag,
  );
  // The type's text needs the Puppet parser: loaded only when asked for.
  if (result?.found && o.type !== undefined) (await import('../../pipeline/lookup-type.js')).checkLookupType(o.type, result, bag);
  const found = result?.found === true && !bag.hasErrors;
  // A value Hiera converted to Sensitive (convert_to) is never printed: Puppet's s and json
  // renderings say this (its yaml dumps the Ruby object, secret included).
  const value = redacted(result?.value);
  // Explaining, as `puppet lookup --explain`/`--explain-options` do, a key not found is no failure.
  const explaining = o.explain === true || o.explainOptions === true;
  const code = bag.hasErrors || (!result?.found && !o.explainOptions) ? EXIT.inputError : EXIT.ok;
  const options = result?.optionsExplanation;
  // The options' explanation comes first: Puppet finds a key's lookup_options before the key.
  const explainedText = () => (options ? renderOptionsExplanationText(options) : '') + (result && o.explain ? renderExplanationText(result) : '');
  const explainedJson = () => ({ ...(options ? { explainOptions: options } : {}), ...(result && o.explain ? { explain: explanationToJson(result) } : {}) });
  if (o.renderAs !== undefined) {
    if (result && explaining) process.stdout.write(o.renderAs === 'json' ? jsonText(o.explain && !options ? explanationToJson(result) : explainedJson()) : explainedText());
    else if (found) {
      const text = await renderAs(value, o.renderAs, bag);
      if (text !== undefined) process.stdout.write(text);
    }
    printDiagnostics(bag.items);
    return bag.hasErrors ? EXIT.inputError : code;
  }
  const document = { found, ...(found ? { value: value ?? null } : {}), ...explainedJson() };
  emit(o.format, bag, document, () => {
    if (result && explaining) return explainedText();
    return found ? renderText(value) : undefined;
  });
  return code;
}
