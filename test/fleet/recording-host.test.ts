// The recording host's trace and its replay: the content address of a fleet unit.
import { describe, expect, it } from 'vitest';
import { MemoryHost } from '../../src/host/memory-host.js';
import { MemoHost } from '../../src/host/memo-host.js';
import { changedRead, RecordingHost } from '../../src/host/recording-host.js';

describe('RecordingHost', () => {
  it('records each question once, with a digest of the answer, sorted', () => {
    const base = new MemoryHost({ 'm/a.pp': 'class a {}', 'm/b.pp': 'class b {}' });
    const host = new RecordingHost(base);
    expect(host.readFile('m/a.pp').ok).toBe(true);
    host.readFile('m/a.pp');
    host.readFile('m/missing.pp');
    host.stat('m');
    host.readDirectory('m');
    host.isSymbolicLink('m/a.pp');
    const reads = host.reads();
    expect(reads.map(([k, p]) => `${k} ${p}`)).toEqual(['dir /work/m', 'file /work/m/a.pp', 'file /work/m/missing.pp', 'link /work/m/a.pp', 'stat /work/m']);
    expect(reads[2]![2]).toBe('!not-found');
    expect(changedRead(base, reads)).toBeUndefined();
  });

  it('replays to the first answer that changed: content, a file appearing, a listing', () => {
    const files = { 'm/a.pp': 'class a {}' };
    const trace = (base: MemoryHost) => {
      const h = new RecordingHost(base);
      h.readFile('m/a.pp');
      h.readFile('m/new.pp');
      h.readDirectory('m');
      return h.reads();
    };
    const reads = trace(new MemoryHost(files));
    expect(changedRead(new MemoryHost({ 'm/a.pp': 'class a { }' }), reads)?.[1]).toBe('/work/m/a.pp');
    expect(changedRead(new MemoryHost({ ...files, 'm/new.pp': '' }), reads)?.[0]).toBe('dir');
    expect(changedRead(new MemoryHost({ ...files, 'm/other.pp': '' }), reads)?.[0]).toBe('dir');
    // The memo answers a question asked again in the same run without the host.
    const memo = new Map<string, string>();
    expect(changedRead(new MemoryHost(files), reads, memo)).toBeUndefined();
    expect(changedRead(new MemoryHost({}), reads, memo)).toBeUndefined();
  });
});

describe('MemoHost', () => {
  it('asks its base each question once, and again after a write to that path', () => {
    const base = new MemoryHost({ 'd/a': 'one' });
    const host = new MemoHost(base);
    expect(host.readFile('d/a')).toMatchObject({ text: 'one' });
    base.writeFileAtomic('d/a', 'two');
    base.writeFileAtomic('d/b', 'new');
    // The base changed behind its back: a run's inputs are taken as fixed.
    expect(host.readFile('d/a')).toMatchObject({ text: 'one' });
    expect(host.readDirectory('d')).toEqual(['a', 'b']);
    host.writeFileAtomic('d/a', 'three');
    expect(host.readFile('d/a')).toMatchObject({ text: 'three' });
    host.writeFileAtomic('d/c', '');
    expect(host.readDirectory('d')).toEqual(['a', 'b', 'c']);
  });
});
