// heatclient's client side from local files: registry templates and get_file fetched into files
// under absolute file:// URLs (text rewritten in place, lines kept), and the warning for a value
// Heat drops because no template declares it.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { requestFromOptions } from '../../src/heat/request.js';
import { mergeRequest } from '../../src/heat/request-merge.js';
import { MemoryHost } from '../../src/host/memory-host.js';

const TEMPLATE = 'heat_template_version: 2018-03-02\nparameters:\n  a: {type: string, default: x}\nresources:\n  n: {type: My::Nested}\n  v:\n    type: OS::Heat::Value\n    properties: {value: {get_file: files/v.txt}}\n';
const host = new MemoryHost(
  {
    'top.yaml': TEMPLATE,
    'files/v.txt': 'v\n',
    'env/one.yaml': 'resource_registry:\n  My::Nested: ../nested/n.yaml  # a comment stays\n  OS::X: OS::Heat::None\nparameter_defaults:\n  a: one\n',
    'env/two.yaml': 'parameter_defaults:\n  deep: kept\n  nobody: dropped\n',
    'nested/n.yaml': 'heat_template_version: 2018-03-02\nparameters:\n  deep: {type: string}\nresources:\n  r: {type: sub.yaml}\n',
    'nested/sub.yaml': 'heat_template_version: 2018-03-02\n',
  },
  '/p',
);

describe('heatclient-style request building', () => {
  const bag = new DiagnosticBag();
  const request = requestFromOptions(host, { template: 'top.yaml', environment: ['env/one.yaml', 'env/two.yaml'] }, bag);

  it('fetches what the registry and get_file name, recursively, under file:// URLs', () => {
    expect(bag.items).toEqual([]);
    expect(Object.keys(request.files!).sort()).toEqual(['env/one.yaml', 'env/two.yaml', 'file:///p/files/v.txt', 'file:///p/nested/n.yaml', 'file:///p/nested/sub.yaml']);
    expect(request.files!['env/one.yaml']).toBe('resource_registry:\n  My::Nested: "file:///p/nested/n.yaml"  # a comment stays\n  OS::X: OS::Heat::None\nparameter_defaults:\n  a: one\n');
    expect(request.files!['file:///p/nested/n.yaml']).toContain('r: {type: "file:///p/nested/sub.yaml"}');
    expect(request.template).toContain('value: {get_file: "file:///p/files/v.txt"}');
  });

  it('warns for a value no template declares, naming the file', () => {
    const merged = new DiagnosticBag();
    const result = mergeRequest(request, { heatCompat: true }, merged);
    expect(result?.parameters).toEqual({ a: 'one', deep: 'kept' });
    expect(merged.items.map((d) => [d.code, d.message])).toEqual([['OVC6007', "parameter_defaults.nobody from env/two.yaml is dropped: neither the template nor a nested template in files declares 'nobody'"]]);
  });

  it('refuses a relative base_url as urllib does, and never the network', () => {
    const b = new DiagnosticBag();
    const h = new MemoryHost({ 'e.yaml': 'resource_registry:\n  base_url: lib/\n  A::B: a.yaml\n  C::D: https://example.com/x.yaml\n' }, '/p');
    requestFromOptions(h, { environment: ['e.yaml'] }, b);
    expect(b.items.map((d) => [d.code, d.data?.heatClass])).toEqual([
      ['OVC8001', 'ValueError'],
      ['OVC8001', 'CommandError'],
    ]);
  });
});
