// The bundled example's catalogs (examples/catalogs/, compiled by Puppet 7.23 with compile.sh) are
// now a conformance check: overcat compiles the same node and tasks from modules/ to the same catalogs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compile } from '../../src/pipeline/compile.js';
import { normalizeCatalog, parseExact, resourceOrder } from '../helpers/catalog-normalize.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const EXAMPLES = join(REPO, 'examples/catalogs');

const CATALOGS: [file: string, classes: string[]][] = [
  ['node01.example.com.json', ['base', 'base::ssh', 'nova']],
  ['tasks/base.json', ['base']],
  ['tasks/ssh.json', ['base::ssh']],
  ['tasks/nova.json', ['nova']],
];

describe('overcat compiles the example catalogs Puppet compiled', () => {
  for (const [file, classes] of CATALOGS) {
    it(file, () => {
      const bag = new DiagnosticBag();
      const host = new DiskHost({ roots: [join(REPO, 'modules'), EXAMPLES] });
      const out = compile(host, { node: 'node01.example.com', facts: join(EXAMPLES, 'facts.json'), modulepath: [join(REPO, 'modules')], classes }, bag);
      expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
      const ours = parseExact(out!.text);
      const theirs = parseExact(readFileSync(join(EXAMPLES, file), 'utf8'));
      expect(normalizeCatalog(ours, REPO, false)).toEqual(normalizeCatalog(theirs, REPO, false));
      expect(resourceOrder(ours)).toEqual(resourceOrder(theirs));
    });
  }
});
