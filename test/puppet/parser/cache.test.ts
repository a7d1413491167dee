import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { diagnosticToJson } from '../../../src/diagnostics/render-json.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { ParseCache } from '../../../src/puppet/parser/cache.js';

const GOOD = "class a { package { 'x': ensure => present } }\n";
const BAD = "$a = 1\n$a += 2\n";

describe('ParseCache', () => {
  it('parses a text once per process and replays its diagnostics on the new file', () => {
    const cache = new ParseCache();
    const first = new DiagnosticBag();
    const p1 = cache.parse(new SourceFile('one.pp', BAD), first);
    const second = new DiagnosticBag();
    const p2 = cache.parse(new SourceFile('two.pp', BAD), second);
    expect(p2).toBe(p1);
    expect(cache.stats).toEqual({ hits: 1, diskHits: 0, misses: 1 });
    expect(second.items.map(diagnosticToJson)).toEqual([{ ...first.items.map(diagnosticToJson)[0], file: 'two.pp' }]);
  });

  it('persists entries through the host so a later run parses nothing', () => {
    const host = new MemoryHost();
    new ParseCache(host, '/cache').parse(new SourceFile('a.pp', GOOD), new DiagnosticBag());
    const later = new ParseCache(host, '/cache');
    const program = later.parse(new SourceFile('a.pp', GOOD), new DiagnosticBag());
    expect(program?.body[0]).toMatchObject({ kind: 'ClassDefinition', name: 'a' });
    expect(later.stats).toEqual({ hits: 0, diskHits: 1, misses: 0 });
  });

  it('re-parses a damaged entry', () => {
    const host = new MemoryHost();
    new ParseCache(host, '/cache').parse(new SourceFile('a.pp', GOOD), new DiagnosticBag());
    for (const [path] of Object.entries(host.snapshot())) host.writeFileAtomic(path, '{broken');
    const later = new ParseCache(host, '/cache');
    expect(later.parse(new SourceFile('a.pp', GOOD), new DiagnosticBag())).toBeDefined();
    expect(later.stats.misses).toBe(1);
  });

  it('keeps the outline a module path scan reads beside the AST: a later run reads no AST to scan', () => {
    const text = "class a { define d($x = 1) { notify { $x: } }\n  notify { 'in a': }\n}\nfunction a::f(Integer $n) >> Integer { $n + 1 }\ntype A::T = Integer[0]\n$a += 2\n";
    const host = new MemoryHost();
    const first = new DiagnosticBag();
    new ParseCache(host, '/cache').outline(new SourceFile('a.pp', text), first);
    const later = new ParseCache(host, '/cache');
    const source = new SourceFile('b.pp', text);
    const bag = new DiagnosticBag();
    const outline = later.outline(source, bag)!;
    expect(later.stats).toEqual({ hits: 0, diskHits: 0, misses: 0 });
    expect(bag.items.map(diagnosticToJson)).toEqual(first.items.map(diagnosticToJson).map((d) => ({ ...d, file: 'b.pp' })));
    expect(outline.body.map((s) => s.kind)).toEqual(['ClassDefinition', 'FunctionDefinition', 'TypeAlias']);
    expect(outline.body[0]).toMatchObject({ name: 'a', body: [{ kind: 'DefineDefinition', name: 'd', parameters: [{ name: 'x' }], body: [] }] });
    expect(outline.body[1]).toMatchObject({ name: 'a::f', returnType: { text: 'Integer' }, body: [] });
    const program = later.parse(source, new DiagnosticBag())!;
    expect(later.stats).toEqual({ hits: 0, diskHits: 1, misses: 0 });
    expect(program.body.map((s) => s.kind)).toEqual(['ClassDefinition', 'FunctionDefinition', 'TypeAlias', 'Assignment']);
  });

  it('keeps EPP templates, with their diagnostics, for a later run', () => {
    const text = "<%- | String $x | -%>\nx=<%= $x %>\n<% $a = 1 %><% $a += 2 %>\n";
    const host = new MemoryHost();
    const first = new DiagnosticBag();
    const parsed = new ParseCache(host, '/cache').template(new SourceFile('t.epp', text), first);
    expect(parsed?.kind).toBe('EppTemplate');
    const written = Object.keys(host.snapshot());
    expect(written.some((p) => p.endsWith('.epp.json'))).toBe(true);
    const bag = new DiagnosticBag();
    const later = new ParseCache(host, '/cache').template(new SourceFile('u.epp', text), bag);
    expect(later).toEqual(parsed);
    expect(bag.items.map(diagnosticToJson)).toEqual(first.items.map(diagnosticToJson).map((d) => ({ ...d, file: 'u.epp' })));
  });

  it('memoises what a room above makes of a text, across runs, per kind and version', () => {
    const host = new MemoryHost();
    let calls = 0;
    const cut = (t: string) => (calls++, t.split(','));
    expect(new ParseCache(host, '/cache').memo('erb', 'v1', 'a,b', cut)).toEqual(['a', 'b']);
    const later = new ParseCache(host, '/cache');
    expect(later.memo('erb', 'v1', 'a,b', cut)).toEqual(['a', 'b']);
    expect(calls).toBe(1);
    // Another version of the computation never reads the old entries.
    expect(later.memo('erb', 'v2', 'a,b', (t) => t.split(''))).toEqual(['a', ',', 'b']);
  });
});

describe('ParseCache packs', () => {
  const OTHER = "define b($x) { notify { $x: } }\n";
  const packFiles = (host: MemoryHost) => Object.keys(host.snapshot()).filter((p) => p.endsWith('.pack'));
  const packedKeys = (host: MemoryHost) => Object.keys((JSON.parse(host.snapshot()[packFiles(host)[0]!]!.split('\n')[0]!) as { entries: object }).entries);
  const dropEntryFiles = (host: MemoryHost) => {
    for (const p of Object.keys(host.snapshot())) if (p.endsWith('.json')) host.removeFile(p);
  };
  const run = (host: MemoryHost, texts: string[], pack = 'site') => {
    const cache = new ParseCache(host, '/cache');
    cache.openPack(pack);
    for (const [i, text] of texts.entries()) {
      const source = new SourceFile(`${i}.pp`, text);
      cache.outline(source, new DiagnosticBag());
      cache.parse(source, new DiagnosticBag());
    }
    cache.savePack();
    return cache;
  };

  it('keeps the entries a run read in one file, which the next run reads instead of theirs', () => {
    const host = new MemoryHost();
    run(host, [GOOD, BAD]);
    expect(packFiles(host)).toHaveLength(1);
    // An AST and an outline for each text.
    expect(packedKeys(host)).toHaveLength(4);
    dropEntryFiles(host);
    const before = host.snapshot();
    const later = run(host, [GOOD, BAD]);
    expect(later.stats).toEqual({ hits: 0, diskHits: 2, misses: 0 });
    // The pack held everything: nothing is written.
    expect(host.snapshot()).toEqual(before);
  });

  it('adds what a run read elsewhere, and leaves out the entries of texts no run reads now', () => {
    const host = new MemoryHost();
    run(host, [GOOD]);
    run(host, [GOOD, BAD]);
    expect(packedKeys(host)).toHaveLength(4);
    // BAD edited into OTHER: BAD's entries go, OTHER's come, GOOD's stay.
    run(host, [GOOD, OTHER]);
    const keys = packedKeys(host);
    expect(keys).toHaveLength(4);
    dropEntryFiles(host);
    const later = run(host, [OTHER, GOOD]);
    expect(later.stats).toEqual({ hits: 0, diskHits: 2, misses: 0 });
    expect(packedKeys(host)).toEqual(keys);
  });

  it('reads entries from their own files when the pack is damaged, and writes it again', () => {
    const host = new MemoryHost();
    run(host, [GOOD]);
    const [pack] = packFiles(host);
    // A pack of the former layout (character offsets) counts as damaged too.
    for (const damaged of ['{broken', `{"format":2,"entries":{"x":[0,99]}}\n{}`, `{"format":1,"entries":{}}\n`, '']) {
      host.writeFileAtomic(pack!, damaged);
      const later = run(host, [GOOD]);
      expect(later.stats).toEqual({ hits: 0, diskHits: 1, misses: 0 });
      expect(packedKeys(host)).toHaveLength(2);
    }
  });

  it('reads back entries of texts beyond ASCII: spans are byte offsets', () => {
    const host = new MemoryHost();
    const wide = "notify { 'héllo ✓ 😀': message => \"ünïcode ${x} 中文\" }\n";
    const texts = [wide, GOOD, "notify { 'ß': }\n"];
    const fresh = texts.map((t, i) => new ParseCache().parse(new SourceFile(`${i}.pp`, t), new DiagnosticBag()));
    run(host, texts);
    dropEntryFiles(host);
    const later = new ParseCache(host, '/cache');
    later.openPack('site');
    expect(texts.map((t, i) => later.parse(new SourceFile(`${i}.pp`, t), new DiagnosticBag()))).toEqual(fresh);
    expect(later.stats).toEqual({ hits: 0, diskHits: 3, misses: 0 });
  });

  it('keeps one pack per name, and none without a cache directory', () => {
    const host = new MemoryHost();
    run(host, [GOOD], 'a');
    run(host, [BAD], 'b');
    expect(packFiles(host)).toHaveLength(2);
    const memoryOnly = new ParseCache();
    memoryOnly.openPack('a');
    memoryOnly.parse(new SourceFile('a.pp', GOOD), new DiagnosticBag());
    memoryOnly.savePack();
    expect(memoryOnly.stats).toEqual({ hits: 0, diskHits: 0, misses: 1 });
  });
});
