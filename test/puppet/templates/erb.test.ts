// The template room on its own: ERB's commands for tricky tag sequences, the bounds that keep a
// hostile template from hanging or exhausting memory, and where errors are placed.
import { describe, expect, it } from 'vitest';
import { scanErb } from '../../../src/puppet/templates/erb-scan.js';
import { TemplateError, renderErb, type TemplateScope } from '../../../src/puppet/templates/erb.js';
import { PFloat, PHash, type Value } from '../../../src/puppet/values/index.js';

const vars: Record<string, Value> = { s: 'str', n: 3, f: new PFloat(1.5), list: ['a', 'b'], h: PHash.fromRecord({ k: 'v' }), u: null };
const scope: TemplateScope = {
  variable: (name) => vars[name.replace(/^::/, '')],
  variableNames: () => Object.keys(vars).filter((k) => vars[k] !== null),
  fromFile: false,
  hasLegacyFunction: (name) => name === 'legacy_upcase',
  setVariable: (name, value) => {
    if (name in vars) return false;
    vars[name] = value;
    return true;
  },
  call: (name, args) => (name === 'upcase' || name === 'legacy_upcase' ? String(args[0]).toUpperCase() : null),
  changedInPlace: (value, root, how) => changes.push({ value, root, how }),
  objects: new WeakMap(),
  methods: new Map(),
  libraries: new Set(),
};
/** The in-place changes the templates reported, in order. */
const changes: { value: object; root: object; how: string }[] = [];

function failure(text: string): TemplateError {
  try {
    renderErb(text, scope);
  } catch (e) {
    if (e instanceof TemplateError) return e;
    throw e;
  }
  throw new Error(`rendered: ${text}`);
}

describe('ERB scanning', () => {
  it('cuts text, code, inserts and comments as ERB does', () => {
    expect(scanErb('a<%= 1 %>b<% x %><%# c %>d')).toEqual([
      { kind: 'text', value: 'a', start: 0 },
      { kind: 'insert', code: { text: ' 1 ', offsets: [4, 5, 6], end: 7 }, start: 1 },
      { kind: 'text', value: 'b', start: 9 },
      { kind: 'code', code: { text: ' x ', offsets: [12, 13, 14], end: 15 }, start: 10 },
      { kind: 'text', value: 'd', start: 25 },
    ]);
  });

  it('keeps <%% and %%> literal and lets -%> take the line break', () => {
    expect(renderErb('<%% a %%> <%= "%%>" %>', scope)).toBe('<% a %%> %>');
    expect(renderErb('<% x = 1 -%>\nA\n  <%- if true -%>\n  B\n  <%- end -%>\nC', scope)).toBe('A\n  B\nC');
  });

  it('renders the code of a tag that never closes as text', () => {
    expect(renderErb('a<%= 1 + 1', scope)).toBe('a 1 + 1');
  });
});

describe('ERB evaluation', () => {
  it('reads the scope as Ruby objects', () => {
    expect(renderErb('<%= @s %>|<%= @n + 1 %>|<%= @f * 2 %>|<%= @list %>|<%= @h %>|<%= @u.inspect %>|<%= @none.nil? %>', scope)).toBe('str|4|3.0|["a", "b"]|{"k"=>"v"}|nil|true');
  });

  it('keeps one Ruby object per variable, so a change through one read is seen by the next', () => {
    changes.length = 0;
    expect(renderErb('<% @list[2] ||= "c" %><%= scope["list"].length %><%= @list.join %>', scope)).toBe('3abc');
    // The variable's own array changed (Puppet's object): the scope is told, with the whole value.
    expect(changes).toEqual([{ value: vars.list, root: vars.list, how: 'Array#[]=' }]);
  });

  it('calls functions with Puppet values', () => {
    expect(renderErb('<%= scope.call_function("upcase", ["x"]) %>', scope)).toBe('X');
  });

  it("calls a module's 3.x API function as a method of the scope; a name no module ships is Ruby's NoMethodError", () => {
    expect(renderErb('<%= scope.function_legacy_upcase(["x"]) %>', scope)).toBe('X');
    const e = failure('<%= scope.function_nothing_ships(["x"]) %>');
    expect([e.code, e.message]).toEqual(['OVC3142', "undefined method `function_nothing_ships' for Scope"]);
  });
});

describe('ERB errors and bounds', () => {
  it('places an error at its line and column in the template', () => {
    const e = failure('line one\n  <%= @u.upcase %>');
    expect(e.code).toBe('OVC3142');
    expect(e.message).toBe("undefined method `upcase' for nil:NilClass");
    expect(e.offset).toBe('line one\n  <%= @u.'.length);
  });

  it.each([
    // Loops run, within the evaluation bound.
    ['<% while true %><% end %>', 'OVC3143'],
    ['<%= File.read("/etc/passwd") %>', 'OVC3141'],
    ['<%= `id` %>', 'OVC3141'],
    ['<%= $0 %>', 'OVC3141'],
    ['<% scope.setvar("sym", {:a => 1}) %>', 'OVC3141'],
    ['<% if true %>', 'OVC3140'],
    [`<%= ${'('.repeat(10000)}1${')'.repeat(10000)} %>`, 'OVC3143'],
    ['<%= "x" * 1_000_000_000 %>', 'OVC3143'],
    // A rescue never catches overcat's own limits or refusals, whatever it names.
    ['<% begin; "x" * 1_000_000_000; rescue Exception; end %>', 'OVC3143'],
    ['<% begin; File.read("x"); rescue; end %>', 'OVC3141'],
    ['<% 100_000_000.times { } %>', 'OVC3143'],
    ['<%= (1..10**9).to_a.size %>', 'OVC3143'],
    ['<%= 7 ** 1_000_000 %>', 'OVC3143'],
  ])('%s is refused with %s', (text, code) => {
    expect(failure(text).code).toBe(code);
  });

  it('matches a catastrophic pattern without hanging', () => {
    expect(renderErb(`<%= ("a" * 40 + "!") =~ /(a+)+$/ %>`, scope)).toBe('');
  });
});

// voxpupuli elasticsearch's elasticsearch.yml.erb requires its module's Ruby (puppet_x/elastic):
// overcat knows those libraries natively (module-libraries.ts); the real module's template is
// compared with Puppet in the real-module case elasticsearch-node-debian.
describe("a module's own Ruby library required by its template", () => {
  const config = PHash.fromRecord({ 'node.name': 'es01', http: PHash.fromRecord({ port: '9200', 'x.y': ['1', 'a\n-7'] }), cluster: PHash.fromRecord({ name: 'logs', hosts: [PHash.fromRecord({ b: '2', a: 'x' })] }) });
  // Each render is a compilation of its own: what one required is not loaded in the next.
  const render = (text: string) => renderErb(text, { ...scope, variable: (name) => (name === 'config' ? config : vars[name]), libraries: new Set() });
  const prelude = "<% $LOAD_PATH.unshift('/m/lib'); require 'puppet_x/elastic/deep_to_i'; require 'puppet_x/elastic/hash' %>";

  it('converts integer strings (a line of one is enough) with deep_to_i, and sorts hashes it extends with SortedHash, nested ones too', () => {
    expect(render(`${prelude}<%= Puppet_X::Elastic::deep_to_i(@config).extend(Puppet_X::Elastic::SortedHash).to_yaml %>`)).toBe(
      "---\ncluster:\n  hosts:\n  - a: x\n    b: 2\n  name: logs\nhttp:\n  port: 9200\n  x.y:\n  - 1\n  - 0\nnode.name: es01\n",
    );
  });

  it('knows its constants only once the library is required', () => {
    expect(() => render('<%= Puppet_X::Elastic::deep_to_i(@config) %>')).toThrow(/constant Puppet_X::Elastic/);
    expect(render("<%= require 'puppet_x/elastic/deep_to_i' %> <%= require 'puppet_x/elastic/deep_to_i' %>")).toBe('true false');
  });
});

// Ruby's shellwords, which Puppet has not loaded: prometheus's init script templates require it
// (compile case erb-shellwords compares the functions and methods with Puppet).
describe('the shellwords library', () => {
  it('is loaded once per compilation: a later template gets false from require and knows Shellwords without it', () => {
    const compilation = { ...scope, libraries: new Set<string>() };
    expect(() => renderErb('<%= Shellwords.split(@s) %>', compilation)).toThrow(/constant Shellwords/);
    expect(() => renderErb('<%= @s.shellsplit %>', compilation)).toThrow(/shellsplit/);
    expect(renderErb("<%= require 'shellwords' %> <%= Shellwords.escape('a b') %>", compilation)).toBe('true a\\ b');
    expect(renderErb("<%= require 'shellwords' %> <%= Shellwords.split('x \"y z\"').inspect %> <%= ['p q', 'r'].shelljoin %>", compilation)).toBe('false ["x", "y z"] p\\ q r');
  });

  it("fails as Ruby does: an unmatched quote is an ArgumentError, nil has no scan", () => {
    const compilation = { ...scope, libraries: new Set(['shellwords']) };
    expect(() => renderErb("<%= Shellwords.split('a \"b') %>", compilation)).toThrow(/Unmatched quote/);
    expect(() => renderErb('<%= Shellwords.split(@u) %>', compilation)).toThrow(/undefined method `scan' for nil/);
  });
});
