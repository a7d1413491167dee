// The two shapes of a fleet's node list, and every way a node list can be wrong.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { readNodes } from '../../src/pipeline/fleet/nodes.js';

function nodes(files: Record<string, string>, path: string) {
  const bag = new DiagnosticBag();
  const list = readNodes(new MemoryHost(files), path, bag);
  return { list, codes: bag.items.map((d) => d.code), messages: bag.items.map((d) => d.message) };
}

describe('a directory of facts files', () => {
  it('gives one node per .yaml, .yml or .json file, named by the file, roles from the facts', () => {
    const { list, codes } = nodes(
      {
        'n/b.example.com.yml': 'roles: [compute, ceph-osd]\n',
        'n/a.example.com.json': '{"role": "controller"}',
        'n/c.yaml': 'name: c\nvalues: {roles: [mongo]}\n',
        'n/d.yaml': 'os: {family: Debian}\n',
        'n/README.md': 'not a node',
        'n/sub/e.yaml': '{}',
      },
      'n',
    );
    expect(codes).toEqual([]);
    expect(list).toEqual([
      { name: 'a.example.com', roles: ['controller'], facts: '/work/n/a.example.com.json' },
      { name: 'b.example.com', roles: ['compute', 'ceph-osd'], facts: '/work/n/b.example.com.yml' },
      { name: 'c', roles: ['mongo'], facts: '/work/n/c.yaml' },
      { name: 'd', roles: [], facts: '/work/n/d.yaml' },
    ]);
  });

  it('refuses a node named twice and an empty directory', () => {
    expect(nodes({ 'n/a.yaml': '{}', 'n/a.json': '{}' }, 'n').codes).toEqual(['OVC8023']);
    expect(nodes({ 'n/README': '' }, 'n').codes).toEqual(['OVC8020']);
  });
});

describe('a nodes file', () => {
  it('lists name, roles and facts inline or as a file beside it', () => {
    const { list, codes } = nodes(
      { 'fleet/nodes.yaml': 'nodes:\n  - name: web1\n    roles: [web]\n    facts_file: facts/web1.yaml\n  - name: db1\n    facts: {role: db, big: 12345678901234567890}\n' },
      'fleet/nodes.yaml',
    );
    expect(codes).toEqual([]);
    expect(list.map((n) => [n.name, n.roles])).toEqual([
      ['db1', []],
      ['web1', ['web']],
    ]);
    expect(list[1]!.facts).toBe('/work/fleet/facts/web1.yaml');
    expect(typeof list[0]!.facts).toBe('object');
  });

  it('reports each bad entry with what is wrong, and keeps the good ones', () => {
    const { list, codes, messages } = nodes(
      {
        'nodes.yaml': [
          'nodes:',
          '  - name: ok1',
          '    facts: {}',
          '  - name: twofacts',
          '    facts: {}',
          '    facts_file: x.yaml',
          '  - name: badroles',
          '    roles: web',
          '    facts: {}',
          '  - name: typo',
          '    role: [web]',
          '    facts: {}',
          '  - just a string',
          '  - name: ../escape',
          '    facts: {}',
          '  - name: ok1',
          '    facts: {}',
          '',
        ].join('\n'),
      },
      'nodes.yaml',
    );
    expect(list.map((n) => n.name)).toEqual(['ok1']);
    expect(codes).toEqual(['OVC8021', 'OVC8021', 'OVC8021', 'OVC8021', 'OVC8022', 'OVC8023']);
    expect(messages.slice(0, 4)).toEqual([
      'Nodes file entry 2: give exactly one of `facts` (a mapping) and `facts_file` (a path)',
      'Nodes file entry 3: `roles` must be a list of strings',
      "Nodes file entry 4: unknown key 'role' (known: name, roles, facts, facts_file)",
      'Nodes file entry 5: expected a mapping (name, roles, facts or facts_file)',
    ]);
  });

  it('refuses a file that is not a nodes file, and an empty list', () => {
    expect(nodes({ 'nodes.yaml': '- a\n- b\n' }, 'nodes.yaml').codes).toEqual(['OVC8021']);
    expect(nodes({ 'nodes.yaml': 'nodes: []\n' }, 'nodes.yaml').codes).toEqual(['OVC8020']);
    expect(nodes({}, 'nodes.yaml').codes).toEqual(['OVC8001']);
  });
});
