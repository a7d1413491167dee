// The tripleo-heat-templates check (run on demand, CI-optional): every non-Jinja environment file
// of a tripleo-heat-templates tree merges, and every template validates and previews, as Heat 19
// accepts them. The tree is a rendered copy (default ../shared/data/tripleo-heat-templates, or a
// directory given as argument, or `--git GITDIR` for a fetched snapshot, exported to a temporary
// directory); nothing of it is committed. Prints a skip notice when no tree is there.
//
//   npm run build && node dist/scripts/check-tripleo-templates.js [DIR | --git GITDIR]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { parseEnvironment } from '../src/heat/environment/load.js';
import { mergeHeatRequest } from '../src/heat/merge.js';
import { loadHotTemplate } from '../src/heat/template/load.js';
import { requestFromOptions } from '../src/heat/request.js';
import { DiskHost } from '../src/host/disk-host.js';
import { previewTemplate } from '../src/heat/template/stack-preview.js';
import { parameterSection } from '../src/heat/template/template.js';
import { isHash, type DataHash } from '../src/merge/value.js';

function tree(argv: string[]): string | undefined {
  if (argv[0] === '--git') {
    const dir = mkdtempSync(join(tmpdir(), 'tht-'));
    execFileSync('sh', ['-c', `git --git-dir="$0" archive HEAD | tar -x -C "$1"`, argv[1]!, dir]);
    return dir;
  }
  const dir = argv[0] ?? new URL('../../../shared/data/tripleo-heat-templates', import.meta.url).pathname;
  return existsSync(dir) ? dir : undefined;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.ya?ml$/.test(name) && !name.includes('.j2.')) out.push(path);
  }
  return out;
}

/** A value of the parameter's type for parameters the check must give (no default, no environment). */
function placeholder(schema: DataHash): unknown {
  const constraints = Array.isArray(schema.constraints) ? schema.constraints : [];
  const allowed = constraints.find((c) => isHash(c) && Array.isArray(c.allowed_values)) as DataHash | undefined;
  if (allowed) return (allowed.allowed_values as unknown[])[0];
  switch (schema.type) {
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'json':
      return {};
    case 'comma_delimited_list':
      return [];
    default:
      return 'x';
  }
}

const root = tree(process.argv.slice(2));
if (!root) {
  console.log('check-tripleo-templates: skipped — no tripleo-heat-templates tree (give a directory, or --git GITDIR of a fetched snapshot)');
  process.exit(0);
}
const files = walk(root);
const host = new DiskHost({ cwd: root, roots: [root] });
// A parameter without a default whose pattern no placeholder meets cannot be checked this way.
// A file the template reads that the tree lacks (a partial copy) is the data's gap, not a finding.
const placeholderMisses = (bag: DiagnosticBag) => bag.items.every((d) => d.severity !== 'error' || d.code === 'OVC8001' || (d.code === 'OVC7102' && /does not match pattern/.test(d.message)));
let unchecked = 0;
const tally = { environments: 0, environmentsMerged: 0, templates: 0, templatesValid: 0 };
const failures: string[] = [];
const codes = new Map<string, number>();
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const name = relative(root, path);
  const bag = new DiagnosticBag();
  if (text.includes('heat_template_version')) {
    tally.templates++;
    // Built as heatclient builds it from the file: get_file and nested templates fetched into files.
    const request = requestFromOptions(host, { template: path }, bag);
    const template = typeof request.template === 'string' ? loadHotTemplate(new SourceFile(name, request.template), bag) : undefined;
    if (template) {
      // As `openstack orchestration template validate` with nothing given: parameters without a default get a value of their type.
      const given: DataHash = {};
      for (const [p, schema] of Object.entries(parameterSection(template))) if (isHash(schema) && (schema.default === null || schema.default === undefined)) given[p] = placeholder(schema);
      previewTemplate(template, { parameters: given, parameter_defaults: {} }, request.files ?? {}, { stackName: 'check', stackId: 'None', projectId: 'None' }, { heatCompat: true }, bag);
    }
    if (!bag.hasErrors) tally.templatesValid++;
    else if (placeholderMisses(bag)) {
      unchecked++;
      continue;
    }
  } else if (/(^|\/)environments\//.test(name)) {
    tally.environments++;
    const layer = parseEnvironment(new SourceFile(name, text), bag);
    if (layer) mergeHeatRequest([layer], {}, bag, { heatCompat: true });
    if (!bag.hasErrors) tally.environmentsMerged++;
  } else continue;
  for (const d of bag.items) if (d.severity === 'error') codes.set(d.code, (codes.get(d.code) ?? 0) + 1);
  const first = bag.items.find((d) => d.severity === 'error');
  if (first) failures.push(`${name}: ${first.code} ${first.message}`);
}
console.log(`tree: ${root}`);
console.log(`environment files: ${tally.environmentsMerged}/${tally.environments} merge`);
console.log(`templates: ${tally.templatesValid}/${tally.templates} validate and preview (${unchecked} not checkable: a file the tree lacks, or a parameter without default that has a pattern)`);
if (codes.size > 0) console.log(`errors by code: ${[...codes].map(([c, n]) => `${c}×${n}`).join(', ')}`);
for (const f of failures.slice(0, 40)) console.log(`  ${f}`);
process.exitCode = failures.length > 0 ? 1 : 0;
