// The catalog being compiled as the override engine sees it (MutableCatalog): JSON views whose
// parameter writes reach the compilation, and resources added at top scope.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CompilingCatalog } from '../../../src/puppet/evaluator/catalog-builder.js';
import { PFloat, PHash, PSensitive } from '../../../src/puppet/values/index.js';

function catalogWithDefine(): CompilingCatalog {
  const c = new CompilingCatalog('n1', 'production');
  c.declare({ type: 'Mod::Thing', title: 'x', parameters: new Map([['v', 1]]), tags: ['mod::thing'], kind: 'defined_type', virtual: false, exported: false, source: 'class:main', container: c.main });
  return c;
}

describe('CompilingCatalog as a MutableCatalog', () => {
  it('finds a define instance case-insensitively and writes parameters back before it is expanded', () => {
    const c = catalogWithDefine();
    const r = c.find('mod::thing', 'x')!;
    expect(r.parameters).toEqual({ v: 1 });
    r.parameters!.v = 2.5;
    r.parameters!.w = 'new';
    expect(c.get('Mod::Thing', 'x')!.parameters).toEqual(new Map<string, unknown>([['v', new PFloat(2.5)], ['w', 'new']]));
  });

  it('adds resources at top scope with Puppet\'s tags and containment', () => {
    const c = catalogWithDefine();
    c.add({ type: 'Package', title: 'mc', parameters: { ensure: 'absent' } });
    const text = c.toJson(0).join('');
    expect(text).toContain('{"type":"Package","title":"mc","tags":["package","mc","class"],"exported":false,"kind":"compilable_type","parameters":{"ensure":"absent"}}');
    expect(text).toContain('{"source":"Class[main]","target":"Package[mc]"}');
  });

  it('derives catalog_uuid from the catalog text: the same catalog, the same UUID; another, another', () => {
    const uuid = (text: string) => (JSON.parse(text) as { catalog_uuid: string }).catalog_uuid;
    const a = catalogWithDefine();
    const b = catalogWithDefine();
    b.add({ type: 'Package', title: 'mc', parameters: { ensure: 'absent' } });
    expect(uuid(a.toJson(0).join(''))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid(a.toJson(0).join(''))).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(uuid(catalogWithDefine().toJson(0).join(''))).toBe(uuid(a.toJson(0).join('')));
    expect(uuid(b.toJson(0).join(''))).not.toBe(uuid(a.toJson(0).join('')));
    expect(uuid(a.toJson(0, '  ').join(''))).toMatch(/^[0-9a-f]{8}-/);
    expect(a.toJson(0, '  ').join('')).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('gives the text in parts, the UUID in its place after text that is not ASCII, hashed with the placeholder in its place', () => {
    const c = new CompilingCatalog('nœud-☃', 'prodüction');
    c.add({ type: 'Notify', title: 'ünïcode ☃ \ud83d\ude00', parameters: { message: 'x' } });
    // Surrogate pairs across the hash's slices, at odd and even offsets.
    c.add({ type: 'Notify', title: `x${'\ud83d\ude00'.repeat(40_000)}`, parameters: { message: '\ud83d\ude00'.repeat(40_000) } });
    for (const indent of [undefined, '  ']) {
      const text = c.toJson(7, indent, '\n').join('');
      expect(text.endsWith('}\n')).toBe(true);
      const uuid = (JSON.parse(text) as { catalog_uuid: string }).catalog_uuid;
      const hashed = createHash('sha256').update(text.slice(0, -1).replace(uuid, '00000000-0000-4000-8000-000000000000')).digest('hex');
      expect(uuid.replace(/-/g, '')).toBe(`${hashed.slice(0, 12)}4${hashed.slice(13, 16)}${((parseInt(hashed[16]!, 16) & 3) | 8).toString(16)}${hashed.slice(17, 32)}`);
    }
  });

  it('writes what a JS object would reorder or a placeholder could be mistaken for exactly where it is, compact and pretty', () => {
    const c = new CompilingCatalog('n1', 'production');
    const parameters = new Map<string, Parameters<typeof c.declare>[0]['parameters'] extends Map<string, infer V> ? V : never>([
      ['z', PHash.from([['b', 1], ['10', new PFloat(2)], ['a', 'x\u0000y']])],
      ['7', [new PFloat(1.5), 12345678901234567890n]],
      ['s', new PSensitive(PHash.from([[3, 'three']]))],
    ]);
    c.declare({ type: 'Notify', title: 'n\u00000', parameters, tags: ['notify'], kind: 'compilable_type', virtual: false, exported: false, source: 'class:main', container: c.main });
    const resource = (text: string) => text.slice(text.lastIndexOf('{', text.indexOf('"Notify"')), text.indexOf('"edges"'));
    expect(resource(c.toJson(0).join(''))).toBe(
      '{"type":"Notify","title":"n\\u00000","tags":["notify"],"exported":false,"kind":"compilable_type","parameters":{"z":{"b":1,"10":2.0,"a":"x\\u0000y"},"7":[1.5,12345678901234567890],"s":{"__ptype":"Hash","__pvalue":[3,"three"]}},"sensitive_parameters":["s"]}],',
    );
    expect(resource(c.toJson(0, '  ').join(''))).toBe(
      [
        '{',
        '      "type": "Notify",',
        '      "title": "n\\u00000",',
        '      "tags": [',
        '        "notify"',
        '      ],',
        '      "exported": false,',
        '      "kind": "compilable_type",',
        '      "parameters": {',
        '        "z": {',
        '          "b": 1,',
        '          "10": 2.0,',
        '          "a": "x\\u0000y"',
        '        },',
        '        "7": [',
        '          1.5,',
        '          12345678901234567890',
        '        ],',
        '        "s": {',
        '          "__ptype": "Hash",',
        '          "__pvalue": [',
        '            3,',
        '            "three"',
        '          ]',
        '        }',
        '      },',
        '      "sensitive_parameters": [',
        '        "s"',
        '      ]',
        '    }',
        '  ],',
        '  ',
      ].join('\n'),
    );
  });

  it('suggests near titles', () => {
    expect(catalogWithDefine().similarTitles('Mod::Thing', 'y').map((s) => s.candidate)).toEqual(['x']);
  });
});
