import { describe, expect, it } from 'vitest';
import type { ResourceTypeInfo } from '../../../src/puppet/modulepath/type-info.js';
import { titleParameters } from '../../../src/puppet/evaluator/title-parameters.js';

const endpoint: ResourceTypeInfo = {
  name: 'svc_endpoint',
  kind: 'resource_type',
  namevars: ['name', 'region', 'kind'],
  titlePatterns: [
    { pattern: '^([^\\/]+)\\/(.+)::(.+)$', attributes: ['region', 'name', 'kind'] },
    { pattern: '^(.+)::(.+)$', attributes: ['name', 'kind'] },
    { pattern: '^([^:\\/]+)$', attributes: ['name'] },
  ],
};

describe('titleParameters (Puppet::Resource#parse_title)', () => {
  it('takes the attributes of the first pattern that matches', () => {
    expect(titleParameters(endpoint, 'RegionOne/nova::compute')).toEqual([['region', 'RegionOne'], ['name', 'nova'], ['kind', 'compute']]);
    expect(titleParameters(endpoint, 'glance::image')).toEqual([['name', 'glance'], ['kind', 'image']]);
    expect(titleParameters(endpoint, 'keystone')).toEqual([['name', 'keystone']]);
  });

  it('leaves out a group that took no part in the match', () => {
    expect(titleParameters({ ...endpoint, titlePatterns: [{ pattern: '^(a)|(b)$', attributes: ['name', 'kind'] }] }, 'b')).toEqual([['kind', 'b']]);
  });

  it('is undefined when no pattern matches, and the name for a type without patterns', () => {
    expect(titleParameters({ ...endpoint, titlePatterns: [] }, 'x')).toBeUndefined();
    expect(titleParameters(endpoint, 'a/b')).toBeUndefined();
    expect(titleParameters(undefined, '80')).toEqual([['name', '80']]);
    // Puppet::Type's default pattern takes the whole title, newlines included.
    expect(titleParameters({ ...endpoint, titlePatterns: [{ pattern: '(?m-ix:(.*))', attributes: ['command'] }] }, 'a\nb')).toEqual([['command', 'a\nb']]);
  });
});
