// The tripleo-heat-templates check (run on demand, CI-optional): for each rendered role set, every
// non-Jinja environment file merges with overcloud.yaml and the resource registry, and the
// overcloud previews (validation, resources, nested templates) as Heat 19 accepts it; then every
// template of the tree on its own. The tree is a rendered copy (default
// a rendered tripleo-heat-templates tree given as argument (or $OVERCAT_THT): top level plus
// role-sets/<set>/ overlays) or `--git GITDIR` of a fetched snapshot (its .j2 files unrendered).
// Nothing of it is committed; a skip notice is printed when there is no tree.
//
//   npm run build && node dist/scripts/check-tripleo-templates.js [DIR | --git GITDIR]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { requestFromOptions } from '../src/heat/request.js';
import { mergeRequest } from '../src/heat/request-merge.js';
import { readHotTemplate } from '../src/heat/template/load.js';
import { previewTemplate, type NestedPreview } from '../src/heat/template/stack-preview.js';
import { parameterSection } from '../src/heat/template/template.js';
import { DiskHost } from '../src/host/disk-host.js';
import type { Host, ReadResult } from '../src/host/host.js';
import { isHash, type DataHash } from '../src/data/value.js';

function tree(argv: string[]): string | undefined {
  if (argv[0] === '--git') {
    const dir = mkdtempSync(join(tmpdir(), 'tht-'));
    execFileSync('sh', ['-c', 'git --git-dir="$0" archive HEAD | tar -x -C "$1"', argv[1]!, dir]);
    return dir;
  }
  // The rendered tree is data outside the repository: named by argument or $OVERCAT_THT, never assumed.
  const dir = argv[0] ?? process.env.OVERCAT_THT;
  return dir !== undefined && existsSync(dir) ? dir : undefined;
}

function walk(dir: string, skip: (path: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (skip(path)) continue;
    if (statSync(path).isDirectory()) walk(path, skip, out);
    else if (/\.ya?ml$/.test(name) && !name.includes('.j2.')) out.push(path);
  }
  return out;
}

/** The data leaves out the scripts templates read with get_file (code): any text stands in for them. */
function withPlaceholders(host: Host): Host {
  return new Proxy(host, {
    get(target, prop, receiver) {
      if (prop !== 'readFile') return Reflect.get(target, prop, receiver);
      return (path: string): ReadResult => {
        const r = target.readFile(path);
        return r.ok || /\.ya?ml$/.test(path) ? r : { ok: true, text: '# placeholder for a script the data leaves out\n', realPath: path };
      };
    },
  });
}

/** A value of the parameter's type (its first allowed value if it has some), for parameters nobody sets. */
function placeholder(schema: DataHash): unknown {
  const constraints = Array.isArray(schema.constraints) ? schema.constraints : [];
  const allowed = constraints.find((c) => isHash(c) && Array.isArray(c.allowed_values)) as DataHash | undefined;
  if (allowed) return (allowed.allowed_values as unknown[])[0];
  return { number: 1, boolean: false, json: {}, comma_delimited_list: [] }[String(schema.type)] ?? 'x';
}

function placeholders(template: ReturnType<typeof readHotTemplate>, set: DataHash): DataHash {
  const given: DataHash = {};
  for (const [p, schema] of Object.entries(template ? parameterSection(template) : {})) {
    if (isHash(schema) && (schema.default === null || schema.default === undefined) && !Object.hasOwn(set, p)) given[p] = placeholder(schema);
  }
  return given;
}

const count = (codes: Map<string, number>, bag: DiagnosticBag) => {
  for (const d of bag.items) if (d.severity !== 'info') codes.set(`${d.code} (${d.severity})`, (codes.get(`${d.code} (${d.severity})`) ?? 0) + 1);
};

function nestedCount(nested: Record<string, NestedPreview>): number {
  return Object.values(nested).reduce((n, x) => n + 1 + nestedCount(x.nested ?? {}), 0);
}

function roleSet(root: string, set: string | undefined): void {
  const dir = set ? mkdtempSync(join(tmpdir(), `tht-${set}-`)) : root;
  if (set) {
    cpSync(root, dir, { recursive: true, filter: (p) => !relative(root, p).startsWith('role-sets') });
    cpSync(join(root, 'role-sets', set), dir, { recursive: true });
  }
  const host = withPlaceholders(new DiskHost({ cwd: dir, roots: [dir] }));
  const registry = 'overcloud-resource-registry-puppet.yaml';
  console.log(`\n== ${set ?? 'tree'} (${dir})`);
  // Every environment file with the overcloud template and the registry, as `openstack overcloud deploy -e` sends them.
  const envs = walk(dir, (p) => /role-sets$/.test(p)).filter((p) => /(^|\/)environments\//.test(relative(dir, p)));
  const codes = new Map<string, number>();
  let merged = 0;
  const failures: string[] = [];
  for (const env of envs) {
    const bag = new DiagnosticBag();
    const request = requestFromOptions(host, { template: 'overcloud.yaml', environment: [registry, relative(dir, env)] }, bag);
    const template = typeof request.template === 'string' ? readHotTemplate(request.template, bag, 'overcloud.yaml') : undefined;
    const result = template && !bag.hasErrors ? mergeRequest(request, { heatCompat: true, provenance: false }, bag, template) : undefined;
    count(codes, bag);
    if (result && !bag.hasErrors) merged++;
    else failures.push(`${relative(dir, env)}: ${bag.items.find((d) => d.severity === 'error')?.message}`);
  }
  console.log(`environment files: ${merged}/${envs.length} merge with overcloud.yaml and the registry`);
  // The overcloud itself: previewed with the registry, nested templates followed.
  const bag = new DiagnosticBag();
  const request = requestFromOptions(host, { template: 'overcloud.yaml', environment: [registry] }, bag);
  const template = typeof request.template === 'string' ? readHotTemplate(request.template, bag, 'overcloud.yaml') : undefined;
  const result = template && mergeRequest(request, { heatCompat: true, provenance: false }, bag, template);
  if (template && result) {
    // tripleoclient also sends an environment of its own (passwords, RootStackName, StackAction, ...):
    // every parameter no template defaults and nothing sets gets a stand-in among parameter_defaults.
    const standIns: DataHash = {};
    for (const text of Object.values(request.files ?? {})) {
      if (!text.includes('heat_template_version')) continue;
      Object.assign(standIns, placeholders(readHotTemplate(text, new DiagnosticBag()), result.parameters));
    }
    const defaults = { ...standIns, ...(result.environment.parameter_defaults as DataHash) };
    const environment = { ...result.environment, parameter_defaults: defaults, parameters: { ...placeholders(template, result.parameters), ...(result.environment.parameters as DataHash) } };
    const preview = previewTemplate(template, environment, request.files ?? {}, { stackName: 'overcloud', stackId: 'None', projectId: 'None' }, { heatCompat: true }, bag);
    if (preview) console.log(`overcloud.yaml: ${Object.keys(preview.resources).length} resources (${preview.order.length} enabled), ${Object.keys(preview.outputs).length} outputs, ${nestedCount(preview.nested)} nested stacks previewed, ${Object.keys(request.files ?? {}).length} files sent`);
  }
  const errors = bag.items.filter((d) => d.severity === 'error');
  console.log(`overcloud.yaml: ${errors.length === 0 ? 'accepted' : `${errors.length} errors`}, ${bag.items.length - errors.length} warnings`);
  count(codes, bag);
  for (const d of errors.slice(0, 10)) failures.push(`overcloud.yaml: ${d.code} ${d.message}`);
  for (const d of bag.items.filter((x) => x.severity === 'warning' && x.code !== 'OVC6007').slice(0, 10)) console.log(`  warning ${d.code} ${d.message.slice(0, 200)}`);
  if (codes.size > 0) console.log(`diagnostics by code: ${[...codes].map(([c, n]) => `${c}×${n}`).join(', ')}`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  process.exitCode = failures.length > 0 || (process.exitCode ?? 0) !== 0 ? 1 : 0;
}

const root = tree(process.argv.slice(2));
if (!root) {
  console.log('check-tripleo-templates: skipped — no tripleo-heat-templates tree (give a directory, or --git GITDIR of a fetched snapshot)');
  process.exit(0);
}
const sets = existsSync(join(root, 'role-sets')) ? readdirSync(join(root, 'role-sets')).sort() : [undefined];
for (const set of sets) roleSet(root, set);
