// The facts a compile sees are those an agent sends: the facts file, the external facts pluginsync
// gives the agent's Facter from the modules' facts.d, and puppetversion; the file's own win.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { AGENT_PUPPET_VERSION, compile } from '../../src/pipeline/compile.js';

function messages(facts: object): string[] {
  const host = new MemoryHost({
    '/w/facts.json': JSON.stringify(facts),
    '/w/modules/openstacklib/facts.d/os_service_default.txt': 'os_service_default=<SERVICE DEFAULT>\n',
    '/w/modules/openstacklib/facts.d/os_immutable.txt': 'os_immutable=<_IMMUTABLE_>\n',
  });
  const bag = new DiagnosticBag();
  const code = "notify { 'a': message => $facts['os_service_default'] }\nnotify { 'b': message => $facts['puppetversion'] }\nnotify { 'c': message => $::os_immutable }\n";
  const out = compile(host, { node: 'n1.example.com', facts: '/w/facts.json', modulepath: ['/w/modules'], code }, bag);
  expect(bag.items).toEqual([]);
  return out!.catalog.resources.filter((r) => r.type === 'Notify').map((r) => String(r.parameters?.message));
}

describe('agent facts', () => {
  it("adds the modules' external facts and puppetversion", () => {
    expect(messages({})).toEqual(['<SERVICE DEFAULT>', AGENT_PUPPET_VERSION, '<_IMMUTABLE_>']);
  });
  it('keeps what the facts file says', () => {
    expect(messages({ os_service_default: 'mine', puppetversion: '7.30.0' })).toEqual(['mine', '7.30.0', '<_IMMUTABLE_>']);
  });
});
