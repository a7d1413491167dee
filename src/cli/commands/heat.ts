// `overcat heat merge`: a Heat request's environment files merged in order, with explicit parameters.
import * as path from 'node:path';
import type { Command } from 'commander';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { loadEnvironmentFile } from '../../heat/environment/load.js';
import { mergeHeatRequest } from '../../heat/merge.js';
import { DiskHost } from '../../host/disk-host.js';
import type { Contribution, Layer } from '../../merge/layer.js';
import type { DataHash } from '../../merge/value.js';
import { EXIT } from '../exit-codes.js';
import { readSource } from '../source-reader.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';

interface HeatMergeOptions {
  environment: string[];
  envList?: string;
  parameterFile: string[];
  parameter: string[];
  explain?: boolean;
  heatCompat?: boolean;
  format: OutputFormat;
}

const collect = (v: string, acc: string[]) => [...acc, v];

export function installHeat(program: Command): void {
  const heat = program.command('heat').description('Heat environments and parameters');
  heat
    .command('merge')
    .description('merge environment files in order and resolve the parameters')
    .option('-e, --environment <file>', 'environment file (repeatable, in order)', collect, [])
    .option('--env-list <file>', 'a file naming environment files, one path a line (after the -e files)')
    .option('--parameter-file <key=file>', "a parameter whose value is a file's text (repeatable)", collect, [])
    .option('-P, --parameter <key=value>', "explicit parameter (repeatable; ';' separates several)", collect, [])
    .option('--heat-compat', "Heat 19's order: explicit parameters merged before the files")
    .option('--explain', 'per parameter, every contribution with file:line and strategy')
    .option('--format <format>', 'text or json', 'text')
    .action((o: HeatMergeOptions) => {
      process.exitCode = runMerge(o);
    });
}

/** heatclient's format_parameters: `a=1;b=2` splits on ';', a piece without '=' continues the previous value. */
export function parseParameterOptions(options: readonly string[], bag: DiagnosticBag): DataHash {
  const out: DataHash = {};
  for (const option of options) {
    let last: string | undefined;
    for (const piece of option.split(';')) {
      const eq = piece.indexOf('=');
      if (eq < 0) {
        if (last === undefined) bag.report('OVC6006', { text: piece });
        else out[last] = `${out[last] as string};${piece}`;
        continue;
      }
      last = piece.slice(0, eq);
      out[last] = piece.slice(eq + 1);
    }
  }
  return out;
}

/** file:line of a contribution, when it came from a file. */
function where(c: Contribution): string | undefined {
  return c.location ? `${c.location.source.path}:${c.location.source.position(c.location.start).line}` : undefined;
}

function runMerge(o: HeatMergeOptions): number {
  if (o.format !== 'text' && o.format !== 'json') {
    process.stderr.write('overcat heat merge: --format must be text or json\n');
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const named = [...o.environment, ...(o.envList ? [o.envList] : []), ...o.parameterFile.map((p) => p.slice(p.indexOf('=') + 1))];
  let host = new DiskHost({ roots: named.map((f) => path.dirname(path.resolve(f))) });
  const files = [...o.environment];
  if (o.envList) {
    const list = readSource(host, o.envList, bag);
    const listed = list ? list.text.split('\n').map((l) => l.trim()).filter(Boolean) : [];
    files.push(...listed);
    host = new DiskHost({ roots: [...named, ...listed].map((f) => path.dirname(path.resolve(f))) });
  }
  const explicit = parseParameterOptions(o.parameter, bag);
  // heatclient's -f/--parameter-file: the value is the file's text.
  for (const p of o.parameterFile) {
    const eq = p.indexOf('=');
    if (eq < 0) {
      bag.report('OVC6006', { text: p });
      continue;
    }
    const text = readSource(host, p.slice(eq + 1), bag);
    if (text) explicit[p.slice(0, eq)] = text.text;
  }
  const layers = files.map((f) => loadEnvironmentFile(host, f, bag)).filter((l): l is Layer => l !== undefined);
  const result = bag.hasErrors ? undefined : mergeHeatRequest(layers, explicit, bag, { heatCompat: o.heatCompat ?? false });
  const diagnostics = sortDiagnostics(bag.items);
  if (o.format === 'json') {
    const out: Record<string, unknown> = { environment: result?.environment ?? {}, parameters: result?.parameters ?? {} };
    if (o.explain && result) out.explain = Object.fromEntries([...result.provenance].map(([k, list]) => [k, list.map((c) => ({ ...c, location: where(c) }))]));
    out.diagnostics = diagnostics.map(diagnosticToJson);
    process.stdout.write(jsonText(out));
  } else {
    if (result) process.stdout.write(jsonText({ environment: result.environment, parameters: result.parameters }));
    if (result && o.explain) {
      for (const [key, list] of result.provenance) {
        process.stdout.write(`${key}\n`);
        for (const c of list) process.stdout.write(`  ${where(c) ?? c.layer} (${c.strategy}): ${JSON.stringify(c.value)}\n`);
      }
    }
    printDiagnostics(diagnostics, 'text');
  }
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
