// An ERB template that changes a Puppet variable's hash or array in place (Puppet hands templates
// its own Ruby objects): the template and later templates see the change, and where the manifest
// would see it too (a read of the value afterwards, a class parameter in the catalog) overcat
// refuses with OVC3145 instead of compiling a catalog Puppet would not. What Puppet compiles when
// nothing reads the value again is compared with Puppet in test/conformance/compile (erb-change-in-place).
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import type { Location } from '../../../src/diagnostics/source.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

const lineOf = (location: Location | undefined) => (location ? location.source.position(location.start).line : undefined);

function run(code: string, template = "<% @h.delete('a') %>") {
  const host = new MemoryHost({ '/env/facts.json': '{}', '/env/modules/m/templates/t.erb': template });
  const bag = new DiagnosticBag();
  const outcome = compile(host, { modulepath: ['/env/modules'], facts: '/env/facts.json', node: 'n1', code }, bag);
  const errors = bag.items.filter((d) => d.severity === 'error');
  return {
    compiled: outcome !== undefined && errors.length === 0,
    errors: errors.map((d) => ({ code: d.code, message: d.message, line: lineOf(d.location), related: d.related?.map((r) => `${r.location?.source.path}:${lineOf(r.location)}: ${r.message}`) })),
  };
}

describe('ERB templates changing Puppet values in place', () => {
  it('compiles when the manifest does not read the changed value again', () => {
    expect(run("$h = {'a' => 1, 'b' => 2}\n$t = template('m/t.erb')\nnotify { 'x': message => $t }").compiled).toBe(true);
  });

  it('refuses a read of the changed variable afterwards, naming the template and the change', () => {
    const r = run("$h = {'a' => 1, 'b' => 2}\n$t = template('m/t.erb')\nnotify { 'x': message => $h }");
    expect(r.errors).toEqual([
      {
        code: 'OVC3145',
        message: '$h was changed in place by template m/t.erb (Hash#delete); Puppet would see the change here, which overcat does not reproduce',
        line: 3,
        related: ['/env/modules/m/templates/t.erb:1: changed here (Hash#delete)'],
      },
    ]);
  });

  it('refuses another variable holding the same value, and one holding a changed part of it', () => {
    expect(run("$h = {'a' => 1}\n$alias = $h\n$t = template('m/t.erb')\nnotify { 'x': message => $alias }").errors.map((e) => e.code)).toEqual(['OVC3145']);
    const nested = run("$h = {'a' => {'x' => 1}}\n$part = $h['a']\n$t = template('m/t.erb')\nnotify { 'x': message => $part }", "<% @h['a'].delete('x') %>");
    expect(nested.errors.map((e) => [e.code, e.line])).toEqual([['OVC3145', 4]]);
  });

  it('refuses getvar() of the changed variable, as a read in the manifest', () => {
    const r = run("$h = {'a' => 1, 'b' => 2}\n$t = template('m/t.erb')\nnotify { 'x': message => getvar('h.b') }");
    expect(r.errors.map((e) => [e.code, e.message, e.line])).toEqual([
      ['OVC3145', '$h was changed in place by template m/t.erb (Hash#delete); Puppet would see the change here, which overcat does not reproduce', 3],
    ]);
    expect(run("$h = {'a' => 1}\n$g = {'k' => 1}\n$t = template('m/t.erb')\nnotify { 'x': message => getvar('g.k') }").compiled).toBe(true);
  });

  it("refuses a class parameter changed in place: the catalog shows the class's own value", () => {
    const r = run("class c(Hash $h) { $t = template('m/t.erb') }\nclass { 'c': h => {'a' => 1} }");
    expect(r.errors.map((e) => e.message)).toEqual(["Class[C]'s parameter h was changed in place by template m/t.erb (Hash#delete); Puppet would see the change here, which overcat does not reproduce"]);
  });

  it('counts only what stores: `||=` on a set key and `&&=` on an unset one change nothing', () => {
    expect(run("$h = {'a' => 1}\n$t = template('m/t.erb')\nnotify { 'x': message => $h }", "<% @h['a'] ||= 2 %><% @h['b'] &&= 3 %>").compiled).toBe(true);
    expect(run("$h = {'a' => 1}\n$t = template('m/t.erb')\nnotify { 'x': message => $h }", "<% @h['b'] ||= 2 %>").errors.map((e) => e.message)).toEqual([
      '$h was changed in place by template m/t.erb (Hash#[]=); Puppet would see the change here, which overcat does not reproduce',
    ]);
  });

  it('refuses to change a value overcat holds once for every variable (the empty hash Hash([]) makes)', () => {
    const r = run("$h = Hash([])\n$t = template('m/t.erb')\nnotify { 'x': message => $t }", "<% @h['x'] = 1 %>");
    expect(r.errors.map((e) => e.code)).toEqual(['OVC3141']);
    expect(r.errors[0]!.message).toContain('one value for every variable');
  });

  it('leaves what the template made itself free to change', () => {
    expect(run("$h = {'a' => 1}\n$t = template('m/t.erb')\nnotify { 'x': message => \"${t} ${h}\" }", "<% c = @h.dup; c.delete('a') %><%= c.size %>").compiled).toBe(true);
  });
});
