// `npm start`: runs overcat's main jobs on the bundled example (examples/, modules/) and prints the results.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const cli = new URL('../dist/src/cli/main.js', import.meta.url).pathname;
const steps = [
  // Each step runs only when its example exists, so the demo grows with the project.
  { title: 'overcat --help', args: ['--help'] },
  {
    needs: 'examples/hiera.yaml',
    args: ['lookup', 'nova::settings', '--merge', 'deep', '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/compute-1.example.com.yaml', '--explain'],
  },
  {
    // The node's catalog compiled by overcat from the bundled modules/ (no Puppet needed), the
    // classes assigned as an ENC would.
    needs: 'modules',
    args: ['compile', '--node', 'node01.example.com', '--facts', 'examples/catalogs/facts.json', '--modulepath', 'modules', '--class', 'base', '--class', 'base::ssh', '--class', 'nova', '--out', '.overcat/demo/compiled'],
  },
  {
    // Override data from the same hierarchy applied to that catalog.
    needs: 'modules',
    args: ['override', '--catalog', '.overcat/demo/compiled/node01.example.com.json', '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/compute-1.example.com.yaml', '--modulepath', 'modules', '--out', '.overcat/demo/override'],
  },
  {
    needs: 'modules',
    args: ['explain', 'Nova_config[DEFAULT/debug].value', '--catalog', '.overcat/demo/compiled/node01.example.com.json', '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/compute-1.example.com.yaml', '--modulepath', 'modules'],
  },
  {
    // Heat: three environment files merged in order (merge / deep_merge strategies) plus an explicit parameter.
    needs: 'examples/heat/base.yaml',
    args: ['heat', 'merge', '-e', 'examples/heat/base.yaml', '-e', 'examples/heat/production.yaml', '-e', 'examples/heat/debug.yaml', '-P', 'flavor=m1.large', '--explain'],
  },
];

let failed = 0;
for (const step of steps) {
  if (step.needs && !existsSync(new URL(`../${step.needs}`, import.meta.url))) continue;
  process.stdout.write(`\n$ overcat ${step.args.join(' ')}\n`);
  const r = spawnSync(process.execPath, [cli, ...step.args], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
  if (r.status !== 0 && r.status !== (step.expect ?? 0)) failed++;
}
process.exitCode = failed ? 1 : 0;
