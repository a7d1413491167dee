// Typos in configuration_options are never silent: a type in types_filter / types_create_exception
// is checked against the module path, a title in titles_filter / titles_create_exception against
// the titles of the data and the catalogs given.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MemoryHost, override, validate } from '../../src/pipeline/index.js';

const CATALOG = JSON.stringify({
  name: 'n',
  resources: [
    { type: 'Package', title: 'curl', parameters: { ensure: 'installed' } },
    { type: 'Nova_config', title: 'DEFAULT/debug', parameters: { value: false } },
  ],
});

const data = (options: string) => `configuration:\n  package:\n    mc: {ensure: latest}\nconfiguration_options:\n${options}`;

function report(bag: DiagnosticBag) {
  return bag.items.map((d) => [d.code, d.severity, d.location!.source.position(d.location!.start).line, d.message, d.hint]);
}

describe('names in configuration_options', () => {
  it('checks types in types_filter and types_create_exception against the module path', () => {
    const bag = new DiagnosticBag();
    validate(new MemoryHost({ '/d/data.yaml': data('  types_filter: [pakage]\n  types_create_exception: [package, servce]\n') }), ['/d/data.yaml'], {}, bag);
    expect(report(bag)).toEqual([
      // No --modulepath: core types only, and the hint says so (as for types under `configuration`).
      ['OVC4010', 'error', 5, "Unknown resource type 'pakage': neither a core type nor a type of the module path", "Did you mean 'package'? No --modulepath was given, so only Puppet's core types are known; pass --modulepath DIR to check your modules' types."],
      ['OVC4010', 'error', 6, "Unknown resource type 'servce': neither a core type nor a type of the module path", "Did you mean 'service'? No --modulepath was given, so only Puppet's core types are known; pass --modulepath DIR to check your modules' types."],
    ]);
  });

  it('warns on a title that is neither in the data nor in a catalog, and accepts titles of either', () => {
    const bag = new DiagnosticBag();
    const host = new MemoryHost({ '/d/data.yaml': data("  titles_filter: [crul, mc, curl]\n  titles_create_exception: ['DEFAULT/debgu']\n"), '/c/n.json': CATALOG });
    const { result } = override(host, { catalogs: ['/c/n.json'], data: ['/d/data.yaml'] }, bag);
    expect(report(bag)).toEqual([
      ['OVC4016', 'warning', 5, "'crul' in `configuration_options.titles_filter` is not the title of any resource in the data or the catalogs", "Did you mean 'curl'?"],
      ['OVC4016', 'warning', 6, "'DEFAULT/debgu' in `configuration_options.titles_create_exception` is not the title of any resource in the data or the catalogs", "Did you mean 'DEFAULT/debug'?"],
    ]);
    expect(result?.catalogs).toHaveLength(1);
  });

  it('stops override on a misspelt type in a filter: nothing skipped silently', () => {
    const bag = new DiagnosticBag();
    const { result } = override(new MemoryHost({ '/d/data.yaml': data('  types_filter: [pakage]\n'), '/c/n.json': CATALOG }), { catalogs: ['/c/n.json'], data: ['/d/data.yaml'] }, bag);
    expect(result?.catalogs).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(['OVC4010']);
  });
});
