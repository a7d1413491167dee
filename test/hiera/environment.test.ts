// `%{::environment}` is the node's environment, as Puppet always sets it: production unless
// --environment names another (the production default is checked against Puppet in the conformance suite).
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MemoryHost, lookup } from '../../src/pipeline/index.js';

const host = new MemoryHost({
  '/h/hiera.yaml': 'version: 5\ndefaults:\n  data_hash: yaml_data\nhierarchy:\n  - name: env\n    path: "%{::environment}.yaml"\n  - name: common\n    path: common.yaml\n',
  '/h/data/common.yaml': 'where: "%{::environment}/%{environment}"\n',
  '/h/data/staging.yaml': 'only_staging: yes-staging\n',
  '/f/facts.yaml': 'clientcert: n.example.com\n',
});

const get = (key: string, environment?: string) =>
  lookup(host, { keys: [key], facts: '/f/facts.yaml', hiera: '/h/hiera.yaml', ...(environment ? { environment } : {}) }, new DiagnosticBag())?.value;

describe('the environment variable', () => {
  it('is production by default and the --environment name otherwise, in data and in hierarchy paths', () => {
    expect(get('where')).toBe('production/production');
    expect(get('where', 'staging')).toBe('staging/staging');
    expect([get('only_staging'), get('only_staging', 'staging')]).toEqual([undefined, 'yes-staging']);
  });
});
