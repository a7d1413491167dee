// Where compiled values come from (`explain` on a compiled catalog): every way a manifest sets a
// parameter is recorded with its place, in the order it happened.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

const SITE = `class base (String $owner = 'root', String $motd) {
  File { mode => '0644' }
  file { '/etc/motd': content => $motd, owner => $owner }
  file { '/etc/issue': }
}
class base::more inherits base {
  File['/etc/issue'] { mode => '0600' }
}
include base::more
File <| title == '/etc/motd' |> { group => 'wheel' }
File['/etc/issue'] -> File['/etc/motd']
define tagged() { notify { 'n': } }
tagged { 't': noop => true }
`;

function compiled() {
  const host = new MemoryHost({
    '/env/site.pp': SITE,
    '/env/facts.json': '{"fqdn": "n1.example.com"}',
    '/env/hiera.yaml': 'version: 5\ndefaults:\n  data_hash: yaml_data\nhierarchy:\n  - name: common\n    path: common.yaml\n',
    '/env/data/common.yaml': "base::motd: 'hello'\n",
  });
  const bag = new DiagnosticBag();
  const outcome = compile(host, { modulepath: [], facts: '/env/facts.json', node: 'n1.example.com', manifest: '/env/site.pp', hiera: '/env/hiera.yaml', recordOrigins: true }, bag);
  expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
  const of = (type: string, title: string, parameter: string) =>
    outcome!.originsOf!(type, title, parameter).map((o) => {
      const p = o.location?.source.position(o.location.start);
      return `${o.kind}${o.detail ? ` ${o.detail}` : ''} = ${JSON.stringify(o.value)}${p ? ` @${p.line}:${p.column}` : ''}`;
    });
  return of;
}

describe('origins of compiled values', () => {
  const of = compiled();

  it('records attributes, resource defaults, overrides from a subclass and collectors, with their places', () => {
    expect(of('File', '/etc/motd', 'content')).toEqual(['attribute $motd = "hello" @3:23']);
    expect(of('File', '/etc/motd', 'mode')).toEqual(['resource default = "0644" @2:10']);
    expect(of('File', '/etc/issue', 'mode')).toEqual(['resource default = "0644" @2:10', 'resource override = "0600" @7:24']);
    expect(of('File', '/etc/motd', 'group')).toEqual(['collector = "wheel" @10:35']);
  });

  it('records class parameters from Hiera (key and level) and from their default', () => {
    expect(of('Class', 'Base', 'motd')).toEqual(['hiera base::motd from Environment Data Provider, hierarchy "common" (first) = "hello" @1:13']);
    expect(of('Class', 'Base', 'owner')).toEqual(['parameter default = "root" @1:29']);
  });

  it('records chains as the relationship they add, and metaparameters passed down from a define instance', () => {
    expect(of('File', '/etc/issue', 'before')).toHaveLength(1);
    expect(of('File', '/etc/issue', 'before')[0]).toMatch(/^relationship = .* @11:1$/);
    expect(of('Notify', 'n', 'noop')).toEqual(['metaparameter Tagged[t] = true']);
    expect(of('Tagged', 't', 'noop')).toEqual(['attribute = true @13:15']);
  });
});
