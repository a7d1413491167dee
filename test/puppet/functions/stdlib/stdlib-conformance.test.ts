// stdlib's functions against Puppet 7.23 running the real stdlib 9.7.0, and again running stdlib
// 8.6.0 (Fuel's): every case of test/conformance/functions/stdlib/cases.json is compiled by overcat
// and must give what Puppet gave (expected.json and expected-v8.6.0.json, written by
// scripts/gen-stdlib-cases.rb): the expression's value as `String($v, '%p')` writes it, or the error
// message; the warnings (stdlib's deprecations); and the resources declared. The module path holds
// a stdlib whose Ruby files are stubs naming each function the release ships, as overcat runs a
// module's function only where the module path defines it, and tells the releases apart by what
// it defines (stdlib 9's unnamespaced `merge` wraps `stdlib::merge`; stdlib 8 has no `stdlib::merge`
// and ships `merge` itself).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../../src/host/memory-host.js';
import { compile } from '../../../../src/pipeline/compile.js';
import { newString } from '../../../../src/puppet/functions/new-string.js';
import { STDLIB_FUNCTIONS } from '../../../../src/puppet/functions/stdlib/index.js';
import { STDLIB_LEGACY_FUNCTIONS } from '../../../../src/puppet/functions/stdlib-legacy/index.js';
import { fromData } from '../../../../src/puppet/values/index.js';

interface Case {
  name: string;
  code?: string;
  expr?: string;
  files?: Record<string, string>;
}
interface Outcome {
  value?: string;
  error?: string;
  warnings?: string[];
  resources?: Record<string, Record<string, string>>;
}

const dir = new URL('../../../conformance/functions/stdlib/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const cases = JSON.parse(read('cases.json')) as Case[];
const expectations = (file: string) => new Map((JSON.parse(read(file)) as (Outcome & { name: string })[]).map(({ name, ...o }) => [name, o]));

/** A stub Ruby file for each function: a namespaced one in the 4.x API, the others in the 3.x one. */
export function stdlibStubs(root: string, names: readonly string[] = STDLIB_FUNCTIONS.map((f) => f.name)): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of names) {
    if (name.includes('::')) {
      files[`${root}/stdlib/lib/puppet/functions/stdlib/${name.split('::')[1]}.rb`] = `Puppet::Functions.create_function(:'${name}') # stub: overcat runs its native ${name}\n`;
    } else {
      files[`${root}/stdlib/lib/puppet/parser/functions/${name}.rb`] = `Puppet::Parser::Functions.newfunction(:${name}) # stub: overcat runs its native ${name}\n`;
    }
  }
  return files;
}

/**
 * What stdlib 8.6.0 ships of the functions overcat runs: the unnamespaced ones (with those stdlib 9
 * removed) and only these namespaced ones; stdlib 9 added the other `stdlib::` names.
 */
const STDLIB8_NAMESPACED = ['crc32', 'end_with', 'extname', 'ip_in_range', 'sha256', 'start_with', 'str2resource', 'xml_encode'].map((n) => `stdlib::${n}`);
const STDLIB8 = [...STDLIB_FUNCTIONS, ...STDLIB_LEGACY_FUNCTIONS].map((f) => f.name).filter((n) => !n.includes('::') || STDLIB8_NAMESPACED.includes(n));

/**
 * stdlib 8.6.0's deprecation() returns what Puppet.deprecation_warning returns, the logged text
 * with Ruby's stack and stdlib's file path (validate_legacy returns it in turn): a Puppet internal
 * no manifest uses. overcat returns undef; the warnings must still agree.
 */
const RUBY_STACK_VALUES = new Set(["deprecation('k', 'a message')", "validate_legacy('Optional[String[2]]', 'validate_string', 'a')"]);

const RELEASES = [
  { release: '9.7.0', expected: expectations('expected.json'), stubs: stdlibStubs('/modules') },
  { release: '8.6.0', expected: expectations('expected-v8.6.0.json'), stubs: stdlibStubs('/modules', STDLIB8) },
];
const FACTS = read('facts.json');

/** Our paths as the generator writes Puppet's: the case module directory left out. */
const normalise = (m: string) => m.replaceAll('/case/', '');

function run(c: Case, stubs: Record<string, string> = {}): Outcome {
  const files: Record<string, string> = { '/facts.json': FACTS, '/modules/.keep': '', '/case/.keep': '', ...stubs };
  // A case's `stdlib/` files (the type aliases a function's signature names) complete the stub
  // stdlib; Puppet, which has the real stdlib first on its module path, does not see them.
  for (const [path, text] of Object.entries(c.files ?? {})) files[path.startsWith('stdlib/') ? `/modules/${path}` : `/case/${path}`] = text;
  const code = [c.code, c.expr === undefined ? undefined : `notice(String(${c.expr}, '%p'))`].filter((x) => x !== undefined).join('\n');
  const bag = new DiagnosticBag();
  const outcome = compile(new MemoryHost(files), { node: 'n1.example.com', facts: '/facts.json', modulepath: ['/modules', '/case'], code }, bag);
  const result: Outcome = {};
  const error = bag.items.find((d) => d.severity === 'error');
  const logs = bag.items.filter((d) => d.code === 'OVC3112');
  if (error) result.error = normalise(error.message);
  // The expression's notice comes last: a function may log notices of its own before.
  else if (c.expr !== undefined) result.value = logs.findLast((d) => d.message.startsWith('Notice: '))?.message.slice('Notice: '.length);
  const warnings = logs.filter((d) => d.message.startsWith('Warning: ')).map((d) => d.message.slice('Warning: '.length));
  if (warnings.length > 0) result.warnings = warnings;
  if (outcome && !error) {
    const resources: Record<string, Record<string, string>> = {};
    for (const r of outcome.catalog.resources) {
      if (r.type === 'Class' || r.type === 'Stage') continue;
      resources[`${r.type}[${r.title}]`] = Object.fromEntries(Object.entries(r.parameters ?? {}).map(([k, v]) => [k, newString([fromData(v), '%p']) as string]));
    }
    if (Object.keys(resources).length > 0) result.resources = resources;
  }
  return result;
}

for (const { release, expected, stubs } of RELEASES) {
  describe(`stdlib's functions agree with Puppet 7.23 and stdlib ${release}`, () => {
    it('has its cases, errors among them', () => {
      expect(cases.length).toBeGreaterThanOrEqual(300);
      expect([...expected.values()].filter((o) => o.error !== undefined).length).toBeGreaterThanOrEqual(100);
    });
    for (const c of cases) {
      it(c.name, () => {
        const want = expected.get(c.name);
        expect(want, 'the case has an expectation (run the generator)').toBeDefined();
        const got = run(c, stubs);
        // Puppet declared what came before an error; overcat stops reporting resources at one.
        if (want!.error !== undefined) expect({ ...got, resources: undefined }).toEqual({ ...want, resources: undefined });
        else if (release === '8.6.0' && RUBY_STACK_VALUES.has(c.name)) {
          expect(want!.value).toContain("deprecation.rb:");
          expect(got).toEqual({ ...want, value: 'undef' });
        } else expect(got).toEqual(want);
      });
    }
  });
}

describe('the module path decides, as in Puppet', () => {
  it.each(['pick', 'ensure_packages', 'stdlib::merge', 'defined_with_params'])('%s without stdlib on the module path is an unknown function', (name) => {
    const got = run({ name, expr: `${name}(1)` });
    expect(got.error).toBe(`Unknown function: '${name}'.`);
  });
});
