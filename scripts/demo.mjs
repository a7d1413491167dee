// `npm start`: a short tour of overcat on the bundled example (examples/, modules/): one sentence
// before each step says what to notice, then the command runs as a user would type it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const cli = new URL('../dist/bin/overcat.mjs', import.meta.url).pathname;
const OUT = '.overcat/demo';
// The catalog overcat itself compiles from modules/ in the first step (no Puppet needed).
const CATALOG = `${OUT}/compiled/node01.example.com.json`;
const HIERA = ['--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/node01.example.com.yaml'];
// The example deployment (examples/deployment/): two nodes of different roles, one graph of tasks.
const DEPLOY = 'examples/deployment';
const NODES = ['controller01.example.com', 'compute01.example.com'];
const taskCompile = (node, out, ...more) => ['compile', '--all-tasks', '--tasks-file', `${DEPLOY}/tasks.yaml`, '--modulepath', 'modules', '--hiera', `${DEPLOY}/hiera.yaml`, '--facts', `${DEPLOY}/facts/${node}.yaml`, '--node', node, '--out', out, ...more];

mkdirSync(new URL(`../${OUT}`, import.meta.url), { recursive: true });
// A data file with two typos, for validate to catch.
writeFileSync(new URL(`../${OUT}/typo.yaml`, import.meta.url), 'configuration:\n  pakage:\n    mc: {ensure: absent}\n  nova_config:\n    DEFAULT/debug: {valu: true}\n');

const steps = [
  {
    say: "`compile` builds node01's catalog from the bundled modules/ as Puppet 7 would (classes assigned as an ENC does), with no Puppet and no Ruby: the same catalog, resource for resource, as examples/catalogs/ holds from real Puppet.",
    args: ['compile', '--node', 'node01.example.com', '--facts', 'examples/catalogs/facts.json', '--modulepath', 'modules', '--class', 'base', '--class', 'base::ssh', '--class', 'nova', '--out', `${OUT}/compiled`],
  },
  {
    say: 'Override data lives in Hiera (node beats role beats cluster beats common). `override` applies it to that catalog and reports every entry: updated, unchanged (the node level sets debug back to false), created.',
    args: ['override', '--catalog', CATALOG, ...HIERA, '--modulepath', 'modules', '--out', `${OUT}/override`, '--detailed-exitcode'],
    expect: 2,
  },
  {
    say: '`diff` compares the catalog before and after, resource by resource: the exit code 2 says they differ, so a pipeline can gate on it.',
    args: ['diff', CATALOG, `${OUT}/override/node01.example.com.json`],
    expect: 2,
  },
  {
    say: '`explain` shows how one value came to be: the manifest line that set it as overcat compiled the catalog, then each Hiera layer of the override data that contributed, with file:line:col.',
    args: ['explain', 'Nova_config[DEFAULT/debug].value', '--modulepath', 'modules', '--class', 'base', '--class', 'base::ssh', '--class', 'nova', '--node', 'node01.example.com', ...HIERA],
  },
  {
    say: '`validate` checks data against the types and parameters the module path declares: a misspelt type or parameter is an error with a did-you-mean, before anything is applied.',
    args: ['validate', `${OUT}/typo.yaml`, '--modulepath', 'modules'],
    expect: 1,
  },
  {
    say: '`tasks` orders the deployment graph of a role from Fuel task files (examples/deployment/tasks.yaml): stages, the role\'s group, puppet tasks with their conditions, a shell task that is ordered but not compiled (--format dot draws it).',
    args: ['tasks', '--tasks-file', `${DEPLOY}/tasks.yaml`, '--role', 'compute'],
  },
  ...NODES.flatMap((node) => [
    {
      say: `\`compile --all-tasks\` compiles every puppet task of ${node} with the override data of its Hiera layers (node > role > cluster): one catalog per task, the entries no task contains created once in create_resources.json, and the report of every entry.`,
      args: taskCompile(node, `${OUT}/deployment/overridden`),
    },
    {
      say: `The same tasks with --no-overrides (plain catalogs, report not shown), then \`diff\` per task against the overridden ones: exactly the report's changes.`,
      args: taskCompile(node, `${OUT}/deployment/plain`, '--no-overrides', '--format', 'json'),
      quiet: true,
      after: () => diffTasks(node),
    },
  ]),
  {
    say: "Heat: three environment files merged in order, with each parameter's contributions (file:line, strategy). Look at metadata.owner: 'ops' then 'sre' gives 'opssre', because Heat's deep_merge concatenates strings (it merges leaves with +), and overcat does exactly what Heat does.",
    args: ['heat', 'merge', '-e', 'examples/heat/base.yaml', '-e', 'examples/heat/production.yaml', '-e', 'examples/heat/debug.yaml', '-P', 'flavor=m1.large', '--explain'],
  },
];

const show = (args) => `$ overcat ${args.map((a) => (/[\s[\]'*]/.test(a) ? `'${a}'` : a)).join(' ')}\n`;

/** `overcat diff` of each task catalog of `node`, plain against overridden (exit 0: same, 2: changed). */
function diffTasks(node) {
  let bad = 0;
  const over = `${OUT}/deployment/overridden/${node}`;
  const plain = `${OUT}/deployment/plain/${node}`;
  for (const name of readdirSync(new URL(`../${over}`, import.meta.url)).filter((f) => f.endsWith('.json') && f !== 'report.json')) {
    if (!existsSync(new URL(`../${plain}/${name}`, import.meta.url))) {
      process.stdout.write(`\n${name}: only with overrides (the resources created once for the whole graph)\n`);
      continue;
    }
    const args = ['diff', `${plain}/${name}`, `${over}/${name}`];
    process.stdout.write(`\n${show(args)}`);
    const r = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: root });
    if (r.status !== 0 && r.status !== 2) bad++;
  }
  return bad;
}

let failed = 0;
for (const [i, step] of steps.entries()) {
  process.stdout.write(`\n${i + 1}. ${step.say}\n\n${show(step.args)}`);
  const r = spawnSync(process.execPath, [cli, ...step.args], { stdio: step.quiet ? ['inherit', 'ignore', 'inherit'] : 'inherit', cwd: root });
  if (r.status !== (step.expect ?? 0)) {
    process.stdout.write(`(expected exit ${step.expect ?? 0}, got ${r.status})\n`);
    failed++;
  }
  if (step.after) failed += step.after();
}
process.stdout.write('\nMore: `overcat --help`, README.md, docs/.\n');
process.exitCode = failed ? 1 : 0;
