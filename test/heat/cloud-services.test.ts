// What needs a cloud is said, never passed over in silence: a resource type whose service Heat
// asks Keystone for (OVC7406, with what Heat raises when no cloud answers) and a property value a
// cloud service checks (OVC7407), through `overcat heat preview` end to end.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

interface Shown {
  code: string;
  message: string;
  data?: { heatClass?: string; heatMessage?: string };
}

function preview(files: Record<string, string>, args: string[] = []): { code: number; diagnostics: Shown[] } {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-cloud-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const r = runOvercat(['heat', 'preview', join(dir, 't.yaml'), ...args.map((a) => (a.endsWith('.yaml') ? join(dir, a) : a)), '--format', 'json']);
  return { code: r.code, diagnostics: (JSON.parse(r.stdout) as { diagnostics: Shown[] }).diagnostics };
}

describe('resources that need a cloud', () => {
  it('warns for a type whose service Heat looks up, with the type the template names', () => {
    const r = preview({
      't.yaml': 'heat_template_version: wallaby\nresources:\n  net: {type: OS::TripleO::Net}\n  s: {type: OS::Nova::Server, properties: {flavor: m1.small, image: cirros}}\n',
      'env.yaml': 'resource_registry:\n  OS::TripleO::Net: OS::Neutron::Net\n',
    }, ['-e', 'env.yaml']);
    expect(r.code).toBe(0);
    const cloud = r.diagnostics.filter((d) => d.code === 'OVC7406');
    expect(cloud.map((d) => d.data?.heatMessage).sort()).toEqual([
      'HEAT-E99001 Service neutron is not available for resource type OS::TripleO::Net, reason: Authorization failed.',
      'HEAT-E99001 Service nova is not available for resource type OS::Nova::Server, reason: Authorization failed.',
    ]);
    expect(cloud.every((d) => d.data?.heatClass === 'ResourceTypeUnavailable')).toBe(true);
  });

  it('names the nested stack a cloud resource is in once, at the top level', () => {
    const r = preview({ 't.yaml': 'heat_template_version: wallaby\nresources:\n  n: {type: port.yaml}\n', 'port.yaml': 'heat_template_version: wallaby\nresources:\n  p: {type: OS::Neutron::Port, properties: {network: ctlplane}}\n' });
    const cloud = r.diagnostics.filter((d) => d.code === 'OVC7406');
    expect(cloud).toHaveLength(1);
    expect(cloud[0]!.data).toMatchObject({ heatClass: 'StackValidationFailed' });
    expect(cloud[0]!.data?.heatMessage).toMatch(/^ResourceTypeUnavailable: resources\.n<file:\/\/.*port\.yaml>: HEAT-E99001 Service neutron /);
  });

  it("warns for each property a cloud service checks on a type that needs none (LaunchConfiguration's image and flavor)", () => {
    const r = preview({ 't.yaml': 'heat_template_version: wallaby\nresources:\n  lc:\n    type: AWS::AutoScaling::LaunchConfiguration\n    properties: {ImageId: cirros, InstanceType: m1.small, UserData: x}\n' });
    expect(r.diagnostics.filter((d) => d.code === 'OVC7407').map((d) => d.message)).toEqual([
      'Resource lc: property ImageId is checked by Heat against the cloud (glance.image); overcat cannot check it',
      'Resource lc: property InstanceType is checked by Heat against the cloud (nova.flavor); overcat cannot check it',
    ]);
  });

  it('says nothing for a cloud type the registry maps to OS::Heat::None', () => {
    const r = preview({ 't.yaml': 'heat_template_version: wallaby\nresources:\n  s: {type: OS::Nova::Server}\n', 'env.yaml': 'resource_registry:\n  OS::Nova::Server: OS::Heat::None\n' }, ['-e', 'env.yaml']);
    expect(r.diagnostics.filter((d) => d.code.startsWith('OVC740'))).toEqual([]);
  });
});
