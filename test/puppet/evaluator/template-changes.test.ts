// An ERB template (or a module function overcat runs natively, last block) that changes a Puppet variable's hash or array in place (Puppet hands templates
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

// grafana::deep_find_and_remove deletes 'puppetsource' from the options it finds, in the caller's
// hash (voxpupuli grafana's config.pp then renders that hash and the catalog shows the class
// parameter): overcat runs it natively, and holds the deletion to the same rule.
describe('a module function changing its argument in place', () => {
  const providers = "{'providers' => [{'name' => 'a', 'options' => {'path' => '/d/a', 'puppetsource' => 'puppet:///x'}}]}";
  function grafana(code: string) {
    const host = new MemoryHost({
      '/env/facts.json': '{}',
      '/env/modules/grafana/lib/puppet/functions/grafana/deep_find_and_remove.rb': "Puppet::Functions.create_function(:'grafana::deep_find_and_remove') {} # stub\n",
    });
    const bag = new DiagnosticBag();
    const outcome = compile(host, { modulepath: ['/env/modules'], facts: '/env/facts.json', node: 'n1', code }, bag);
    return { outcome, errors: bag.items.filter((d) => d.severity === 'error').map((d) => [d.code, d.message, lineOf(d.location)]) };
  }

  it('compiles when nothing reads the hash again, with the options found as they were', () => {
    const r = grafana(`$h = ${providers}\n$found = flatten(grafana::deep_find_and_remove('options', $h))\nnotify { 'x': message => String($found, '%p') }`);
    expect(r.errors).toEqual([]);
    expect(r.outcome?.catalog.resources.find((x) => x.type === 'Notify')?.parameters?.message).toBe("[{'path' => '/d/a', 'puppetsource' => 'puppet:///x'}]");
  });

  it('refuses a read of the hash it deleted from, and a class parameter holding it', () => {
    expect(grafana(`$h = ${providers}\n$found = grafana::deep_find_and_remove('options', $h)\nnotify { 'x': message => $h }`).errors).toEqual([
      ['OVC3145', '$h was changed in place by grafana::deep_find_and_remove (Hash#delete); Puppet would see the change here, which overcat does not reproduce', 3],
    ]);
    const r = grafana(`class c(Hash $h) { $found = grafana::deep_find_and_remove('options', $h) }\nclass { 'c': h => ${providers} }`);
    expect(r.errors.map((e) => e[1])).toEqual(["Class[C]'s parameter h was changed in place by grafana::deep_find_and_remove (Hash#delete); Puppet would see the change here, which overcat does not reproduce"]);
  });

  it('changes nothing where there is nothing to delete', () => {
    expect(grafana("$h = {'options' => {'path' => '/d'}}\n$found = grafana::deep_find_and_remove('options', $h)\nnotify { 'x': message => $h }").errors).toEqual([]);
  });
});
