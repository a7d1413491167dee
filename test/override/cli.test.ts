import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const NODE = 'examples/catalogs/node01.example.com.json';
const TASKS = ['examples/catalogs/tasks/base.json', 'examples/catalogs/tasks/ssh.json', 'examples/catalogs/tasks/nova.json'];
const fixture = (c: string, f = 'data.yaml') => `test/fixtures/override/${c}/${f}`;
const tmp = mkdtempSync(join(tmpdir(), 'overcat-override-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('overcat override', () => {
  it('prints the catalog on stdout and the report on stderr without --out', () => {
    const r = runOvercat(['override', '--catalog', NODE, '--data', fixture('seed-fontconfig-mc'), '--modulepath', 'modules']);
    expect(r.code).toBe(0);
    const catalog = JSON.parse(r.stdout);
    expect(catalog.resources.find((x: { title: string }) => x.title === 'mc')).toMatchObject({ type: 'Package', parameters: { ensure: 'absent' } });
    expect(r.stderr).toContain('updated   Package[fontconfig-config]');
    expect(r.stderr).toContain('ensure: "installed" -> "latest"  from test/fixtures/override/seed-fontconfig-mc/data.yaml:5:15');
    expect(r.stderr).toContain('created   Package[mc]');
  });

  it('--detailed-exitcode: 2 when something changed, 0 when not, 1 on errors (and nothing written)', () => {
    const args = (c: string) => ['override', '--catalog', NODE, '--data', fixture(c), '--modulepath', 'modules', '--detailed-exitcode', '--out', join(tmp, c)];
    expect(runOvercat(args('seed-fontconfig-mc')).code).toBe(2);
    expect(runOvercat(args('unchanged')).code).toBe(0);
    const bad = runOvercat(args('error-null-title'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('OVC4006');
    expect(existsSync(join(tmp, 'error-null-title'))).toBe(false);
  });

  it('writes each catalog, create_resources.json and report.json in task mode', () => {
    const out = join(tmp, 'tasks');
    const r = runOvercat(['override', ...TASKS.flatMap((t) => ['--catalog', t]), '--data', fixture('task-mode'), '--modulepath', 'modules', '--out', out, '--format', 'json']);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['base.json', 'create_resources.json', 'nova.json', 'report.json', 'ssh.json']);
    expect(JSON.parse(r.stdout).report).toEqual(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')));
  });

  it('reads a directory of task catalogs', () => {
    const r = runOvercat(['override', '--catalog', 'examples/catalogs/tasks', '--data', fixture('task-mode'), '--modulepath', 'modules', '--out', join(tmp, 'dir')]);
    expect(r.code).toBe(0);
    expect(readdirSync(join(tmp, 'dir'))).toContain('create_resources.json');
  });

  it('looks the data up in a Hiera hierarchy (node > role > cluster)', () => {
    const c = 'test/fixtures/override/hiera-layers';
    const r = runOvercat(['override', '--catalog', NODE, '--hiera', `${c}/hiera.yaml`, '--facts', `${c}/facts.json`, '--modulepath', 'modules', '--format', 'json']);
    expect(r.code).toBe(0);
    const ntp = JSON.parse(r.stdout).catalog.resources.find((x: { type: string; title: string }) => x.title === 'ntp' && x.type === 'Package');
    expect(ntp.parameters.ensure).toBe('4.2.8');
  });

  it('runs the bundled example (npm start): the examples hierarchy over the catalog of modules/', () => {
    const r = runOvercat(['override', '--catalog', NODE, '--hiera', 'examples/hiera.yaml', '--facts', 'examples/facts/node01.example.com.yaml', '--modulepath', 'modules', '--out', join(tmp, 'example'), '--detailed-exitcode']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('created   Package[mc]');
    // The node level (false) beats the role level (true): the catalog's value stays.
    expect(r.stdout).toContain('unchanged Nova_config[DEFAULT/debug]');
  });

  it('rejects a file that is not a catalog', () => {
    const r = runOvercat(['override', '--catalog', 'package.json', '--data', fixture('seed-fontconfig-mc'), '--modulepath', 'modules']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error OVC4015: 'package.json' is not a Puppet catalog: no `resources` list");
  });

  it('is a usage error without data, or with several catalogs and no --out', () => {
    expect(runOvercat(['override', '--catalog', NODE]).code).toBe(64);
    expect(runOvercat(['override', ...TASKS.flatMap((t) => ['--catalog', t]), '--data', fixture('task-mode')]).code).toBe(64);
  });
});

describe('overcat validate', () => {
  it('reports structure, type and parameter errors at their YAML positions', () => {
    const r = runOvercat(['validate', fixture('error-null-title'), fixture('error-unknown-parameter'), '--modulepath', 'modules']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('test/fixtures/override/error-null-title/data.yaml:5:5: error OVC4006');
    expect(r.stderr).toContain("Did you mean 'ensure'?");
    expect(r.stderr).toContain("Did you mean 'value'?");
  });
  it('accepts valid data', () => {
    const r = runOvercat(['validate', fixture('seed-fontconfig-mc'), fixture('module-type'), '--modulepath', 'modules']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('overcat schema', () => {
  it('prints the draft-07 override schema, specialised to a module path', () => {
    const generic = JSON.parse(runOvercat(['schema', 'override']).stdout);
    expect(generic.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const r = runOvercat(['schema', 'override', '--modulepath', 'modules']);
    const schema = JSON.parse(r.stdout);
    const nova = schema.properties.configuration.properties.nova_config.additionalProperties;
    expect(Object.keys(nova.properties)).toEqual(expect.arrayContaining(['value', 'secret', 'require']));
    expect(nova.additionalProperties).toBe(false);
  });
  it('lists schemas without a name and rejects an unknown one', () => {
    expect(runOvercat(['schema']).stdout).toContain('override');
    // A schema name is a choice: a wrong one is a usage error (64) naming the choices.
    const r = runOvercat(['schema', 'nope']);
    expect(r.code).toBe(64);
    expect(r.stderr).toContain("'nope' is invalid for argument 'name'. Allowed choices are heat-env, override, tasks.");
  });
});

describe('overcat explain', () => {
  it('shows the catalog value and each layer that contributed', () => {
    const r = runOvercat(['explain', 'Package[ntp].ensure', '--catalog', NODE, '--data', fixture('multiple-data-files', 'common.yaml'), fixture('multiple-data-files', 'node.yaml'), '--modulepath', 'modules']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('catalog node01.example.com.json: "installed"  modules/base/manifests/init.pp:7');
    expect(r.stdout).toContain('test/fixtures/override/multiple-data-files/common.yaml:4:');
    expect(r.stdout).toContain('test/fixtures/override/multiple-data-files/node.yaml:3:');
    expect(r.stdout).toContain('=> "4.2.8"');
  });
  it('rejects a malformed reference', () => {
    const r = runOvercat(['explain', 'Package mc', '--catalog', NODE, '--data', fixture('seed-fontconfig-mc'), '--modulepath', 'modules']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('OVC4040');
  });
});
