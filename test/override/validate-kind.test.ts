// `validate` never passes a file as something it is not: the kind is told from the file's keys
// (or given), an unknown top-level key of override data is an error with a did-you-mean, and
// `override --data` on a misspelt top key applies nothing and says why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MemoryHost, override, validate } from '../../src/pipeline/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

const example = (path: string) => readFileSync(join(REPO_ROOT, 'examples', path), 'utf8');

function run(files: Record<string, string>, kind?: string) {
  const bag = new DiagnosticBag();
  validate(new MemoryHost(files), Object.keys(files), kind === undefined ? {} : { kind }, bag);
  return bag.items.filter((d) => d.severity === 'error').map((d) => [d.code, d.message, d.hint]);
}

describe('validate: the kind of a file', () => {
  it('rejects a hiera.yaml, a catalog and a Heat template, saying what each looks like', () => {
    const rejected = (path: string, looks: string) => [['OVC4033', `Cannot tell what '/x/${path}' holds: ${looks}`, 'Give --kind (override, heat-env, tasks) if it is one of those.']];
    expect(run({ '/x/hiera.yaml': example('hiera.yaml') })).toEqual(rejected('hiera.yaml', 'a hiera.yaml'));
    expect(run({ '/x/node.json': example('catalogs/node01.example.com.json') })).toEqual(rejected('node.json', 'a Puppet catalog'));
    expect(run({ '/x/template.yaml': example('heat/template.yaml') })).toEqual(rejected('template.yaml', 'a Heat template (check it with `overcat heat validate`)'));
  });

  it('tells a Heat environment from its sections and checks it as one', () => {
    expect(run({ '/x/base.yaml': example('heat/base.yaml') })).toEqual([]);
    expect(run({ '/x/bad.yaml': 'parameter_defaults: {a: 1}\nparameter_merge_strategies: {a: concat}\n' }).map(([code]) => code)).toEqual(['OVC4031']);
  });

  it('rejects a Heat environment given as override data: every other top-level key is an error', () => {
    expect(run({ '/x/base.yaml': example('heat/base.yaml') }, 'override').map(([code, message]) => [code, message])).toEqual([
      ['OVC4009', "Top-level key 'parameter_merge_strategies' is not an override key"],
      ['OVC4009', "Top-level key 'parameter_defaults' is not an override key"],
      ['OVC4009', "Top-level key 'parameters' is not an override key"],
      ['OVC4009', "Top-level key 'resource_registry' is not an override key"],
    ]);
  });

  it('takes a misspelt override key for override data and says which key was meant', () => {
    expect(run({ '/x/data.yaml': 'configurations:\n  package:\n    curl: {ensure: latest}\n' })).toEqual([
      ['OVC4009', "Top-level key 'configurations' is not an override key", "Did you mean 'configuration'?"],
    ]);
  });
});

describe('override --data on a misspelt top key', () => {
  it('is an error: nothing applied, no catalog emitted', () => {
    const bag = new DiagnosticBag();
    const host = new MemoryHost({
      '/d/data.yaml': 'configuraiton:\n  package:\n    curl: {ensure: latest}\n',
      '/c/n.json': JSON.stringify({ name: 'n', resources: [{ type: 'Package', title: 'curl', parameters: { ensure: 'installed' } }] }),
    });
    const { result } = override(host, { catalogs: ['/c/n.json'], data: ['/d/data.yaml'] }, bag);
    expect(result?.catalogs).toBeUndefined();
    expect(bag.items.map((d) => [d.code, d.severity, d.hint])).toEqual([['OVC4009', 'error', "Did you mean 'configuration'?"]]);
  });
});
