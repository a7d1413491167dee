// ERB conformance: every case of test/conformance/erb/cases/ rendered by overcat's template()
// against what Puppet 7.23 rendered (scripts/gen-erb-cases.rb): the same text byte for byte, or,
// where Puppet failed, a coded template error at the same template line. Cases Puppet renders but
// overcat refuses by design (case.json "refuse") must be refused with that code, never rendered.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compile } from '../../src/pipeline/compile.js';

const SUITE = fileURLToPath(new URL('./erb/', import.meta.url));
const CASES = join(SUITE, 'cases');
const FACTS = fileURLToPath(new URL('./compile/facts.json', import.meta.url));

/** The manifest the generator had Puppet compile (gen-erb-cases.rb `manifest`). */
function manifest(dir: string): string {
  const template = join(dir, 'template.erb');
  const read = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : undefined);
  const site = read('site.pp');
  if (site !== undefined) return site.replaceAll('TEMPLATE', template);
  return `class erbcase {\n${read('vars.pp') ?? ''}\n  notify { 'erb': message => template('${template}') }\n}\ninclude erbcase\n`;
}

function render(dir: string): { text?: string; bag: DiagnosticBag } {
  const bag = new DiagnosticBag();
  const host = new DiskHost({ roots: [dir, FACTS] });
  const outcome = compile(host, { node: 'n1.example.com', facts: FACTS, modulepath: [], code: manifest(dir) }, bag);
  const notify = outcome?.catalog.resources.find((r) => r.type === 'Notify' && r.title === 'erb');
  const message = notify?.parameters?.['message'];
  return typeof message === 'string' ? { text: message, bag } : { bag };
}

const names = readdirSync(CASES).sort();

describe('ERB templates against Puppet 7.23', () => {
  it('has the cases the generator wrote', () => {
    expect(names.length).toBeGreaterThanOrEqual(100);
    for (const n of names) expect(existsSync(join(CASES, n, 'expected.txt')) || existsSync(join(CASES, n, 'expected-error.json')), n).toBe(true);
  });

  for (const name of names) {
    const dir = join(CASES, name);
    const spec = existsSync(join(dir, 'case.json')) ? (JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as { refuse?: string }) : {};
    it(name, () => {
      const { text, bag } = render(dir);
      const errors = bag.items.filter((d) => d.severity === 'error');
      if (spec.refuse !== undefined) {
        expect(text).toBeUndefined();
        expect(errors.map((d) => d.code)).toContain(spec.refuse);
        return;
      }
      if (existsSync(join(dir, 'expected.txt'))) {
        expect(errors.map((d) => `${d.code} ${d.message}`)).toEqual([]);
        expect(text).toBe(readFileSync(join(dir, 'expected.txt'), 'utf8'));
        return;
      }
      const expected = JSON.parse(readFileSync(join(dir, 'expected-error.json'), 'utf8')) as { detail: string; line?: number };
      expect(text).toBeUndefined();
      const error = errors.find((d) => /^OVC314\d$/.test(d.code));
      expect(error, errors.map((d) => `${d.code} ${d.message}`).join('\n')).toBeDefined();
      if (expected.line !== undefined && error!.location) {
        expect(error!.location.source.path).toBe(join(dir, 'template.erb'));
        expect(error!.location.source.position(error!.location.start).line).toBe(expected.line);
      }
    });
  }
});
