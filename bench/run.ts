// `npm run bench [SUITE...]` (e.g. `npm run bench startup`): runs every suite (or those named) on generated inputs and prints one Markdown table per suite.
import { compileSuite } from './compile.js';
import { fleetSuite } from './fleet.js';
import { heatSuite } from './heat.js';
import { hieraSuite } from './hiera.js';
import { overrideSuite } from './override.js';
import { parseSuite } from './parse.js';
import { startupSuite } from './startup.js';
import type { BenchSuite } from './suite.js';

const SUITES: BenchSuite[] = [startupSuite, hieraSuite, parseSuite, overrideSuite, heatSuite, compileSuite, fleetSuite];

const only = process.argv.slice(2);
for (const suite of SUITES) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  const rows = await suite.run();
  process.stdout.write(`\n## ${suite.name}\n\n| case | overcat | reference | ratio |\n|---|---|---|---|\n`);
  for (const r of rows) process.stdout.write(`| ${r.case} | ${r.overcat} | ${r.reference ?? 'n/a'} | ${r.ratio ?? 'n/a'} |\n`);
}
