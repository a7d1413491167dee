import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { readResourceTypeFile } from '../../../src/puppet/modulepath/resource-type-file.js';

function read(text: string) {
  const bag = new DiagnosticBag();
  const types = readResourceTypeFile(new SourceFile('/m/.resource_types/t.pp', text), bag);
  return { types, problems: bag.items.map((d) => [d.code, d.message, d.location?.start]) };
}

describe('readResourceTypeFile', () => {
  it('reads the language subset puppet generate types writes: comments, escapes, regexps, hashes, trailing commas', () => {
    const text = [
      '# generated',
      "Puppet::Resource::ResourceType3.new( # the call",
      "  'My_Type',",
      "  [Puppet::Resource::Param(Enum['a', \"b\\\"c\"], 'ensure'),],",
      "  [Puppet::Resource::Param(Any, 'n\\'a\\\\m\\e', true), Puppet::Resource::Param(Optional[Variant[Integer, String]], 'x')],",
      "  { /(?m-ix:(.*))/ => ['name'], 'k' => -1.5 },",
      '  true,',
      '  undef)',
      '',
    ].join('\n');
    const { types, problems } = read(text);
    expect(problems).toEqual([]);
    expect(types).toHaveLength(1);
    expect(types[0]).toMatchObject({
      name: 'my_type',
      kind: 'resource_type',
      namevars: ["n'a\\m\\e"],
      parameters: [
        { name: 'ensure', kind: 'property', type: 'Enum[\'a\', "b\\"c"]' },
        { name: "n'a\\m\\e", kind: 'parameter', type: 'Any', namevar: true },
        { name: 'x', kind: 'parameter', type: 'Optional[Variant[Integer, String]]' },
      ],
    });
    expect(text.slice(types[0]!.location!.start, types[0]!.location!.end)).toBe("'My_Type'");
    expect(types[0]!.isomorphic).toBeUndefined();
  });

  it('keeps a type generated as not isomorphic (it gets no uniqueness-key alias)', () => {
    const { types, problems } = read("Puppet::Resource::ResourceType3.new('runner', [], [Puppet::Resource::Param(Any, 'command', true)], { /(?m-ix:(.*))/ => ['command'] }, false, false)");
    expect(problems).toEqual([]);
    expect(types[0]).toMatchObject({ name: 'runner', namevars: ['command'], isomorphic: false });
  });

  it('reports where a file leaves the language, and calls that are not type declarations', () => {
    expect(read("Puppet::Resource::ResourceType3.new('x', [\n").problems).toEqual([['OVC2801', 'Cannot read resource type metadata: expected "]"', 43]]);
    expect(read('X(1.)').problems).toEqual([['OVC2801', 'Cannot read resource type metadata: expected a digit', 4]]);
    expect(read('Foo').problems).toEqual([['OVC2801', 'Cannot read resource type metadata: expected "." or "("', 3]]);
    expect(read("Foo.new('x')").problems).toEqual([['OVC2801', 'Cannot read resource type metadata: expected a Puppet::Resource::ResourceType3.new(...) call', 0]]);
  });
});
