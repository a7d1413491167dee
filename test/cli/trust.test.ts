// Issue 11's everyday promises, end to end through the built CLI: secrets masked, quiet on a
// closed pipe, the right error for each mistake, Puppet users' spellings, consistent details,
// a lazy start-up and a portable package.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runOvercat } from '../helpers/cli.js';

const NODE = 'examples/catalogs/node01.example.com.json';
const DATA = 'test/fixtures/override/seed-fontconfig-mc/data.yaml';
const tmp = mkdtempSync(join(tmpdir(), 'overcat-trust-'));
const file = (name: string, text: string) => {
  const p = join(tmp, name);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, text);
  return p;
};
const codesOf = (stdout: string) => (JSON.parse(stdout).diagnostics as { code: string }[]).map((d) => d.code);

describe('hidden Heat parameters (item 3)', () => {
  const template = file('hidden/t.yaml', 'heat_template_version: 2018-08-31\nparameters:\n  password: {type: string, hidden: true}\n  user: {type: string, default: admin}\n');
  file('hidden/env.yaml', 'parameter_defaults:\n  password: s3cret-env\n');
  const request = ['-t', 't.yaml', '-e', 'env.yaml', '-P', 'password=s3cret'];
  const cwd = join(tmp, 'hidden');

  it('are ****** in heat merge (json, yaml, text, --explain) and heat validate, unless --show-hidden', () => {
    for (const args of [['heat', 'merge', ...request, '--explain'], ['heat', 'validate', ...request]]) {
      for (const format of ['json', 'yaml', 'text']) {
        const r = runOvercat([...args, '--format', format], { cwd });
        expect(r.code).toBe(0);
        expect(r.stdout + r.stderr).not.toContain('s3cret');
        expect(r.stdout).toContain('******');
      }
    }
    const json = JSON.parse(runOvercat(['heat', 'merge', ...request, '--format', 'json'], { cwd }).stdout);
    expect([json.parameters.password, json.parameters.user, json.environment.parameter_defaults.password]).toEqual(['******', 'admin', '******']);
    const shown = JSON.parse(runOvercat(['heat', 'merge', ...request, '--format', 'json', '--show-hidden'], { cwd }).stdout);
    expect(shown.parameters.password).toBe('s3cret');
    expect(template).toContain('t.yaml');
  });

  it("are ****** in diagnostics too, which quote values as Heat's errors do", () => {
    file('hidden/strict.yaml', 'heat_template_version: 2018-08-31\nparameters:\n  password: {type: string, hidden: true, constraints: [{allowed_values: [a, b]}]}\n');
    for (const args of [['heat', 'validate', 'strict.yaml'], ['heat', 'stack', 'create', 'strict', '-t', 'strict.yaml', '--state', 'st2']]) {
      const r = runOvercat([...args, '-P', 'password=s3cret', '--format', 'json', '--show-hidden'], { cwd });
      expect(r.code).toBe(1);
      expect(JSON.parse(r.stdout).diagnostics[0].message).toBe('Parameter \'password\' is invalid: "******" is not an allowed value ["a", "b"]');
    }
  });

  it('are ****** in heat stack create, update and show; the record is readable by its owner only', () => {
    const out = (args: string[]) => runOvercat([...args, '--state', 'st'], { cwd });
    for (const r of [out(['heat', 'stack', 'create', 'db', ...request]), out(['heat', 'stack', 'update', 'db', '--existing', '-P', 'user=root']), out(['heat', 'stack', 'show', 'db'])]) {
      expect(r.code).toBe(0);
      expect(r.stdout + r.stderr).not.toContain('s3cret');
      expect(r.stdout).toContain('******');
    }
    expect(out(['heat', 'stack', 'show', 'db', '--show-hidden']).stdout).toContain('s3cret');
    expect(statSync(join(cwd, 'st', 'db.json')).mode & 0o777).toBe(0o600);
  });
});

describe('a closed stdout (item 7)', () => {
  it('ends the process quietly: no stack trace', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" dist/src/cli/main.js schema override --modulepath modules | head -c1 >/dev/null`], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('the right error for each mistake (item 8)', () => {
  it('heat validate of a missing file: cannot read, exit 1', () => {
    const r = runOvercat(['heat', 'validate', 'nope.yaml']);
    expect([r.code, r.stderr]).toEqual([1, expect.stringContaining("error OVC8001: Cannot read 'nope.yaml'")]);
  });
  it('override --catalog of a directory without catalogs says so', () => {
    const empty = join(tmp, 'empty');
    mkdirSync(empty);
    const r = runOvercat(['override', '--catalog', empty, '--data', DATA]);
    expect([r.code, r.stderr]).toEqual([1, expect.stringContaining('OVC8003')]);
  });
  it('a --modulepath directory that does not exist is an error', () => {
    const r = runOvercat(['validate', DATA, '--modulepath', 'modlues', '--format', 'json']);
    expect([r.code, codesOf(r.stdout)]).toEqual([1, ['OVC8004']]);
  });
  it('validate without --modulepath says only core types are known', () => {
    const r = runOvercat(['validate', 'test/fixtures/override/error-unknown-type/data.yaml', '--format', 'json']);
    const unknown = JSON.parse(r.stdout).diagnostics.find((d: { code: string }) => d.code === 'OVC4010');
    expect(unknown.message).not.toContain('the module path declares');
    expect(unknown.hint).toContain('No --modulepath was given');
  });
  it('lookup with an unreadable hiera.yaml reports the read error only', () => {
    const r = runOvercat(['lookup', 'x', '--hiera', join(tmp, 'missing', 'hiera.yaml'), '--facts', 'examples/facts/node01.example.com.yaml', '--format', 'json']);
    expect([r.code, codesOf(r.stdout)]).toEqual([1, ['OVC8001']]);
  });
  it('an empty certname or a missing fact in a hierarchy path warns', () => {
    const facts = file('nofacts.yaml', 'os: {family: Debian}\n');
    const r = runOvercat(['lookup', 'nova::debug', '--hiera', 'examples/hiera.yaml', '--facts', facts, '--format', 'json']);
    const warnings = JSON.parse(r.stdout).diagnostics.filter((d: { code: string }) => d.code === 'OVC5020');
    expect(warnings.map((d: { message: string }) => d.message)).toContain("%{trusted.certname} is empty in the hierarchy path 'nodes/%{trusted.certname}.yaml' (reads 'nodes/.yaml')");
  });
  it('override warns when the Hiera node is not the catalog node', () => {
    const args = ['override', '--catalog', NODE, '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/node01.example.com.yaml', '--modulepath', 'modules', '--format', 'json'];
    expect(codesOf(runOvercat(args).stdout)).not.toContain('OVC4050');
    expect(codesOf(runOvercat([...args, '--node', 'other.example.com']).stdout)).toContain('OVC4050');
  });
});

describe("Puppet users' spellings (item 10)", () => {
  const explain = ['--catalog', NODE, '--data', 'test/fixtures/override/multiple-data-files/common.yaml', 'test/fixtures/override/multiple-data-files/node.yaml', '--modulepath', 'modules'];
  it('--detailed-exitcodes as Puppet spells it', () => {
    expect(runOvercat(['override', '--catalog', NODE, '--data', DATA, '--modulepath', 'modules', '--detailed-exitcodes', '--out', join(tmp, 'de')]).code).toBe(2);
  });
  it('lookup --render-as json|yaml|s', () => {
    const base = ['lookup', 'nova::settings', '--merge', 'deep', '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/node01.example.com.yaml'];
    expect(runOvercat([...base, '--render-as', 'json']).stdout).toMatch(/^\{"[^\n]*\}\n$/);
    expect(runOvercat([...base, '--render-as', 'yaml']).stdout).toContain('libvirt/virt_type: qemu');
    expect(runOvercat([...base, '--render-as', 'xml']).code).toBe(64);
  });
  it("explain with a quoted title, a whole resource, and the reference after the variadic --data", () => {
    const quoted = runOvercat(['explain', "Package['ntp'].ensure", ...explain]);
    expect([quoted.code, quoted.stdout]).toEqual([0, expect.stringContaining('=> "4.2.8"')]);
    const whole = runOvercat(['explain', 'Package[ntp]', ...explain, '--format', 'json']);
    expect(JSON.parse(whole.stdout).explanations.map((e: { reference: string }) => e.reference)).toContain('Package[ntp].ensure');
    const after = runOvercat(['explain', ...explain, 'Package[ntp].ensure']);
    expect([after.code, after.stdout]).toEqual([0, expect.stringContaining('=> "4.2.8"')]);
  });
  it('names a mistyped option even when a required one is missing; a short usage line, not the help', () => {
    const r = runOvercat(['override', '--catlog', NODE]);
    expect(r.code).toBe(64);
    expect(r.stderr).toContain("error: unknown option '--catlog'");
    expect(r.stderr).toContain('usage: overcat override [options]');
    expect(r.stderr).not.toContain('--modulepath');
    expect(r.stderr.split('\n').length).toBeLessThan(6);
    expect(runOvercat(['override', '--data', DATA]).stderr).toContain("required option '--catalog <file...>' not specified");
  });
});

describe('consistent details (item 11)', () => {
  it('the text report says Package[x] and 1 entry', () => {
    const one = file('one.yaml', 'configuration:\n  package:\n    mc: {ensure: absent}\n');
    const r = runOvercat(['override', '--catalog', NODE, '--data', one, '--modulepath', 'modules']);
    expect(r.stderr).toContain('created   Package[mc]');
    expect(r.stderr).toContain('1 entry: ');
  });
  it('report.json paths are relative to the working directory', () => {
    const out = join(tmp, 'rel');
    runOvercat(['override', '--catalog', NODE, '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/node01.example.com.yaml', '--modulepath', 'modules', '--out', out]);
    const report = readFileSync(join(out, 'report.json'), 'utf8');
    expect(report).toContain('"location": "examples/data/');
    expect(report).not.toContain(REPO_ROOT);
  });
  it('bad --merge, --kind and schema names are usage errors', () => {
    expect(runOvercat(['lookup', 'x', '--facts', 'examples/facts/node01.example.com.yaml', '--merge', 'deeep']).code).toBe(64);
    expect(runOvercat(['validate', DATA, '--kind', 'nope']).code).toBe(64);
    expect(runOvercat(['schema', 'nope']).code).toBe(64);
  });
  it('a wrong Heat section is OVC6002 in validate --kind heat-env as in heat merge', () => {
    const env = file('badenv.yaml', 'paramters:\n  x: 1\n');
    expect(codesOf(runOvercat(['validate', '--kind', 'heat-env', env, '--format', 'json']).stdout)).toEqual(['OVC6002']);
    expect(codesOf(runOvercat(['heat', 'merge', '-e', env, '--format', 'json']).stdout)).toEqual(['OVC6002']);
  });
  it('no message, hint or document cites files users do not have', () => {
    const cited = /reference\/\w+\.md|DESIGN §|\.\.\/shared/;
    const files = spawnSync('git', ['ls-files', 'src/diagnostics/codes', 'docs', 'README.md'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim().split('\n');
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => cited.test(readFileSync(join(REPO_ROOT, f), 'utf8')))).toEqual([]);
    // Strings (not comments) in src/ that end up in diagnostics.
    const engine = readFileSync(join(REPO_ROOT, 'src/heat/stack/engine.ts'), 'utf8');
    expect(engine.split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l) && cited.test(l))).toEqual([]);
  });
});

describe('a fresh clone (item 5)', () => {
  it('no file of the repository names the directory beside the clone', () => {
    // Spelled in two pieces so this test does not name it either.
    const beside = ['..', 'shared'].join('/');
    const hits = spawnSync('git', ['grep', '-l', '-F', '-e', beside, '--', '.'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
    expect(hits).toBe('');
  });
});

describe('start-up and packaging (items 12, 13)', () => {
  /** Every module `file` imports statically (import/export ... from), transitively, from dist/. */
  function staticClosure(entry: string): Set<string> {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'|^import\s+'(\.{1,2}\/[^']+)'/gm)) visit(join(f, '..', m[1] ?? m[2]!));
    };
    visit(entry);
    return seen;
  }
  it('loads no command and no grammar at start (--version)', () => {
    const loaded = [...staticClosure(join(REPO_ROOT, 'dist/src/cli/main.js'))].map((f) => f.slice(REPO_ROOT.length));
    // v8-flags.js sets V8's tier-up budget before anything else runs; it loads only node:v8.
    // package-version.js reads package.json (shared with the fleet's build fingerprint).
    // run.js is the CLI as a library: commander and each command load when a command is run.
    expect(loaded.sort()).toEqual(['dist/src/cli/commands/registry.js', 'dist/src/cli/exit-codes.js', 'dist/src/cli/main.js', 'dist/src/cli/package-version.js', 'dist/src/cli/run.js', 'dist/src/cli/v8-flags.js']);
  });
  it('lookup loads no grammar: Hiera needs no Puppet parser', () => {
    const loaded = [...staticClosure(join(REPO_ROOT, 'dist/src/cli/commands/lookup.js'))];
    expect(loaded.filter((f) => f.includes('ohm-bundle') || f.includes('/parser/'))).toEqual([]);
  });
  it('override loads no grammar and no evaluator: it reads catalogs, and the module path parsers load only for a module path', () => {
    const loaded = [...staticClosure(join(REPO_ROOT, 'dist/src/cli/commands/override.js'))];
    expect(loaded.filter((f) => f.includes('ohm-bundle') || f.includes('/parser/') || f.includes('/evaluator/') || f.endsWith('/module-path.js'))).toEqual([]);
  });
  it('prints the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(runOvercat(['--version']).stdout).toBe(`${version}\n`);
  });
  it('starts with a plain `env node` shebang (BusyBox env has no -S)', () => {
    expect(readFileSync(join(REPO_ROOT, 'dist/src/cli/main.js'), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });
  it('ships the command as the bundle package.json names: its entry loads no command and no grammar', () => {
    const { bin, files } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: { overcat: string }; files: string[] };
    expect(bin.overcat).toBe('dist/bin/overcat.mjs');
    expect(files).toContain('dist/bin');
    expect(readFileSync(join(REPO_ROOT, bin.overcat), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    // The entry's static imports are sibling chunks only; none of them holds a command or a grammar
    // (`--version` stays as fast as the unbundled CLI; commands load their chunks on demand).
    const entry = join(REPO_ROOT, bin.overcat);
    const loaded = new Set<string>();
    const visit = (file: string): void => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/^import\s[^'"]*?from\s*["'](\.[^'"]+)["']|^import\s*["'](\.[^'"]+)["']/gm)) {
        const spec = m[1] ?? m[2]!;
        expect(spec.startsWith('./')).toBe(true);
        visit(join(entry, '..', spec));
      }
    };
    visit(entry);
    for (const f of loaded) expect(readFileSync(f, 'utf8')).not.toMatch(/makeRecipe|function installCompile/);
  });
  it('bundles no ohm: a grammar requires it when first built, so a compile of valid manifests without templates never loads it', () => {
    const bin = join(REPO_ROOT, 'dist/bin');
    const chunks = readdirSync(bin).filter((f) => f.endsWith('.mjs'));
    expect(chunks.length).toBeGreaterThan(1);
    for (const f of chunks) expect(readFileSync(join(bin, f), 'utf8'), f).not.toMatch(/^\/\/ node_modules\/ohm-js\//m);
  });
});

describe('the demo (item 14)', () => {
  it('tells a story: a sentence before each step, no --help, every step exits as it should', () => {
    const r = spawnSync(process.execPath, ['scripts/demo.mjs'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Usage: overcat');
    const steps = [...r.stdout.matchAll(/^(\d+)\. (.+)\n\n\$ overcat (\w+)/gm)].map((m) => m[3]);
    // The deployment: the graph, then each example node compiled per task with and without overrides.
    expect(steps).toEqual(['compile', 'override', 'diff', 'explain', 'validate', 'tasks', 'compile', 'compile', 'compile', 'compile', 'heat']);
    expect(r.stderr).toContain("Did you mean 'package'?");
    expect(r.stdout).toContain('concatenates strings');
    expect(r.stdout).toContain('examples/heat/production.yaml:3 (deep_merge): {"owner":"sre"}');
  });
});
